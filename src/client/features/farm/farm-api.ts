import type { ErrorBody } from '../../../shared/contracts/common.ts';
import type { Crop, ModeOfAction, ProductUse } from '../../../shared/contracts/farm-fit.ts';
import type { CategoryId } from '../../../shared/domain/categories.ts';
import { ApiError } from '../../lib/api.ts';

/**
 * What the crop browser reads of a recommendation (docs/api-contract.md "Farmer fit"): the
 * product's card fields, the use for this crop and target, and the mode of action it is grouped by.
 */
export interface Recommendation {
  product: { id: number; name: string; category: CategoryId; image: string; price: number };
  use: ProductUse;
  moa?: ModeOfAction | null;
}

/**
 * `GET /api/crops` and `GET /api/recommendations`, read by `fetch` and typed by the contract's
 * shapes until those routes join the typed client (server/app.ts); then these two become
 * `call(client.crops.$get(...))` and `call(client.recommendations.$get(...))`. Like the typed
 * client, the answer is trusted, not parsed: no schema library in a public page's chunks.
 */
async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
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
  return data as T;
}

export const fetchCrops = (signal?: AbortSignal) => getJson<Crop[]>('/crops', signal);

export function fetchRecommendations(crop: string, target: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ crop, target });
  return getJson<Recommendation[]>(`/recommendations?${query}`, signal);
}
