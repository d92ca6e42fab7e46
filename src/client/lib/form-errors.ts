import type { z } from 'zod';

/** A message per form field, keyed like the API's `fields` (`hours.weekdays`) unless mapped. */
export type FieldErrors = Record<string, string>;

/** Where a path of the schema or of the server's `fields` lands in a form; none to leave it. */
export type FieldOf = (path: string) => string | undefined;

const asIs: FieldOf = (path) => path;

/** The first message per field, from the server's `fields` or a zod error's issues. */
export function fieldErrors(
  entries: Iterable<readonly [path: string, message: string]>,
  fieldOf: FieldOf = asIs,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of entries) {
    const field = fieldOf(path || '_');
    if (field !== undefined) errors[field] ??= message;
  }
  return errors;
}

/** The first message per field of a shared zod schema on `body`; none when it passes. */
export function schemaFieldErrors(
  schema: z.ZodType,
  body: unknown,
  fieldOf: FieldOf = asIs,
): FieldErrors {
  const result = schema.safeParse(body);
  if (result.success) return {};
  return fieldErrors(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message] as const),
    fieldOf,
  );
}
