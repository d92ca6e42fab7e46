/** What other features may use of farm: the dosage calculator (loaded when shown) and its pack sizes. */
export type { DosageCalculatorProps } from './dosage-calculator.tsx';
export { LazyDosageCalculator } from './dosage-calculator-lazy.ts';
export { LazyProductDosage } from './product-dosage-lazy.ts';
export { type ShopVariant, shopVariant } from './shop-variant.ts';
