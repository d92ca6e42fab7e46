import { type ReactNode, useId } from 'react';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  /** A line under the label, read with it as the option's description. */
  hint?: string;
}

interface RadioGroupFieldProps<T extends string> {
  legend: string;
  value: T | null;
  onChange: (value: T) => void;
  options: readonly RadioOption<T>[];
  /** Why the choice cannot stand, announced as it appears (a refusal from the server). */
  error?: string | null;
  /** Something said of the choice as a whole, after the options (what is not offered, and why). */
  note?: ReactNode;
  disabled?: boolean;
}

/**
 * One choice among a few, each a large tappable card with its label and hint: a fieldset whose
 * legend names the question, radios grouped by one name so the arrow keys move between them. A
 * radio is named by its label and described by its hint.
 */
export function RadioGroupField<T extends string>({
  legend,
  value,
  onChange,
  options,
  error,
  note,
  disabled,
}: RadioGroupFieldProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [error ? errorId : null, note ? noteId : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-stone-700">{legend}</legend>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm leading-relaxed font-semibold text-red-800"
        >
          {error}
        </p>
      ) : null}
      {options.map((option) => {
        const labelId = `${id}-${option.value}`;
        const hintId = `${labelId}-hint`;
        return (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2.5 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              aria-labelledby={labelId}
              aria-describedby={option.hint ? hintId : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            <span className="min-w-0 leading-relaxed">
              <span id={labelId} className="block font-semibold text-stone-900">
                {option.label}
              </span>
              {option.hint ? (
                <span id={hintId} className="block text-sm text-stone-600">
                  {option.hint}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
      {note ? (
        <p id={noteId} className="text-sm leading-relaxed text-stone-600">
          {note}
        </p>
      ) : null}
    </fieldset>
  );
}
