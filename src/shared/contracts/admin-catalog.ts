import { z } from 'zod';
import { adminMessages } from '../admin-messages.ts';
import { CATEGORY_IDS } from '../domain/categories.ts';
import { REFUSABLE_CARRIERS } from '../domain/shipping.ts';
import {
  adminPage,
  booleanField,
  emptyAsUndefined,
  imageUrl,
  optionalText,
  requiredText,
  searchText,
  type WholeNumberRule,
  wholeNumber,
} from './admin-fields.ts';
import { labelInputFields } from './admin-label.ts';

// The answers (a product, a page of them, an upload) are in admin-catalog-answers.ts, out of the
// SPA's chunks.
export type { AdminProductPage, ProductAnswer, UploadAnswer } from './admin-catalog-answers.ts';

/** Admin products table: 10 rows a page. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 10;

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_TEXT_MAX = 10_000;
export const PRODUCT_TAG_MAX = 50;
export const PRODUCT_TAGS_MAX = 20;

/** Whole-baht and count rules of the product form; the API enforces the same. */
export const PRODUCT_NUMBER_RULES = {
  price: { min: 1, max: 1_000_000 },
  originalPrice: { min: 1, max: 1_000_000 },
  /** A new product starts with at least one in stock. */
  stockCountCreate: { min: 1, max: 1_000_000 },
  /** On edit 0 is allowed: it marks the product out of stock. */
  stockCountUpdate: { min: 0, max: 1_000_000 },
  memberPoints: { min: 1, max: 1_000_000 },
} as const satisfies Record<string, WholeNumberRule>;

const { minimum } = adminMessages.productForm;
const memberPointsRule = PRODUCT_NUMBER_RULES.memberPoints;

/** Tags: trimmed, empties dropped. */
export const productTagsSchema = z
  .array(
    z
      .string({ error: adminMessages.adminForm.invalidValue })
      .trim()
      .max(PRODUCT_TAG_MAX, { error: adminMessages.adminForm.tooLong(PRODUCT_TAG_MAX) }),
    { error: adminMessages.adminForm.invalidValue },
  )
  .transform((tags) => tags.filter((tag) => tag.length > 0))
  .pipe(z.array(z.string()).max(PRODUCT_TAGS_MAX, { error: adminMessages.adminForm.invalidValue }))
  .default([]);

/** Splits the form's comma-separated tags the same way. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

function productInputSchema(mode: 'create' | 'update') {
  return z.object({
    name: requiredText(PRODUCT_NAME_MAX),
    category: z.enum(CATEGORY_IDS, { error: adminMessages.adminForm.invalidChoice }),
    price: wholeNumber(PRODUCT_NUMBER_RULES.price),
    originalPrice: wholeNumber(PRODUCT_NUMBER_RULES.originalPrice).nullable().default(null),
    stockCount: wholeNumber(
      mode === 'create'
        ? PRODUCT_NUMBER_RULES.stockCountCreate
        : PRODUCT_NUMBER_RULES.stockCountUpdate,
    ),
    // 0 (the form's fallback for an empty box) or null means "no points"; otherwise at least 1.
    memberPoints: wholeNumber({ min: Number.MIN_SAFE_INTEGER, max: memberPointsRule.max })
      .refine((points) => points === 0 || points >= memberPointsRule.min, {
        error: minimum(memberPointsRule.min),
      })
      .nullable()
      .default(0)
      .transform((points) => points ?? 0),
    image: imageUrl(),
    features: productTagsSchema,
    description: optionalText(PRODUCT_TEXT_MAX),
    how2use: optionalText(PRODUCT_TEXT_MAX),
    inStock: booleanField(true),
    isOnSale: booleanField(false),
    isEligibleForPromotion: booleanField(true),
    codAllowed: booleanField(true),
    refusedCarriers: z
      .array(z.enum(REFUSABLE_CARRIERS, { error: adminMessages.adminForm.invalidChoice }))
      .max(REFUSABLE_CARRIERS.length)
      .default([])
      .transform((carriers) => [...new Set(carriers)]),
    /** The label (docs/api-contract.md, "Farmer fit"): left out, the label stays as it is. */
    ...labelInputFields,
  });
}

/** `POST /api/admin/products`. */
export const productCreateSchema = productInputSchema('create');
/** `PUT /api/admin/products/:id`: the same fields, stock may be 0. */
export const productUpdateSchema = productInputSchema('update');
export type ProductInput = z.infer<typeof productCreateSchema>;
/** What a client sends (defaults may be left out). */
export type ProductInputBody = z.input<typeof productCreateSchema>;

export const adminProductListQuerySchema = z.object({
  q: searchText,
  category: z.preprocess(emptyAsUndefined, z.enum(CATEGORY_IDS).optional()),
  ...adminPage(ADMIN_PRODUCTS_PAGE_SIZE),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

/** Upload limit: 5 MB of JPEG, PNG or WebP. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
