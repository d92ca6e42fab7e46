import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { PACK_LABEL_MAX } from '../../../../shared/contracts/admin-catalog.ts';
import { PACK_UNITS } from '../../../../shared/contracts/farm-fit.ts';
import { MAX_PACK_SIZES } from '../../../../shared/domain/pack-sizes.ts';
import { NumberField, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import {
  emptySizeRow,
  type SizeRow,
  type SizeRowField,
  sizeFieldPath,
  sizeRowErrors,
} from './pack-size-form.ts';
import { RowList } from './row-list.tsx';

const text = adminMessages.packSizes;
const unitOptions = PACK_UNITS.map((unit) => ({ value: unit, label: text.units[unit] }));
const isSizePath = (path: string) => /^variants\.\d+\.\w+$/.test(path);

/**
 * The messages of the sizes' fields: the form's (after a first save), the server's refusal on the
 * row it names until that field is edited, and a field's own rule as soon as it is typed in.
 */
export function useSizeMessages(rows: readonly SizeRow[], formErrors: FieldErrors) {
  const [typedIn, setTypedIn] = useState<ReadonlySet<string>>(() => new Set());
  const [refused, setRefused] = useState<FieldErrors>({});
  const typed = sizeRowErrors(rows);
  const errorOf = (path: string): string | undefined =>
    formErrors[path] ?? refused[path] ?? (typedIn.has(path) ? typed[path] : undefined);
  return {
    errorOf,
    /** A size's field shows a message (the form's own are in its `hasErrors`). */
    hasErrors: [...typedIn, ...Object.keys(refused)].some((path) => errorOf(path) !== undefined),
    edited: (path: string) => {
      setTypedIn((current) => (current.has(path) ? current : new Set(current).add(path)));
      setRefused((current) => {
        if (!(path in current)) return current;
        const { [path]: _dropped, ...rest } = current;
        return rest;
      });
    },
    /** Rows added or removed: the server's messages no longer point at their rows. */
    reshaped: () => setRefused({}),
    /** A save the server refused: its messages on sizes' fields. */
    failed: (caught: unknown) =>
      setRefused(
        caught instanceof ApiError
          ? Object.fromEntries(Object.entries(caught.fields).filter(([path]) => isSizePath(path)))
          : {},
      ),
  };
}

interface PackSizesFieldsProps {
  rows: SizeRow[];
  onChange: (rows: SizeRow[]) => void;
  messages: ReturnType<typeof useSizeMessages>;
  /** The message about the sizes as a whole (none, too many, a name twice). */
  error?: string;
}

/** The product's pack sizes, each with its own price, stock and points; at least one stays. */
export function PackSizesFields({ rows, onChange, messages, error }: PackSizesFieldsProps) {
  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 font-semibold text-stone-800">{text.title}</legend>
      <p className="text-sm text-stone-500">{text.labelBlankHint}</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <RowList
        rows={rows}
        onChange={onChange}
        newRow={() => ({ ...emptySizeRow })}
        legend={text.row}
        removeLabel={text.removeRow}
        addLabel={text.add}
        min={1}
        max={MAX_PACK_SIZES}
        rowClassName="grid-cols-2 sm:grid-cols-6"
        removeClassName="sm:col-span-2 justify-end"
        onReshape={messages.reshaped}
      >
        {(row, edit, index) => {
          const bind = (field: Exclude<SizeRowField, 'unit'>) => {
            const path = sizeFieldPath(index, field);
            return {
              value: row[field],
              error: messages.errorOf(path),
              onChange: (value: string) => {
                messages.edited(path);
                edit({ [field]: value });
              },
            };
          };
          return (
            <>
              <TextField
                label={text.label}
                placeholder={text.labelHint}
                maxLength={PACK_LABEL_MAX}
                className="col-span-2"
                {...bind('label')}
              />
              <NumberField
                type="text"
                inputMode="decimal"
                label={text.size}
                required
                {...bind('size')}
              />
              <SelectField
                label={text.unit}
                value={row.unit}
                onChange={(unit) => edit({ unit })}
                options={unitOptions}
              />
              <NumberField type="text" label={text.price} required {...bind('price')} />
              <NumberField type="text" label={text.originalPrice} {...bind('originalPrice')} />
              <NumberField type="text" label={text.stockCount} required {...bind('stockCount')} />
              <NumberField type="text" label={text.memberPoints} {...bind('memberPoints')} />
              <NumberField
                type="text"
                label={text.lowStockThreshold}
                hint={text.lowStockThresholdHint}
                className="sm:col-span-2"
                inputClassName="sm:w-1/2"
                {...bind('lowStockThreshold')}
              />
            </>
          );
        }}
      </RowList>
    </fieldset>
  );
}
