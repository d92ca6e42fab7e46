import type { NotificationStatus } from '../../../../shared/contracts/notifications.ts';
import type { OutboxEntry } from '../../../../shared/contracts/notifications-answers.ts';
import { call, client } from '../../../lib/api.ts';

/** The outbox, newest first: one status, or all (`undefined`). */
export async function fetchOutbox(
  status: NotificationStatus | undefined,
  signal?: AbortSignal,
): Promise<OutboxEntry[]> {
  const answer = await call(
    client.admin.notifications.$get({ query: status ? { status } : {} }, { init: { signal } }),
  );
  return answer.items;
}

/** Puts a failed message back in the queue (409 when it is not failed any more). */
export async function resendNotification(id: number): Promise<OutboxEntry> {
  const answer = await call(
    client.admin.notifications[':id'].resend.$post({ param: { id: String(id) } }),
  );
  return answer.notification;
}
