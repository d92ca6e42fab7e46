import type { LineLinkCode, LineLinkStatus } from '../../../shared/contracts/notifications.ts';
import { call, client } from '../../lib/api.ts';

const lineLink = client.me['line-link'];

/** My LINE link and since when, and the request from LINE waiting for me to confirm it. */
export async function fetchLineLink(signal?: AbortSignal): Promise<LineLinkStatus> {
  return call(lineLink.$get({}, { init: { signal } }));
}

/**
 * A new one-time code to send to the shop's LINE account: the LINE user who sends it asks to be
 * linked, and I confirm it here.
 */
export async function requestLineLinkCode(): Promise<LineLinkCode> {
  return call(lineLink.$post());
}

/** The request from LINE becomes my link; answers the new status. */
export async function confirmLineLink(): Promise<LineLinkStatus> {
  return call(lineLink.confirm.$post());
}

/** Unlinks my LINE (204). */
export async function unlinkLine(): Promise<void> {
  await call(lineLink.$delete());
}

/** The shop's LINE id from its public settings ('' while the shop has none). */
export async function fetchShopLineId(signal?: AbortSignal): Promise<string> {
  return (await call(client.settings.shop.$get({}, { init: { signal } }))).lineId;
}

/** Opens a chat with the shop's LINE account with the code already typed in. */
export function lineMessageUrl(shopLineId: string, code: string): string {
  return `https://line.me/R/oaMessage/${encodeURIComponent(shopLineId)}/?${encodeURIComponent(code)}`;
}
