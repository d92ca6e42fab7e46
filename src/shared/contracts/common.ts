import { z } from 'zod';

/** The one error body every 4xx and 5xx answer carries. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfterSeconds: z.number().optional(),
    /** OPEN_ORDERS: the orders still under way. */
    orders: z.array(z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `?page=1&pageSize=N` for every list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;

/** The largest id a serial column holds (PostgreSQL integer): a bigger one cannot exist. */
export const MAX_SERIAL_ID = 2_147_483_647;

/** A row id a client sends in a body: a whole number from 1 to `MAX_SERIAL_ID`. */
export const serialIdSchema = z.number().int().positive().max(MAX_SERIAL_ID);
