import type { z } from 'zod';
import { accountMessages } from '../../../shared/account-messages.ts';
import { ApiError } from '../../lib/api.ts';

export type FieldErrors = Record<string, string>;

/** First message per field, as the server's `fields` carries them. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** What a failed call means for a form: messages next to fields, or one message for the form. */
export function describeFailure(
  error: unknown,
  fallback: string = accountMessages.login.failed,
): {
  fields: FieldErrors;
  message: string | null;
} {
  if (error instanceof ApiError) {
    const fields = error.fields;
    const hasFields = Object.keys(fields).length > 0;
    return { fields, message: hasFields ? null : error.message || fallback };
  }
  return { fields: {}, message: fallback };
}
