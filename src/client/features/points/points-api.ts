import type { MyPoints } from '../../../shared/contracts/points.ts';
import { call, client } from '../../lib/api.ts';

/** `GET /api/me/points`: the member's balance, what is to come and the history. */
export async function fetchMyPoints(signal?: AbortSignal): Promise<MyPoints> {
  return call(client.me.points.$get({}, { init: { signal } }));
}
