/** What other features may use of farm: the dosage calculator (loaded when shown) and its pack sizes. */
export type { DosageCalculatorProps } from './dosage-calculator.tsx';
export { LazyDosageCalculator, LazyProductDosage } from './dosage-calculator-lazy.ts';
export { type ShopVariant, shopVariant } from './shop-variant.ts';
