import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { adminMessages } from '../../shared/admin-messages.ts';
import { ApiError } from './api.ts';
import { schemaFieldErrors } from './form-errors.ts';

interface SchemaFormOptions<V, B> {
  initial: V;
  /** The API's own schema: the form refuses exactly what the server would. */
  schema: z.ZodType;
  toBody: (values: V) => B;
}

/**
 * Form state checked with a shared contract schema: messages appear on submit and then follow
 * every keystroke; nothing is sent while a field is wrong; server field errors land on the fields.
 */
export function useSchemaForm<V extends object, B>({
  initial,
  schema,
  toBody,
}: SchemaFormOptions<V, B>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setFormError(null);
    if (attempted) setErrors(schemaFieldErrors(schema, toBody(next)));
  };

  const submit = (send: (body: B) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    const body = toBody(values);
    const found = schemaFieldErrors(schema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await send(body);
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) {
        setErrors(caught.fields);
      }
      setFormError(
        caught instanceof ApiError ? caught.message : adminMessages.adminForm.saveFailed,
      );
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    set,
    errors,
    formError,
    saving,
    submit,
    hasErrors: Object.keys(errors).length > 0,
  };
}
