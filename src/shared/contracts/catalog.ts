import { z } from 'zod';
import { CATEGORY_IDS } from '../domain/categories.ts';

/** A product as the API answers it: amounts in baht, names in camelCase. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(CATEGORY_IDS),
  price: z.number(),
  originalPrice: z.number().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  image: z.string(),
  isOnSale: z.boolean(),
  discountPercent: z.number().int(),
  description: z.string(),
  how2use: z.string(),
  features: z.array(z.string()),
  inStock: z.boolean(),
  stockCount: z.number().int(),
  memberPoints: z.number().int(),
  isEligibleForPromotion: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** Under this many left, the card warns 'เหลือแค่ N รายการสุดท้าย!'. */
export const LOW_STOCK_THRESHOLD = 20;
