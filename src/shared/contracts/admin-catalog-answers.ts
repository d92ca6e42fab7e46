import { z } from 'zod';
import { pageOf } from './answer-fields.ts';
import { productSchema } from './catalog.ts';

// Answers of the back office's products API, apart from admin-catalog.ts: the SPA's product form
// imports that file's schemas, and these would only add weight to its chunk.

/** `GET /api/admin/products`. */
export const adminProductPageSchema = pageOf(productSchema);
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** `POST /api/admin/products` (201) and `PUT /api/admin/products/:id`. */
export const productAnswerSchema = z.strictObject({ product: productSchema });
export type ProductAnswer = z.infer<typeof productAnswerSchema>;

/** `POST /api/admin/uploads` (201): where the stored image is served. */
export const uploadAnswerSchema = z.strictObject({
  url: z.string().regex(/^\/uploads\/[a-f0-9]{32}\.webp$/),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
