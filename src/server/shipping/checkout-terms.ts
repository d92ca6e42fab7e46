import type { Satang } from '../../shared/domain/money.ts';
import type { PaymentMethod } from '../../shared/domain/order-lifecycle.ts';
import { methodsFor, type PaymentChoices } from '../../shared/domain/payments.ts';
import {
  type CartDeliveryLimits,
  deliveryLimitsOf,
  shippingFeeOf,
} from '../../shared/domain/shipping.ts';
import { readDeliveryLimits } from '../catalog/delivery-limits.ts';
import type { Executor } from '../db/client.ts';
import { choicesOf, paymentSettingsForCheckout } from '../settings/payment-settings.ts';
import { shippingRulesForCheckout } from './shipping-settings.ts';

/** What of a cart its delivery and payment depend on. */
export interface CartToDeliver {
  productIds: readonly number[];
  /** The goods after the code's discount. */
  netSatang: Satang;
  /** Where it goes, when the address says it. */
  province: string | null;
  codeApplied: boolean;
}

/** How a cart may be delivered and paid: what the quote shows and what an order is held to. */
export interface CheckoutTerms {
  choices: PaymentChoices;
  limits: CartDeliveryLimits;
  /** The methods this cart may be paid by, in the shop's order. */
  methods: PaymentMethod[];
  /** The shop's default when it can pay, else the first offered; null when none can. */
  defaultMethod: PaymentMethod | null;
  /** The parcel's fee if paid this way (COD may cost more). */
  feeFor(method: PaymentMethod | null): Satang;
  freeFromSatang: Satang | null;
  codFeeSatang: Satang;
}

/**
 * The terms of a cart: the shop's payment and shipping settings (read at most once a second) and
 * its products' limits (read now, so a product the owner just barred from COD is barred at once).
 * `productLimits: false` leaves the products' limits unread, as if none had any: for an order
 * paid by another method than cash on delivery, the only one they bar.
 */
export async function checkoutTerms(
  db: Executor,
  cart: CartToDeliver,
  { productLimits = true }: { productLimits?: boolean } = {},
): Promise<CheckoutTerms> {
  const [settings, rules, products] = await Promise.all([
    paymentSettingsForCheckout(db),
    shippingRulesForCheckout(db),
    productLimits ? readDeliveryLimits(db, cart.productIds) : [],
  ]);
  const choices = choicesOf(settings);
  const limits = deliveryLimitsOf(products);
  const feeFor = (method: PaymentMethod | null) =>
    shippingFeeOf(rules, {
      netSatang: cart.netSatang,
      province: cart.province,
      cod: method === 'cod',
      codeApplied: cart.codeApplied,
    });
  const methods = methodsFor(choices, {
    amountDueSatang: (method) => cart.netSatang + feeFor(method),
    codRefusedBy: limits.codRefusedBy,
  });
  return {
    choices,
    limits,
    methods,
    defaultMethod: methods.includes(choices.defaultMethod)
      ? choices.defaultMethod
      : (methods[0] ?? null),
    feeFor,
    freeFromSatang: rules.freeFromSatang,
    codFeeSatang: rules.codFeeSatang,
  };
}
