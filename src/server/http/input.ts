import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { parseJson } from './body.ts';
import type { AppEnv } from './env.ts';
import { parseQuery } from './errors.ts';

/**
 * What a caller may put in a query string for a field, from what the schema accepts: text as the
 * schema spells it (a union of words stays one), a list for a repeated field, and for a field the
 * schema coerces, a number or a yes/no that the typed client (client/lib/api.ts) writes as text.
 * Undefined and empty values are left out.
 */
type QueryValue<I> = unknown extends I
  ? string | number | boolean | undefined
  : I extends readonly unknown[]
    ? string[]
    : I extends string | undefined
      ? I
      : string | number | boolean | undefined;
type QueryInput<I> = { [K in keyof I]?: QueryValue<I[K]> };

/**
 * A route's JSON body, read and checked by the shop's one body rule (http/body.ts: 1 MB, malformed
 * JSON, storable text, then the schema). Declared as middleware so the route's type tells the
 * typed client what to send; the handler reads it with `c.req.valid('json')`.
 */
export function jsonBody<S extends z.ZodType>(
  schema: S,
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', (await parseJson(c, schema)) as object);
    await next();
  };
}

/** A route's query string, checked by the schema; `c.req.valid('query')` in the handler. */
export function queryOf<S extends z.ZodType>(
  schema: S,
): MiddlewareHandler<
  AppEnv,
  string,
  { in: { query: QueryInput<z.input<S>> }; out: { query: z.output<S> } }
> {
  return async (c, next) => {
    c.req.addValidatedData('query', parseQuery(c, schema) as object);
    await next();
  };
}
