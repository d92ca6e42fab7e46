import type { z } from 'zod';

/** The first message per field from a shared zod schema, keyed like the API's `fields`. */
export function schemaFieldErrors(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
