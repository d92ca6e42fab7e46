import type { ReactNode } from 'react';

const smallButton =
  'rounded-lg border border-stone-300 px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100';

interface RowListProps<T> {
  /** A heading over the rows, when nothing around them names them. */
  heading?: string;
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  /** The row "add" appends. */
  newRow: () => T;
  /** Each row is a group named by its place: "Ingredient 2", "ขนาดที่ 2". */
  legend: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  /** Rows that must stay: no remove button while only this many are left. */
  min?: number;
  /** No add button once this many rows are there. */
  max?: number;
  /** The row's grid. */
  rowClassName?: string;
  /** Where the remove button sits in the row's grid. */
  removeClassName?: string;
  /** Rows added or removed (their places move). */
  onReshape?: () => void;
  /** A row's fields; `edit` changes some of its values. */
  children: (row: T, edit: (patch: Partial<T>) => void, index: number) => ReactNode;
}

/** A list of rows the admin edits in place, with a remove button per row and an add button. */
export function RowList<T>({
  heading,
  rows,
  onChange,
  newRow,
  legend,
  removeLabel,
  addLabel,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  rowClassName = 'sm:grid-cols-6',
  removeClassName = 'sm:col-span-2',
  onReshape,
  children,
}: RowListProps<T>) {
  const edit = (index: number) => (patch: Partial<T>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => {
    onReshape?.();
    onChange(rows.filter((_, at) => at !== index));
  };
  const add = () => {
    onReshape?.();
    onChange([...rows, newRow()]);
  };
  return (
    <div className="space-y-3">
      {heading ? <h3 className="text-sm font-semibold text-stone-700">{heading}</h3> : null}
      {rows.map((row, index) => (
        <fieldset
          // Rows have no id of their own; their place is what the admin edits.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
          key={index}
          className={`grid gap-3 rounded-lg bg-stone-50 p-3 ${rowClassName}`}
        >
          <legend className="sr-only">{legend(index + 1)}</legend>
          {children(row, edit(index), index)}
          {rows.length > min ? (
            <div className={`flex items-end ${removeClassName}`}>
              <button type="button" className={smallButton} onClick={() => remove(index)}>
                {removeLabel(index + 1)}
              </button>
            </div>
          ) : null}
        </fieldset>
      ))}
      {rows.length < max ? (
        <button type="button" className={smallButton} onClick={add}>
          {addLabel}
        </button>
      ) : null}
    </div>
  );
}
