import { formatBaht } from '../../shared/domain/money.ts';
import type { PaymentMethod } from '../../shared/domain/order-lifecycle.ts';
import { methodRefusal } from '../../shared/domain/payments.ts';
import type { ProductDeliveryLimits } from '../../shared/domain/shipping.ts';
import { paymentMessages } from '../../shared/payment-messages.ts';
import { shippingMessages } from '../../shared/shipping-messages.ts';
import type { Executor } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import {
  type CartToDeliver,
  type CheckoutTerms,
  checkoutTerms,
} from '../shipping/checkout-terms.ts';

/** How a new order is paid and what its delivery costs, decided by the server. */
export interface OrderPayment {
  method: PaymentMethod;
  /** When an unpaid PromptPay or transfer order is cancelled; null for cash on delivery. */
  dueAt: Date | null;
  shippingFeeSatang: number;
  /** The part of the fee that paying the courier adds (0 unless cash on delivery). */
  codFeeSatang: number;
  /** How many unpaid PromptPay or transfer orders a customer may have open (payments' setting). */
  maxUnpaidOrders: number;
  /** Which saves of the payment settings and the fees this was decided on (place_order checks). */
  versions: { payment: number; shipping: number };
}

/**
 * The method an order is paid by: the one the customer chose, or the shop's default (the first
 * the shop offers for this cart when the default cannot pay it), and the parcel's fee for it. A
 * method the shop does not offer, cash on delivery over the shop's limit (fee included) or for a
 * product that may not go by it, is 409 PAYMENT_METHOD_UNAVAILABLE.
 */
export async function choosePayment(
  db: Executor,
  chosen: PaymentMethod | undefined,
  cart: CartToDeliver,
  placedAt: Date,
  /** The products' limits as priced (place_order compares them with the held rows). */
  products: readonly ProductDeliveryLimits[],
): Promise<OrderPayment> {
  // The settings as last read: place_order checks their versions, so the order reads none.
  let terms = await checkoutTerms(db, cart, { products, forOrder: true });
  let method = chosen ?? terms.defaultMethod;
  let refusal = refusalOf(terms, method, cart);
  if (!method || refusal) {
    // Settings remembered from long ago may refuse what the shop offers now: asked again.
    terms = await checkoutTerms(db, cart, { products });
    method = chosen ?? terms.defaultMethod;
    refusal = refusalOf(terms, method, cart);
  }
  if (!method || refusal) {
    const message =
      refusal === 'COD_OVER_LIMIT'
        ? paymentMessages.codOverLimit(formatBaht(terms.choices.codMaxSatang))
        : refusal === 'COD_NOT_FOR_PRODUCTS'
          ? shippingMessages.checkout.codNotForProducts(terms.limits.codRefusedBy.join(', '))
          : paymentMessages.checkout.unavailable;
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE', message, {
      fields: { paymentMethod: message },
      extra: { methods: terms.methods },
    });
  }
  const { settings } = terms;
  const dueAt =
    method === 'cod' ? null : new Date(placedAt.getTime() + settings.paymentWindowSeconds * 1000);
  return {
    method,
    dueAt,
    shippingFeeSatang: terms.feeFor(method),
    codFeeSatang: method === 'cod' ? terms.codFeeSatang : 0,
    maxUnpaidOrders: settings.maxUnpaidOrders,
    versions: terms.versions,
  };
}

function refusalOf(terms: CheckoutTerms, method: PaymentMethod | null, cart: CartToDeliver) {
  return method
    ? methodRefusal(terms.choices, method, {
        amountDueSatang: (m) => cart.netSatang + terms.feeFor(m),
        codRefusedBy: terms.limits.codRefusedBy,
      })
    : 'DISABLED';
}
