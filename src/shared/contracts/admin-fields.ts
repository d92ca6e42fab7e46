import { z } from 'zod';
import { adminMessages } from '../admin-messages.ts';

const { required, tooLong, invalidUrl, invalidDate } = adminMessages.adminForm;
const { integerOnly, minimum, maximum } = adminMessages.productForm;

/** Images the shop shows: its own files (/images/…, /uploads/…) or an absolute http(s) address. */
export function isImageUrl(value: string): boolean {
  if (value.length === 0 || /[\s"'<>\\]/.test(value)) return false;
  if (value.startsWith('/')) {
    return /^\/(?:images|uploads)\/[\w\-.~%/]+$/.test(value) && !value.includes('..');
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export interface WholeNumberRule {
  min: number;
  max: number;
}

/**
 * The product form's rule for a whole-number field, on what the user typed: not a whole number →
 * 'ข้อมูลเป็นตัวเลขจำนวนเต็มเท่านั้น'; under the minimum → 'ค่าต่ำสุดที่อนุญาตคือ {min}'.
 * An empty text is left to the caller (required or optional).
 */
export function wholeNumberTextError(text: string, rule: WholeNumberRule): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^-?\d+$/.test(trimmed)) return integerOnly;
  const value = Number(trimmed);
  if (value < rule.min) return minimum(rule.min);
  if (value > rule.max) return maximum(rule.max);
  return undefined;
}

/** The same rule as `wholeNumberTextError`, for JSON numbers sent to the API. */
export const wholeNumber = (rule: WholeNumberRule) =>
  z
    .number({ error: (issue) => (issue.input == null ? required : integerOnly) })
    .int({ error: integerOnly })
    .min(rule.min, { error: minimum(rule.min) })
    .max(rule.max, { error: maximum(rule.max) });

/** A required text field: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(max) });

/** An optional free text (empty allowed), at most `max` characters. */
export const optionalText = (max: number) =>
  z
    .string({ error: adminMessages.adminForm.invalidValue })
    .max(max, { error: tooLong(max) })
    .default('');

export const IMAGE_URL_MAX = 2000;

export const imageUrl = () => requiredText(IMAGE_URL_MAX).refine(isImageUrl, { error: invalidUrl });

/** An ISO date-time with a zone, as `new Date().toISOString()` writes it. */
export const isoDateTime = () =>
  z
    .string({ error: (issue) => (issue.input == null ? required : invalidDate) })
    .trim()
    .min(1, { error: required })
    .pipe(z.iso.datetime({ offset: true, error: invalidDate }));

export const booleanField = (fallback: boolean) =>
  z.boolean({ error: adminMessages.adminForm.invalidValue }).default(fallback);

/** Query text for admin searches; an empty box means no search. */
export const searchText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => (value ? value : undefined));

/** `?page=&pageSize=` with the admin page's own default size. */
export const adminPage = (defaultSize: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(defaultSize),
});

/** Treats `?category=` (empty) as no filter. */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
