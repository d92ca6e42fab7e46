import { type FormEvent, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from './api.ts';
import { type FieldErrors, type FieldOf, fieldErrors, schemaFieldErrors } from './form-errors.ts';

export interface SchemaFormOptions<V extends object, B> {
  initial: V | (() => V);
  /** The API's own schema, run on the body: the form refuses exactly what the server would. */
  schema?: z.ZodType;
  /** What the form sends, from what it holds (numbers typed as text, a date in Bangkok time…). */
  toBody: (values: V) => B;
  /** Send the schema's output (a phone without dashes, trimmed names) rather than `toBody`'s. */
  sendParsed?: boolean;
  /** Rules on what is typed, before there is a body ("12a" is not a whole number); they win. */
  check?: (values: V) => FieldErrors;
  /** Where a path of the schema or of the server's `fields` lands in the form (features.0 → tags). */
  fieldOf?: FieldOf;
  /**
   * `submit` (the default): messages appear on the first submit, then follow every change.
   * `change`: a field is also checked as soon as it is typed in.
   */
  validateOn?: 'submit' | 'change';
  /** Sends the body through the typed client; the form is done when it resolves. */
  send: (body: B) => Promise<unknown>;
  /** The form's message when a call fails without the API's words (no network). */
  failed: string;
  /** Wraps the form's message ("Failed to save promotion: …"). */
  formMessage?: (message: string) => string;
  /** Say the API's message above the form even when its `fields` landed on fields. */
  formErrorWithFields?: boolean;
  /** A failure the form tells its own way (the login's wait); `true` when it did. */
  onFailure?: (error: unknown) => boolean;
  /** Nothing is sent (a locked profile, a login that must wait). */
  blocked?: boolean;
}

/** The fields of a form that hold text. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * A form's state, checked with the shared contract schema: values, a message per field (on submit,
 * then on every change; or as typed), the server's `fields` on their fields, one message for the
 * form, the saving state, and a submit that sends nothing while a field is wrong or a send is on
 * its way.
 */
export function useSchemaForm<V extends object, B>(options: SchemaFormOptions<V, B>) {
  const id = useId();
  const [values, setValues] = useState<V>(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);

  const findErrors = (current: V): FieldErrors => ({
    ...(options.schema
      ? schemaFieldErrors(options.schema, options.toBody(current), options.fieldOf)
      : {}),
    ...options.check?.(current),
  });

  const found = findErrors(values);
  const errors: FieldErrors = { ...serverErrors };
  for (const [field, message] of Object.entries(found)) {
    if (attempted || (options.validateOn === 'change' && touched.has(field))) {
      errors[field] = message;
    }
  }

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    const key = String(field);
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
    setServerErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });
    setFormError(null);
  };

  /** Starts over with these values (a sent newsletter address, a removed code): no messages. */
  const reset = (next: V) => {
    setValues(next);
    setTouched(new Set());
    setAttempted(false);
    setServerErrors({});
    setFormError(null);
  };

  /** A message for one field from an answer that is not an error (a code the server refused). */
  const setFieldError = (field: keyof V & string, message: string) =>
    setServerErrors((current) => ({ ...current, [field]: message }));

  /** What a one-line field needs: its value, its message and its change. */
  const bind = <K extends TextKey<V>>(field: K) => ({
    value: values[field] as string,
    error: errors[String(field)],
    onChange: (value: string) => set(field, value as V[K]),
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current || options.blocked) return;
    setAttempted(true);
    setFormError(null);
    setServerErrors({});
    if (Object.keys(findErrors(values)).length > 0) return;
    const body =
      options.sendParsed && options.schema
        ? (options.schema.parse(options.toBody(values)) as B)
        : options.toBody(values);
    sending.current = true;
    setSaving(true);
    try {
      await options.send(body);
    } catch (caught) {
      if (options.onFailure?.(caught)) return;
      const landed =
        caught instanceof ApiError
          ? Object.fromEntries(
              Object.entries(fieldErrors(Object.entries(caught.fields), options.fieldOf)).filter(
                ([field]) => field in values,
              ),
            )
          : {};
      setServerErrors(landed);
      const onFields = Object.keys(landed).length > 0;
      if (onFields && !options.formErrorWithFields) return;
      const message =
        caught instanceof ApiError && caught.message ? caught.message : options.failed;
      setFormError(options.formMessage ? options.formMessage(message) : message);
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  return {
    /** The form's id, for a submit button outside it (`form={id}` in a dialog's footer). */
    id,
    values,
    set,
    bind,
    setFieldError,
    reset,
    errors,
    formError,
    saving,
    submit,
    hasErrors: Object.keys(errors).length > 0,
  };
}
