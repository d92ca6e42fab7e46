import { lazy } from 'react';

/**
 * The product page's calculator section (its uses, the calculator, the cart), loaded when shown.
 * Apart from dosage-calculator-lazy.ts, which that section itself imports, so that the two files
 * do not import each other.
 */
export const LazyProductDosage = lazy(() => import('./product-dosage.tsx'));
