import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';

const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-400 focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 read-only:bg-stone-100 read-only:text-stone-600';

function borderClass(error?: string) {
  return error
    ? 'border-red-600 focus:border-red-600 focus:outline-red-600/30'
    : 'border-stone-300 focus:border-brand-700 focus:outline-brand-700/30';
}

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-700">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValueChange?: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its error right below it. */
export function TextField({ label, value, onValueChange, error, hint, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange?.(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${inputClass} ${borderClass(error)}`}
        {...rest}
      />
    </FieldShell>
  );
}

interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  rows?: number;
  disabled?: boolean;
  maxLength?: number;
  autoComplete?: string;
}

export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  rows = 3,
  ...rest
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={`${inputClass} ${borderClass(error)} resize-y`}
        {...rest}
      />
    </FieldShell>
  );
}

function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-5"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {off ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
}

/** Password input with a show/hide toggle. */
export function PasswordField({
  label,
  name,
  value,
  onValueChange,
  error,
  autoComplete,
}: PasswordFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          autoComplete={autoComplete}
          maxLength={128}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          className={`${inputClass} ${borderClass(error)} pr-12`}
        />
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={shown ? `ซ่อน${label}` : `แสดง${label}`}
          aria-pressed={shown}
          aria-controls={id}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-stone-500 hover:text-stone-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
        >
          <EyeIcon off={shown} />
        </button>
      </div>
    </FieldShell>
  );
}

/** The one message of a whole form (wrong password, locked account…). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      {children}
    </p>
  );
}

interface SubmitButtonProps {
  children: ReactNode;
  disabled?: boolean;
  busy?: boolean;
}

/** The form's main button; stays named the same while busy so nobody loses it. */
export function SubmitButton({ children, disabled, busy }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-400"
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      ) : null}
      {children}
    </button>
  );
}
