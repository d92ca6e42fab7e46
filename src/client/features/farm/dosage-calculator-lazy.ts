import { lazy } from 'react';

/** The dosage calculator in a chunk of its own: a product page loads it when it shows it. */
export const LazyDosageCalculator = lazy(() =>
  import('./dosage-calculator.tsx').then((module) => ({ default: module.DosageCalculator })),
);
