import { z } from 'zod';
import { adminMessages } from '../admin-messages.ts';
import { CATEGORY_IDS } from '../domain/categories.ts';
import { MAX_PACK_SIZES } from '../domain/pack-sizes.ts';
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
import { PACK_UNITS } from './farm-fit.ts';

// The answers (a product, a page of them, an upload) are in admin-catalog-answers.ts, out of the
// SPA's chunks.
export type {
  AdminProduct,
  AdminProductPage,
  AdminVariant,
  ProductAnswer,
  UploadAnswer,
} from './admin-catalog-answers.ts';

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
  /** A size's low-stock line: the shop hears by LINE when an order leaves fewer than this. */
  lowStockThreshold: { min: 0, max: 100_000 },
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

export const PACK_LABEL_MAX = 40;

/** A new size's low-stock line when none is sent (the column's default). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 20;

// 0 (the form's fallback for an empty box) or null means "no points"; otherwise at least 1.
const memberPointsField = () =>
  wholeNumber({ min: Number.MIN_SAFE_INTEGER, max: memberPointsRule.max })
    .refine((points) => points === 0 || points >= memberPointsRule.min, {
      error: minimum(memberPointsRule.min),
    })
    .nullable()
    .default(0)
    .transform((points) => points ?? 0);

/** One pack size as the admin form sends it: an `id` keeps an existing size, none adds one. */
export const packSizeInputSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647).optional(),
  label: requiredText(PACK_LABEL_MAX),
  size: z
    .number({ error: adminMessages.adminForm.invalidValue })
    .positive({ error: adminMessages.adminForm.invalidValue })
    .max(1_000_000, { error: adminMessages.productForm.maximum(1_000_000) }),
  unit: z.enum(PACK_UNITS, { error: adminMessages.adminForm.invalidChoice }),
  price: wholeNumber(PRODUCT_NUMBER_RULES.price),
  originalPrice: wholeNumber(PRODUCT_NUMBER_RULES.originalPrice).nullable().default(null),
  stockCount: wholeNumber(PRODUCT_NUMBER_RULES.stockCountUpdate),
  memberPoints: memberPointsField(),
  /** Left out, a new size gets the default and an existing one keeps its own. */
  lowStockThreshold: wholeNumber(PRODUCT_NUMBER_RULES.lowStockThreshold).optional(),
});
export type PackSizeInput = z.infer<typeof packSizeInputSchema>;

/** 1–10 sizes, labels unique (case and spaces aside). */
export const packSizesSchema = z
  .array(packSizeInputSchema, { error: adminMessages.adminForm.invalidValue })
  .min(1, { error: adminMessages.packSizes.atLeastOne })
  .max(MAX_PACK_SIZES, { error: adminMessages.packSizes.atMost(MAX_PACK_SIZES) })
  .superRefine((sizes, ctx) => {
    const seen = new Set<string>();
    const ids = new Set<number>();
    sizes.forEach((size, index) => {
      const key = size.label.toLowerCase().replace(/\s+/g, ' ');
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: adminMessages.packSizes.duplicateLabel,
          path: [index, 'label'],
        });
      }
      seen.add(key);
      if (size.id !== undefined) {
        if (ids.has(size.id)) {
          ctx.addIssue({
            code: 'custom',
            message: adminMessages.adminForm.invalidValue,
            path: [index, 'id'],
          });
        }
        ids.add(size.id);
      }
    });
  });

function productInputSchema(mode: 'create' | 'update') {
  return z.object({
    name: requiredText(PRODUCT_NAME_MAX),
    category: z.enum(CATEGORY_IDS, { error: adminMessages.adminForm.invalidChoice }),
    // Without `variants`, these are the product's one size; with them they may be left out.
    price: wholeNumber(PRODUCT_NUMBER_RULES.price).optional(),
    originalPrice: wholeNumber(PRODUCT_NUMBER_RULES.originalPrice).nullable().default(null),
    stockCount: wholeNumber(
      mode === 'create'
        ? PRODUCT_NUMBER_RULES.stockCountCreate
        : PRODUCT_NUMBER_RULES.stockCountUpdate,
    ).optional(),
    memberPoints: memberPointsField(),
    variants: packSizesSchema.optional(),
    image: imageUrl(),
    features: productTagsSchema,
    description: optionalText(PRODUCT_TEXT_MAX),
    how2use: optionalText(PRODUCT_TEXT_MAX),
    inStock: booleanField(true),
    isOnSale: booleanField(false),
    isEligibleForPromotion: booleanField(true),
    codAllowed: booleanField(true),
    /** Left out: by the category (shared/domain/vat.ts). */
    vatExempt: z.boolean({ error: adminMessages.adminForm.invalidChoice }).optional(),
    refusedCarriers: z
      .array(z.enum(REFUSABLE_CARRIERS, { error: adminMessages.adminForm.invalidChoice }))
      .max(REFUSABLE_CARRIERS.length)
      .default([])
      .transform((carriers) => [...new Set(carriers)]),
    /** The label (docs/api-contract.md, "Farmer fit"): left out, the label stays as it is. */
    ...labelInputFields,
  });
}

/** Without sizes, the product's own price and stock are its one size's, so they are required. */
function withSizes<
  T extends z.ZodType<{ variants?: unknown; price?: number; stockCount?: number }>,
>(schema: T) {
  return schema.superRefine((input, ctx) => {
    if (input.variants !== undefined) return;
    for (const field of ['price', 'stockCount'] as const) {
      if (input[field] === undefined) {
        ctx.addIssue({ code: 'custom', message: adminMessages.adminForm.required, path: [field] });
      }
    }
  });
}

/** `POST /api/admin/products`. */
export const productCreateSchema = withSizes(productInputSchema('create'));
/** `PUT /api/admin/products/:id`: the same fields, stock may be 0. */
export const productUpdateSchema = withSizes(productInputSchema('update'));
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
