import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../domain/money.ts';

/**
 * Fields the API's answers are made of. The answers' schemas describe what the server sends; the
 * API tests parse answers with them (strict objects: a field too many fails as one too few), and
 * their inferred types are what the handlers answer and the typed client reads.
 */

/** A row id of a serial column. */
export const rowId = z.number().int().positive();

/** How many of something: a whole number, 0 or more. */
export const count = z.number().int().nonnegative();

/** An amount in baht as the contract writes it: a JSON number with at most 2 decimals. */
export const baht = z
  .number()
  .refine(hasAtMostTwoDecimals, { error: 'baht with at most 2 decimals' });

/** A moment as `toISOString()` writes it: `2026-03-10T05:00:00.000Z`. */
export const isoMoment = z.iso.datetime();

/** A Bangkok calendar day, `yyyy-MM-dd`. */
export const isoDay = z.iso.date();

/** `{ items, total, page, pageSize }`: every list of the API. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.strictObject({
    items: z.array(item),
    total: count,
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
