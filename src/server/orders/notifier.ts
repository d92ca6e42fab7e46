import type { Order } from '../../shared/contracts/orders.ts';
import { logger } from '../logger.ts';

/** Told about every new order after it is saved: the shop's "message to a channel". */
export interface Notifier {
  orderPlaced(order: Order): void | Promise<void>;
}

/** The default adapter: one structured log line, with no address or phone in it. */
export const logNotifier: Notifier = {
  orderPlaced(order) {
    logger.info('order placed', {
      orderId: order.id,
      userId: order.userId,
      items: order.items.length,
      net: order.netAmount,
    });
  },
};
