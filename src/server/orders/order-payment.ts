import { formatBaht } from '../../shared/domain/money.ts';
import type { PaymentMethod } from '../../shared/domain/order-lifecycle.ts';
import { methodRefusal } from '../../shared/domain/payments.ts';
import { paymentMessages } from '../../shared/payment-messages.ts';
import { shippingMessages } from '../../shared/shipping-messages.ts';
import type { Executor } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { paymentSettingsForCheckout } from '../settings/payment-settings.ts';
import { type CartToDeliver, checkoutTerms } from '../shipping/checkout-terms.ts';

/** How a new order is paid and what its delivery costs, decided by the server. */
export interface OrderPayment {
  method: PaymentMethod;
  /** When an unpaid PromptPay or transfer order is cancelled; null for cash on delivery. */
  dueAt: Date | null;
  shippingFeeSatang: number;
  /** How many unpaid PromptPay or transfer orders a customer may have open (payments' setting). */
  maxUnpaidOrders: number;
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
): Promise<OrderPayment> {
  // The products' limits only bar cash on delivery: an order chosen to be paid otherwise is
  // placed without reading them (one round trip less for most orders).
  const needsLimits = chosen === undefined || chosen === 'cod';
  let terms = await checkoutTerms(db, cart, { productLimits: needsLimits });
  const method = chosen ?? terms.defaultMethod;
  const refusal = method
    ? methodRefusal(terms.choices, method, {
        amountDueSatang: (m) => cart.netSatang + terms.feeFor(m),
        codRefusedBy: terms.limits.codRefusedBy,
      })
    : 'DISABLED';
  if (!method || refusal) {
    // The refusal names the methods the cart can be paid by, which the limits decide.
    if (!needsLimits) terms = await checkoutTerms(db, cart);
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
  const settings = await paymentSettingsForCheckout(db);
  const dueAt =
    method === 'cod' ? null : new Date(placedAt.getTime() + settings.paymentWindowSeconds * 1000);
  return {
    method,
    dueAt,
    shippingFeeSatang: terms.feeFor(method),
    maxUnpaidOrders: settings.maxUnpaidOrders,
  };
}
