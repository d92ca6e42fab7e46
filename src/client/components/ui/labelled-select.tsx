import { type ReactNode, useId } from 'react';

interface LabelledSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** Keep the select as wide as its options on a phone too, instead of filling the row. */
  compact?: boolean;
  /** More controls on the same line, after the select. */
  children?: ReactNode;
}

const SELECT = 'h-11 rounded-xl border border-stone-300 bg-white px-3 text-base';

/** A short label and its select box on one line, such as "Sort by". */
export function LabelledSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  compact = false,
  children,
}: LabelledSelectProps<T>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className={compact ? 'text-sm text-stone-600' : 'shrink-0 text-sm text-stone-600'}
      >
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={compact ? SELECT : `${SELECT} min-w-0 flex-1 sm:flex-none`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}
