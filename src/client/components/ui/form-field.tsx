import { type ReactNode, useId, useState } from 'react';
import { messages } from '../../../shared/messages.ts';
import { EyeIcon } from './icons.tsx';

/** The look of every text box, select and text area of the shop; red while it is wrong. */
export const inputClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30 aria-invalid:border-red-600 aria-invalid:focus:outline-red-600/30 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500';

const readOnlyClass = 'bg-stone-100 text-stone-600';

/** What a control needs to be tied to its label, its message and its hint. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** A star after the label (back-office forms mark their required fields). */
  required?: boolean;
  className?: string;
  /** The message is also announced as it appears (a form of one field: a code, an e-mail). */
  announce?: boolean;
  /** Light text for a dark background (the footer). */
  onDark?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A label, the control, its message and its hint: the message and the hint describe the control
 * (`aria-describedby`, message first) and a message marks it invalid.
 */
export function Field({
  label,
  error,
  hint,
  required,
  className,
  announce = false,
  onDark = false,
  children,
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={`mb-1 block text-sm ${onDark ? 'text-brand-100' : 'font-semibold text-stone-700'}`}
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p
          id={errorId}
          role={announce ? 'alert' : undefined}
          className={`mt-1 text-sm ${onDark ? 'text-red-200' : 'font-medium text-red-700'}`}
        >
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The props every one-value field shares. */
interface ValueFieldProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  name?: string;
  disabled?: boolean;
  /** Where the dialog puts the focus when it opens. */
  autoFocus?: boolean;
}

interface TextFieldProps extends ValueFieldProps {
  type?: 'text' | 'email' | 'url' | 'datetime-local';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'url' | 'numeric' | 'decimal';
  maxLength?: number;
  readOnly?: boolean;
  spellCheck?: boolean;
  autoCapitalize?: 'characters' | 'off';
  /** Extra classes for the input (a code in capitals). */
  inputClassName?: string;
  /** Beside the input, on its line (the code generator). */
  after?: ReactNode;
}

/** A labelled one-line text box. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  className,
  autoFocus,
  type = 'text',
  readOnly,
  inputClassName = '',
  after,
  ...input
}: TextFieldProps) {
  const box = (control: ControlProps) => (
    <input
      {...control}
      {...input}
      type={type}
      value={value}
      readOnly={readOnly}
      data-autofocus={autoFocus || undefined}
      onChange={(event) => onChange?.(event.target.value)}
      className={`${inputClass} ${readOnly ? readOnlyClass : ''} ${inputClassName}`}
    />
  );
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) =>
        after ? (
          <div className="flex flex-wrap items-stretch gap-2">
            {box(control)}
            {after}
          </div>
        ) : (
          box(control)
        )
      }
    </Field>
  );
}

interface PhoneFieldProps extends ValueFieldProps {
  placeholder?: string;
  readOnly?: boolean;
  /** `tel` for one's own number; `off` when staff type a customer's. */
  autoComplete?: 'tel' | 'off';
}

/** A Thai phone number: a tel box with the phone keypad; the schema normalises what is typed. */
export function PhoneField({ autoComplete = 'tel', ...props }: PhoneFieldProps) {
  return (
    <Field
      label={props.label}
      error={props.error}
      hint={props.hint}
      required={props.required}
      className={props.className}
    >
      {(control) => (
        <input
          {...control}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          maxLength={20}
          name={props.name}
          value={props.value}
          placeholder={props.placeholder}
          readOnly={props.readOnly}
          disabled={props.disabled}
          data-autofocus={props.autoFocus || undefined}
          onChange={(event) => props.onChange?.(event.target.value)}
          className={`${inputClass} ${props.readOnly ? readOnlyClass : ''}`}
        />
      )}
    </Field>
  );
}

interface NumberFieldProps extends ValueFieldProps {
  /**
   * `number` (the browser's number box, with min/max/step) or `text`, where anything typed stays
   * so that the form can say why it is not a whole number.
   */
  type?: 'number' | 'text';
  inputMode?: 'numeric' | 'decimal';
  min?: number;
  max?: number;
  step?: number;
  inputClassName?: string;
}

/** A labelled number, kept as the text typed; the form's rules read it. */
export function NumberField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  className,
  autoFocus,
  type = 'number',
  inputMode = 'numeric',
  inputClassName = '',
  ...input
}: NumberFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <input
          {...control}
          {...input}
          type={type}
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          data-autofocus={autoFocus || undefined}
          onChange={(event) => onChange?.(event.target.value)}
          className={`${inputClass} ${inputClassName}`}
        />
      )}
    </Field>
  );
}

interface TextareaFieldProps extends ValueFieldProps {
  rows: number;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
}

/** A labelled text of several lines. */
export function TextareaField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  className,
  autoFocus,
  ...textarea
}: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          value={value}
          data-autofocus={autoFocus || undefined}
          onChange={(event) => onChange?.(event.target.value)}
          className={`${inputClass} resize-y`}
        />
      )}
    </Field>
  );
}

interface SelectFieldProps<T extends string> extends Omit<ValueFieldProps, 'value' | 'onChange'> {
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
}

/** A labelled choice from a list. */
export function SelectField<T extends string>({
  label,
  value,
  onChange,
  options,
  error,
  hint,
  required,
  className,
  autoFocus,
  name,
  disabled,
}: SelectFieldProps<T>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <select
          {...control}
          name={name}
          disabled={disabled}
          value={value}
          data-autofocus={autoFocus || undefined}
          onChange={(event) => onChange(event.target.value as T)}
          className={inputClass}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface PasswordFieldProps extends Omit<ValueFieldProps, 'required'> {
  autoComplete: 'current-password' | 'new-password';
  /** Longer than a person's password: an API's secret (a LINE channel access token). */
  maxLength?: number;
}

/** A password box with a button that shows and hides what is typed. */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  className,
  autoFocus,
  name,
  disabled,
  autoComplete,
  hint,
  maxLength = 128,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            name={name}
            type={shown ? 'text' : 'password'}
            value={value}
            disabled={disabled}
            autoComplete={autoComplete}
            maxLength={maxLength}
            data-autofocus={autoFocus || undefined}
            onChange={(event) => onChange?.(event.target.value)}
            className={`${inputClass} pr-12`}
          />
          <button
            type="button"
            onClick={() => setShown((current) => !current)}
            aria-label={shown ? messages.field.hide(label) : messages.field.show(label)}
            aria-pressed={shown}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-stone-500 hover:text-stone-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
          >
            <EyeIcon off={shown} />
          </button>
        </div>
      )}
    </Field>
  );
}

const formMessageTones = {
  alert: 'border-red-200 bg-red-50 text-red-800',
  status: 'border-green-200 bg-green-50 text-green-800',
} as const;

function FormMessage({
  message,
  role,
}: {
  message: string | null | undefined;
  role: keyof typeof formMessageTones;
}) {
  if (!message) return null;
  return (
    <p
      role={role}
      className={`rounded-lg border px-3 py-2 text-sm font-medium ${formMessageTones[role]}`}
    >
      {message}
    </p>
  );
}

/** The form's own message, for what belongs to no one field (wrong password, a failed save). */
export function FormError({ message }: { message: string | null | undefined }) {
  return <FormMessage message={message} role="alert" />;
}

/** A saved form's thanks (a saved profile, saved settings). */
export function FormSuccess({ message }: { message: string | null | undefined }) {
  return <FormMessage message={message} role="status" />;
}
