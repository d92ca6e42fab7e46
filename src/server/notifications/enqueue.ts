import { sql } from 'drizzle-orm';
import type {
  NotificationPayloads,
  NotificationTemplate,
} from '../../shared/notification-messages.ts';
import type { Executor } from '../db/client.ts';

/** Who a message is for: the shop's recipients, or one customer (only if they linked LINE). */
export type NotificationRecipient = { to: 'shop' } | { to: 'customer'; userId: string };

/**
 * Writes a message about a change into the outbox in the caller's transaction (sql/outbox.sql),
 * so it exists exactly when the change is committed. Answers how many rows it wrote: a customer
 * without a LINE link, or while the channel has no token, gets none.
 */
export async function enqueueNotification<T extends NotificationTemplate>(
  tx: Executor,
  recipient: NotificationRecipient,
  template: T,
  payload: NotificationPayloads[T],
): Promise<number> {
  const json = sql`${JSON.stringify(payload)}::jsonb`;
  const call =
    recipient.to === 'shop'
      ? sql`notifications_enqueue(p_template => ${template}, p_payload => ${json})`
      : sql`notifications_enqueue_customer(
          p_user_id => ${recipient.userId}::uuid, p_template => ${template}, p_payload => ${json}
        )`;
  const [row] = await tx
    .select({ written: sql<number>`written` })
    .from(sql`${call} AS enqueued (written)`);
  return Number(row?.written ?? 0);
}
