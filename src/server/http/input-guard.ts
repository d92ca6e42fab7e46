import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

/**
 * No request shape of the shop nests deeper than this (an event's details inside a batch is the
 * deepest, at 4 levels, plus what the SPA puts in details): a deeper body is refused before any
 * schema, size check or JSON.stringify walks it.
 */
export const MAX_JSON_DEPTH = 16;

export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL characters or lone surrogates';
export const TOO_DEEP_MESSAGE = `JSON must not nest deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * What PostgreSQL cannot store: NUL (U+0000) in text and jsonb, and UTF-16 halves without their
 * partner (jsonb refuses their escapes; text would silently turn them into U+FFFD).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** `%00` in any spelling of the raw URL, or a NUL Node let through. */
const NUL_IN_URL = /%00|\0/i;

/**
 * One rule for every path and query string of the API: a NUL anywhere is a 400 before any route
 * reads it (the database would answer 500). Percent-escapes that are not UTF-8 are left as typed by
 * the router, so they cannot become lone surrogates.
 */
export const refuseUnstorableUrl = createMiddleware(async (c, next) => {
  if (NUL_IN_URL.test(c.req.url)) {
    throw new AppError('VALIDATION', UNSTORABLE_TEXT_MESSAGE, {
      fields: { _: UNSTORABLE_TEXT_MESSAGE },
    });
  }
  await next();
});

/**
 * Checks a parsed JSON body without recursion (a body of 100,000 levels must not overflow the
 * stack): at most `MAX_JSON_DEPTH` levels, and every string, keys included, storable. Throws the
 * contract's 400 naming the first field at fault.
 */
export function assertStorableJson(value: unknown): void {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const current = entry.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) refuse(UNSTORABLE_TEXT_MESSAGE, entry.path);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (entry.depth >= MAX_JSON_DEPTH) refuse(TOO_DEEP_MESSAGE, entry.path);
    const depth = entry.depth + 1;
    if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, depth, path: join(entry.path, String(index)) });
      });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      const path = join(entry.path, key);
      if (!isStorableText(key)) refuse(UNSTORABLE_TEXT_MESSAGE, entry.path);
      stack.push({ value: item, depth, path });
    }
  }
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function refuse(message: string, path: string): never {
  // A key that is itself unstorable is named by its parent, never echoed back.
  const field = isStorableText(path) && path.length <= 200 ? path || '_' : '_';
  throw new AppError('VALIDATION', message, { fields: { [field]: message } });
}
