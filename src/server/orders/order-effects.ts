import type { Effect, PaymentMethod } from '../../shared/domain/order-lifecycle.ts';
import type { Executor } from '../db/client.ts';

// The lifecycle's effects (shared/domain/order-lifecycle.ts) are carried out by the domains that
// own what they change: catalog the stock, promotions the codes' uses, payments the slips and the
// receipts. Those domains may read orders, so orders imports none of them: each writes its
// handlers (`<domain>/order-effects.ts`), the app hands them to orders at start (app.ts), and a
// move runs each effect by its name through this table (decision 0037).

/** A line of a moving order, as the effects read it. */
export interface MovingLine {
  productId: number | null;
  variantId: number | null;
  variantLabel: string | null;
  productName: string;
  quantity: number;
  pricePerUnitSatang: number;
  totalPriceSatang: number;
  isEligibleForPromotion: boolean;
  /** The member points one unit earns once delivered. */
  memberPoints: number;
}

/** The order a move's effects act on, locked in the move's transaction. */
export interface MovingOrder {
  id: string;
  userId: string | null;
  discountCode: string | null;
  firstName: string;
  lastName: string;
  address: string;
  paymentMethod: PaymentMethod | null;
  discountValueSatang: number;
  shippingFeeSatang: number;
  /** The part of the shipping fee that paying the courier added. */
  codFeeSatang: number;
  netAmountSatang: number;
  /** The member points the order spent. */
  pointsUsed: number;
  /** The lines the order still sells (the ones the shop cancelled are not part of it). */
  lines: readonly MovingLine[];
  /**
   * For a refund: the money given back; the order lines it is for (those it names; every line
   * when all that was paid goes back without naming any; none otherwise); the ids it named.
   */
  refund?: { amountSatang: number; lines: readonly MovingLine[]; namedItemIds: readonly number[] };
}

/** What an effect did, for the order's history and the audit; {} when there is nothing to say. */
export type EffectDetails = Record<string, unknown>;

/**
 * Carries out one effect in the move's transaction, on the order as it stood before the move. A
 * refusal throws (an AppError), and the move is undone with it.
 */
export type EffectHandler = (tx: Executor, order: MovingOrder, now: Date) => Promise<EffectDetails>;

/** `issueReceipt` runs after the order takes its new state, and answers the receipt's number. */
export type ReceiptHandler = (tx: Executor, order: MovingOrder, now: Date) => Promise<number>;

/** A handler for every effect of the table: the app's list cannot leave one out. */
export type EffectHandlers = { [E in Exclude<Effect, 'issueReceipt'>]: EffectHandler } & {
  issueReceipt: ReceiptHandler;
};

/** What the owners hand orders: the effects, and what payments says of an order's slips. */
export interface OrderOwners {
  effects: EffectHandlers;
  /** Whether a customer ever sent a slip for the order: an order with one is not deleted. */
  slipSentFor: (tx: Executor, orderId: string) => Promise<boolean>;
}

let given: OrderOwners | null = null;

/** Hands orders the owners' handlers: the app does it as it is built (app.ts). */
export function provideOrderOwners(owners: OrderOwners): void {
  given = owners;
}

/** The owners' handlers; asking before the app handed them over is a fault of the code. */
export function orderOwners(): OrderOwners {
  if (!given) {
    throw new Error("An order moved before the app handed orders its effects' owners (app.ts)");
  }
  return given;
}
