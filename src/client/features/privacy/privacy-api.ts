import type { ConsentState, PrivacyNotice } from '../../../shared/contracts/privacy.ts';
import { call, client } from '../../lib/api.ts';

export async function fetchPrivacyNotice(signal?: AbortSignal): Promise<PrivacyNotice> {
  return call(client['privacy-notice'].$get({}, { init: { signal } }));
}

export async function fetchConsents(signal?: AbortSignal): Promise<ConsentState> {
  return call(client.me.consents.$get({}, { init: { signal } }));
}

export async function saveConsents(update: {
  marketing?: boolean;
  acceptNotice?: true;
}): Promise<ConsentState> {
  return call(client.me.consents.$put({ json: update }));
}

/** Erases my account (204); the session ends with it. */
export async function eraseMyAccount(password: string): Promise<void> {
  await call(client.me.$delete({ json: { password } }));
}

/** `GET /api/me/export`: the browser downloads it as a file (Content-Disposition). */
export const MY_DATA_URL = '/api/me/export';
