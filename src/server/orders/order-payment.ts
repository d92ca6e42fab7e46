import { formatBaht } from '../../shared/domain/money.ts';
import type { PaymentMethod } from '../../shared/domain/order-lifecycle.ts';
import { methodRefusal, methodsFor } from '../../shared/domain/payments.ts';
import { paymentMessages } from '../../shared/payment-messages.ts';
import type { Executor } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { choicesOf, paymentSettingsForCheckout } from '../payments/payment-settings.ts';

/** How a new order is paid, decided by the server from the shop's settings. */
export interface OrderPayment {
  method: PaymentMethod;
  /** When an unpaid PromptPay or transfer order is cancelled; null for cash on delivery. */
  dueAt: Date | null;
  shippingFeeSatang: number;
}

/**
 * The method an order is paid by: the one the customer chose, or the shop's default (the first
 * the shop offers for this amount when the default cannot pay it). A method the shop does not
 * offer, or cash on delivery over the shop's limit, is 409 PAYMENT_METHOD_UNAVAILABLE.
 */
export async function choosePayment(
  db: Executor,
  chosen: PaymentMethod | undefined,
  netSatang: number,
  placedAt: Date,
): Promise<OrderPayment> {
  const settings = await paymentSettingsForCheckout(db);
  const choices = choicesOf(settings);
  // Delivery is free until the shop sets shipping fees.
  const shippingFeeSatang = 0;
  const amountDue = netSatang + shippingFeeSatang;
  const method = chosen ?? pickDefault(choices, amountDue);
  const refusal = method ? methodRefusal(choices, method, amountDue) : 'DISABLED';
  if (!method || refusal) {
    const message =
      refusal === 'COD_OVER_LIMIT'
        ? paymentMessages.codOverLimit(formatBaht(choices.codMaxSatang))
        : paymentMessages.checkout.unavailable;
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE', message, {
      fields: { paymentMethod: message },
      extra: { methods: methodsFor(choices, amountDue) },
    });
  }
  const dueAt =
    method === 'cod' ? null : new Date(placedAt.getTime() + settings.paymentWindowSeconds * 1000);
  return { method, dueAt, shippingFeeSatang };
}

function pickDefault(
  choices: ReturnType<typeof choicesOf>,
  amountDue: number,
): PaymentMethod | undefined {
  const offered = methodsFor(choices, amountDue);
  return offered.includes(choices.defaultMethod) ? choices.defaultMethod : offered[0];
}
