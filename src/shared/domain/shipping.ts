import { CARRIERS, type Carrier } from './carriers.ts';
import type { Satang } from './money.ts';

/**
 * What delivery costs and what may carry a cart (decision 0025). The server prices every quote and
 * order with these; the screens only show what it answered.
 */

/** The shop's shipping fees as the checkout needs them. */
export interface ShippingRules {
  flatFeeSatang: Satang;
  /** Net amount from which the flat fee is waived; null: never. */
  freeFromSatang: Satang | null;
  remoteProvinces: readonly string[];
  remoteFeeSatang: Satang;
  codFeeSatang: Satang;
  /** A valid discount code waives the flat fee too. */
  codeWaivesFee: boolean;
}

/** A shop that has not set fees: delivery is free. */
export const FREE_SHIPPING: ShippingRules = {
  flatFeeSatang: 0,
  freeFromSatang: null,
  remoteProvinces: [],
  remoteFeeSatang: 0,
  codFeeSatang: 0,
  codeWaivesFee: false,
};

/** What the fee of one parcel depends on. */
export interface Parcel {
  /** The goods after the code's discount: a code never discounts the fee itself. */
  netSatang: Satang;
  /** The province it goes to, when the address says it; null: no remote surcharge is known. */
  province: string | null;
  cod: boolean;
  codeApplied: boolean;
}

/** The most any fee may be: ฿10,000 (a typo of an extra zero is still caught by the owner's eye). */
export const MAX_FEE_SATANG = 1_000_000;

/**
 * The parcel's fee: the flat fee (waived from the free-shipping amount, or by a code when the shop
 * says so), plus the remote provinces' surcharge, plus the COD fee when paid to the courier.
 * Free shipping waives the flat fee only: the surcharge and the COD fee are the carrier's costs.
 */
export function shippingFeeOf(rules: ShippingRules, parcel: Parcel): Satang {
  const waived =
    (rules.freeFromSatang !== null && parcel.netSatang >= rules.freeFromSatang) ||
    (rules.codeWaivesFee && parcel.codeApplied);
  const flat = waived ? 0 : rules.flatFeeSatang;
  const remote =
    parcel.province !== null && rules.remoteProvinces.includes(parcel.province.trim())
      ? rules.remoteFeeSatang
      : 0;
  const cod = parcel.cod ? rules.codFeeSatang : 0;
  return flat + remote + cod;
}

/** What a product says about how it may travel. */
export interface ProductDeliveryLimits {
  name: string;
  codAllowed: boolean;
  refusedCarriers: readonly string[];
}

/** The carriers a product may refuse: every carrier but the shop's own ("other"). */
export const REFUSABLE_CARRIERS = CARRIERS.filter((carrier) => carrier !== 'other');

/** What can carry a whole cart. */
export interface CartDeliveryLimits {
  /** Names of the products that may not be paid to the courier; empty when COD may. */
  codRefusedBy: string[];
  /** Carriers that carry every product of the cart ("other" always does). */
  carriers: Carrier[];
}

export function deliveryLimitsOf(products: Iterable<ProductDeliveryLimits>): CartDeliveryLimits {
  const codRefusedBy: string[] = [];
  const refused = new Set<string>();
  for (const product of products) {
    if (!product.codAllowed) codRefusedBy.push(product.name);
    for (const carrier of product.refusedCarriers) refused.add(carrier);
  }
  return {
    codRefusedBy,
    carriers: CARRIERS.filter((carrier) => carrier === 'other' || !refused.has(carrier)),
  };
}
