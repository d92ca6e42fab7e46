import { type ReactNode, useId } from 'react';

/**
 * A consent tick box whose label may hold a link (the privacy notice), with its message under it.
 * Never ticked for the customer: consent is given, not assumed.
 */
export function ConsentBox({
  checked,
  onChange,
  error,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <div>
      <label className="flex items-start gap-2 text-sm leading-relaxed text-stone-800">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
