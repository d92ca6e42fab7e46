import { z } from 'zod';
import type { ErrorBody } from '../../../shared/contracts/common.ts';
import {
  type Crop,
  cropsSchema,
  moaSchema,
  productUseSchema,
} from '../../../shared/contracts/farm-fit.ts';
import { CATEGORY_IDS } from '../../../shared/domain/categories.ts';
import { ApiError } from '../../lib/api.ts';

/**
 * What the crop browser reads of a recommendation (docs/api-contract.md "Farmer fit"): the
 * product's card fields, the use for this crop and target, and the mode of action it is grouped by.
 */
const recommendationSchema = z.object({
  product: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    category: z.enum(CATEGORY_IDS),
    image: z.string(),
    price: z.number().nonnegative(),
  }),
  use: productUseSchema,
  moa: moaSchema.nullable().optional(),
});
const recommendationsSchema = z.array(recommendationSchema);
export type Recommendation = z.infer<typeof recommendationSchema>;

/**
 * `GET /api/crops` and `GET /api/recommendations` are read by `fetch` and checked against the
 * contract's shapes until those routes join the typed client (server/app.ts); then these two
 * become `call(client.crops.$get(...))` and `call(client.recommendations.$get(...))`.
 */
async function getJson<T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`/api${path}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = (data as ErrorBody | null)?.error ?? {
      code: 'INTERNAL',
      message: `HTTP ${response.status}`,
    };
    throw new ApiError(response.status, body);
  }
  return schema.parse(data);
}

export const fetchCrops = (signal?: AbortSignal): Promise<Crop[]> =>
  getJson('/crops', cropsSchema, signal);

export function fetchRecommendations(
  crop: string,
  target: string,
  signal?: AbortSignal,
): Promise<Recommendation[]> {
  const query = new URLSearchParams({ crop, target });
  return getJson(`/recommendations?${query}`, recommendationsSchema, signal);
}
