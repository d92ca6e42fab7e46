import { z } from 'zod';

/** `POST /api/products/:id/stock-alerts`: the pack size waited for (the product's first if none). */
export const stockAlertInputSchema = z.object({
  variantId: z.number().int().positive().optional(),
});

/** A customer's alert: waiting (`notifiedAt` null) or told that the size is back. */
export const stockAlertSchema = z.strictObject({
  id: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int(),
  productName: z.string(),
  variantLabel: z.string(),
  /** The product's page. */
  link: z.string(),
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

/** `GET /api/me/stock-alerts`: newest first. */
export const stockAlertListSchema = z.strictObject({ items: z.array(stockAlertSchema) });
export type StockAlertList = z.infer<typeof stockAlertListSchema>;

/** `GET /api/admin/stock-alerts`: how many customers wait for each size (none listed: none wait). */
export const waitingListSchema = z.strictObject({
  items: z.array(z.strictObject({ variantId: z.number().int(), customers: z.number().int() })),
});
export type WaitingList = z.infer<typeof waitingListSchema>;
