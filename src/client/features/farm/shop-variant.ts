import type { Variant } from '../../../shared/contracts/farm-fit.ts';
import { type InSatang, inSatang } from '../../lib/money.ts';

/** A pack size as the storefront keeps it: its prices in satang. */
export type ShopVariant = InSatang<Variant, 'price' | 'originalPrice'>;

/** The pack size of an answer as the storefront keeps it (converted once, where it arrives). */
export const shopVariant = (variant: Variant): ShopVariant =>
  inSatang(variant, ['price', 'originalPrice'] as const);
