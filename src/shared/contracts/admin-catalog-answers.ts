import { z } from 'zod';
import { count, pageOf } from './answer-fields.ts';
import { productSchema } from './catalog.ts';
import { variantSchema } from './farm-fit.ts';

// Answers of the back office's products API, apart from admin-catalog.ts: the SPA's product form
// imports that file's schemas, and these would only add weight to its chunk.

/** A size as the back office reads it: the storefront's, with its low-stock line. */
export const adminVariantSchema = variantSchema.extend({ lowStockThreshold: count });
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/** A product as the back office reads it to edit: the storefront's, its sizes the admin's. */
export const adminProductSchema = productSchema.extend({ variants: z.array(adminVariantSchema) });
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** `GET /api/admin/products`. */
export const adminProductPageSchema = pageOf(adminProductSchema);
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** `POST /api/admin/products` (201) and `PUT /api/admin/products/:id`. */
export const productAnswerSchema = z.strictObject({ product: adminProductSchema });
export type ProductAnswer = z.infer<typeof productAnswerSchema>;

/** `POST /api/admin/uploads` (201): where the stored image is served. */
export const uploadAnswerSchema = z.strictObject({
  url: z.string().regex(/^\/uploads\/[a-f0-9]{32}\.webp$/),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
