import type { ClientResponse } from 'hono/client';
import {
  type LineLinkCode,
  type LineLinkStatus,
  lineLinkCodeSchema,
  lineLinkStatusSchema,
} from '../../../shared/contracts/notifications.ts';
import { call, client } from '../../lib/api.ts';

/*
 * `/api/me/line-link` is being built on another branch, so the typed client does not know it yet:
 * these three calls go through `fetch` and `call` (its errors, its ended-session signal) and parse
 * the answer with the contract's schema. When the route lands, each becomes
 * `call(client.me['line-link'].$get/$post/$delete(…))` here, and nothing else changes.
 */
const LINE_LINK = '/api/me/line-link';

const send = (method: 'GET' | 'POST' | 'DELETE', signal?: AbortSignal) =>
  fetch(LINE_LINK, {
    method,
    signal,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  }) as unknown as Promise<ClientResponse<unknown>>;

/** Whether my LINE is linked to the shop, and since when. */
export async function fetchLineLink(signal?: AbortSignal): Promise<LineLinkStatus> {
  return lineLinkStatusSchema.parse(await call(send('GET', signal)));
}

/** A new one-time code to send to the shop's LINE account (it links the LINE user who sends it). */
export async function requestLineLinkCode(): Promise<LineLinkCode> {
  return lineLinkCodeSchema.parse(await call(send('POST')));
}

/** Unlinks my LINE (204). */
export async function unlinkLine(): Promise<void> {
  const response = await send('DELETE');
  if (!response.ok) await call(response);
}

/** The shop's LINE id from its public settings ('' while the shop has none). */
export async function fetchShopLineId(signal?: AbortSignal): Promise<string> {
  return (await call(client.settings.shop.$get({}, { init: { signal } }))).lineId;
}

/** Opens a chat with the shop's LINE account with the code already typed in. */
export function lineMessageUrl(shopLineId: string, code: string): string {
  return `https://line.me/R/oaMessage/${encodeURIComponent(shopLineId)}/?${encodeURIComponent(code)}`;
}
