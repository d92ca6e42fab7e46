import { call, client } from '../../lib/api.ts';

/** `GET /api/crops`: the crops and their insects, weeds and diseases. */
export function fetchCrops(signal?: AbortSignal) {
  return call(client.crops.$get({}, { init: { signal } }));
}

/** `GET /api/recommendations`: the products labelled for this use, grouped by mode of action. */
export function fetchRecommendations(crop: string, target: string, signal?: AbortSignal) {
  return call(client.recommendations.$get({ query: { crop, target } }, { init: { signal } }));
}

export type Recommendation = Awaited<ReturnType<typeof fetchRecommendations>>[number];
