import type { PackUnit, RateBasis } from '../../../shared/contracts/farm-fit.ts';
import { dosageUnitMessages } from '../../../shared/dosage-unit-messages.ts';

const units = dosageUnitMessages.units;
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount as a farmer reads it: 600 มล., 1.2 ลิตร, 120 กรัม, 2.5 กก. (1,000 ml and up in litres). */
export function formatAmount(amount: number, unit: PackUnit): string {
  if (unit === 'ml' && amount >= 1000) return `${number.format(amount / 1000)} ${units.l}`;
  if (unit === 'g' && amount >= 1000) return `${number.format(amount / 1000)} ${units.kg}`;
  return `${number.format(amount)} ${units[unit]}`;
}

/** A label's rate: "20 มล. ต่อน้ำ 20 ลิตร", "240 มล. ต่อไร่". */
export function formatRate(rate: { amount: number; unit: PackUnit; per: RateBasis }): string {
  return `${formatAmount(rate.amount, rate.unit)} ${dosageUnitMessages.ratePer[rate.per]}`;
}

export const formatNumber = (value: number) => number.format(value);
