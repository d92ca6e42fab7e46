import type { Satang } from '../../shared/domain/money.ts';
import type { PaymentMethod } from '../../shared/domain/order-lifecycle.ts';
import { methodsFor, type PaymentChoices } from '../../shared/domain/payments.ts';
import {
  type CartDeliveryLimits,
  deliveryLimitsOf,
  type ProductDeliveryLimits,
  shippingFeeOf,
} from '../../shared/domain/shipping.ts';
import { readDeliveryLimits } from '../catalog/delivery-limits.ts';
import type { Executor } from '../db/client.ts';
import {
  choicesOf,
  type PaymentSettingsRow,
  paymentSettingsForCheckout,
  paymentSettingsForOrder,
  settingsVersion,
} from '../settings/payment-settings.ts';
import { shippingRulesForCheckout, shippingRulesForOrder } from './shipping-settings.ts';

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
  /** The payment settings they came from, and which saves of the settings and fees they are. */
  settings: PaymentSettingsRow;
  versions: { payment: number; shipping: number };
}

export interface TermsReads {
  /** False: the products' limits are left unread, as if none had any. */
  productLimits?: boolean;
  /** The products' limits as the caller already has them (then not read). */
  products?: readonly ProductDeliveryLimits[];
  /**
   * The settings as last read, however old (an order: place_order checks their versions),
   * instead of at most a second old (the quote).
   */
  forOrder?: boolean;
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
  { productLimits = true, products: known, forOrder = false }: TermsReads = {},
): Promise<CheckoutTerms> {
  const [settings, rules, products] = await Promise.all([
    forOrder ? paymentSettingsForOrder(db) : paymentSettingsForCheckout(db),
    forOrder ? shippingRulesForOrder(db) : shippingRulesForCheckout(db),
    known ?? (productLimits ? readDeliveryLimits(db, cart.productIds) : []),
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
    settings,
    versions: { payment: settingsVersion(settings), shipping: rules.version },
  };
}
