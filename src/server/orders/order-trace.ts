import type { OrderAction } from '../../shared/contracts/admin-orders.ts';
import type { EventChannel } from '../../shared/domain/analytics.ts';
import { recordEvent } from '../analytics/events.service.ts';
import type { Executor } from '../db/client.ts';
import { orderHistory } from '../db/schema/orders.ts';

/**
 * Who changed an order: a person (staff or the customer) or the shop's own timer; a person's
 * `channel` is that of the request they acted through (none for the timer: 'website').
 */
export interface Actor {
  id: string | null;
  name: string;
  channel?: EventChannel;
}

/** The name history and events show for the shop's timer. */
export const SHOP_TIMER: Actor = { id: null, name: 'ระบบร้านค้า' };

export function actorOf(user: {
  id: string;
  firstName: string;
  lastName: string;
  channel?: EventChannel;
}): Actor {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    ...(user.channel ? { channel: user.channel } : {}),
  };
}

export interface Trace {
  action: OrderAction;
  details: Record<string, unknown>;
  /** Only a new order carries an amount: later changes must not look like sales. */
  amountSatang?: number | null;
  /** The customer the event is about, when it is not the actor (a manual order). */
  event?: { userId: string | null; userName: string; channel: EventChannel };
}

/**
 * Every change leaves a trace in the same transaction: a history line on the order (who, what)
 * and a `transaction` analytics event with `details.action`, on the channel the change came
 * through (a phone's slip or cancellation is 'mobile', as its page views are). A deleted order keeps only the event.
 */
export async function leaveTrace(tx: Executor, actor: Actor, orderId: string, trace: Trace) {
  if (trace.action !== 'delete') {
    await tx.insert(orderHistory).values({
      transactionId: orderId,
      actorId: actor.id,
      actorName: actor.name,
      action: trace.action,
      details: trace.details,
    });
  }
  await recordEvent(tx, {
    eventType: 'transaction',
    userId: trace.event?.userId ?? actor.id,
    userName: trace.event?.userName ?? actor.name,
    // The order's customer on a manual order; else the request the change came through.
    channel: trace.event?.channel ?? actor.channel ?? 'website',
    amountSatang: trace.amountSatang ?? null,
    details: {
      transaction_id: orderId,
      action: trace.action,
      ...(trace.event ? { by: actor.name } : {}),
      ...trace.details,
    },
  });
}
