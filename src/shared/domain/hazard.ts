import type { HazardBand, HazardClass } from '../contracts/farm-fit.ts';

/**
 * The colour band a Thai label prints for a WHO hazard class (Pollution Control Department, see
 * docs/agronomy-sources.md): Ia and Ib red, II yellow, III blue, U ("unlikely to present acute
 * hazard") green.
 */
export function hazardBandOf(hazardClass: HazardClass): HazardBand {
  switch (hazardClass) {
    case 'Ia':
    case 'Ib':
      return 'red';
    case 'II':
      return 'yellow';
    case 'III':
      return 'blue';
    case 'U':
      return 'green';
  }
}
