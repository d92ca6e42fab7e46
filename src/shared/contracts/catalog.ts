import { z } from 'zod';
import { CARRIERS } from '../domain/carriers.ts';
import { CATEGORY_IDS } from '../domain/categories.ts';
import {
  LOW_STOCK_THRESHOLD,
  MAX_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
} from '../domain/listing.ts';
import { cropFilterFields, productLabelFields } from './agronomy.ts';
import { baht, count, isoMoment, pageOf, rowId } from './answer-fields.ts';
import { moaSchema, productUseSchema, variantSchema } from './farm-fit.ts';

export { LOW_STOCK_THRESHOLD };

/** A product as the API answers it: amounts in baht, names in camelCase. */
export const productSchema = z.strictObject({
  id: rowId,
  name: z.string(),
  category: z.enum(CATEGORY_IDS),
  price: baht,
  originalPrice: baht.nullable(),
  rating: z.number().min(0).max(5),
  reviewCount: count,
  image: z.string(),
  isOnSale: z.boolean(),
  /** Whole percent off the original price, as the badge shows it; 0 without one. */
  discountPercent: z.number().int().min(0).max(100),
  description: z.string(),
  how2use: z.string(),
  features: z.array(z.string()),
  inStock: z.boolean(),
  stockCount: count,
  memberPoints: count,
  isEligibleForPromotion: z.boolean(),
  /** False: not sent cash on delivery. */
  codAllowed: z.boolean(),
  /** Sold without VAT (fertiliser, plant protection); false: 7 % VAT (tools and equipment). */
  vatExempt: z.boolean(),
  /** Carriers that refuse to carry it (shared/domain/carriers.ts ids). */
  refusedCarriers: z.array(z.enum(CARRIERS)),
  createdAt: isoMoment,
  updatedAt: isoMoment,
  /**
   * Its pack sizes on sale, by size within a unit, then price; one for a one-size product.
   * `price`, `originalPrice` and `memberPoints` above are the cheapest size's, `stockCount` the
   * sizes' sum.
   */
  variants: z.array(variantSchema),
  /** What the label says (docs/api-contract.md, "Farmer fit"); null and [] without a label. */
  ...productLabelFields,
});
export type Product = z.infer<typeof productSchema>;

/** `GET /api/recommendations`: products for a crop and target, grouped by mode of action. */
export const recommendationSchema = z.strictObject({
  product: productSchema,
  use: productUseSchema,
  moa: moaSchema.nullable(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
export const recommendationsSchema = z.array(recommendationSchema);

/** `GET /api/products`. */
export const productPageSchema = pageOf(productSchema);

/** `GET /api/bestsellers`: products ranked by rating × review count. */
export const bestsellersSchema = z.array(productSchema);

/** `GET /api/categories`: the six keys in the shop's order (CATEGORY_IDS), each with its product count. */
export const categoryCountSchema = z.strictObject({
  id: z.enum(CATEGORY_IDS),
  name: z.string(),
  count,
});
export type CategoryCount = z.infer<typeof categoryCountSchema>;

/** `GET /api/categories`. */
export const categoriesSchema = z.array(categoryCountSchema);

/** An empty query value (`?minPrice=`) means "not given", never 0. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A whole number from the query string; 'abc', '-1', '1.5' and '1e3' are refused. */
export const queryInt = (min: number, max: number, name: string, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,9}$/, `${name} must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(min, `${name} must be at least ${min}`)
          .max(max, `${name} must be at most ${max}`),
      )
      .default(fallback),
  );

/** Free-text search: trimmed, at most 100 characters; blank means no search. */
export const querySearch = z.preprocess(
  blankToUndefined,
  z.string().trim().max(100, 'q must be at most 100 characters').optional(),
);

const enumOf = <const T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` });

/** An optional enum from the query string, with a message naming the allowed values. */
export const queryEnum = <const T extends readonly [string, ...string[]]>(
  values: T,
  name: string,
) => z.preprocess(blankToUndefined, enumOf(values, name).optional());

/** A sort key from the query string, with its default. */
export const querySort = <const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) => z.preprocess(blankToUndefined, enumOf(values, 'sort').default(fallback as never));

const queryBoolean = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: `${name} must be true or false` })
      .transform((value) => value === 'true')
      .optional(),
  );

/** Price in baht with at most 2 decimals. */
const queryPrice = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, `${name} must be an amount in baht, 0 or more`)
      .transform(Number)
      .optional(),
  );

const MAX_TAGS = 10;

/** `GET /api/products` query: every filter, sort and page of the listing. */
export const productListQuerySchema = z
  .object({
    category: queryEnum(CATEGORY_IDS, 'category'),
    q: querySearch,
    tags: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(500, 'tags must be at most 500 characters')
        .transform((value) =>
          value
            .split(',')
            .map((tag) => tag.trim())
            .filter((tag) => tag.length > 0),
        )
        .pipe(z.array(z.string().max(50)).max(MAX_TAGS, `at most ${MAX_TAGS} tags`))
        .optional(),
    ),
    minPrice: queryPrice('minPrice'),
    maxPrice: queryPrice('maxPrice'),
    sort: querySort(PRODUCT_SORTS, 'name'),
    onSale: queryBoolean('onSale'),
    ...cropFilterFields,
    page: queryInt(1, 100_000, 'page', 1),
    pageSize: queryInt(1, MAX_PAGE_SIZE, 'pageSize', PRODUCT_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    if (
      query.minPrice !== undefined &&
      query.maxPrice !== undefined &&
      query.minPrice > query.maxPrice
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['minPrice'],
        message: 'minPrice must not be greater than maxPrice',
      });
    }
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** `GET /api/bestsellers?limit=N`. */
export const bestsellersQuerySchema = z.object({
  limit: queryInt(1, 50, 'limit', 4),
});

/** `/api/products/:id` and the other `/:id` paths: a positive whole number. */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'id must be a whole number')),
});
