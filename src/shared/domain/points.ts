import type { Satang } from './money.ts';

/** Why a member's points changed: every ledger row says one (the contract's `reason`). */
export const POINTS_REASONS = ['earned', 'spent', 'returned', 'revoked', 'adjusted'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** The owner's default (docs "Third release"): 100 points = ฿1, at most half of the net. */
export const DEFAULT_POINT_VALUE_SATANG = 1;
export const DEFAULT_MAX_SHARE_BASIS_POINTS = 5000;
const BASIS_POINTS_PER_WHOLE = 10_000;

/** The most points one request may name: more than any balance the shop can hold. */
export const MAX_POINTS_TO_USE = 100_000_000;

export interface PointsTerms {
  pointValueSatang: number;
  /** The most of the net points may pay, in hundredths of a percent (5000 = half). */
  maxShareBasisPoints: number;
}

export interface PointsSpend {
  /** Points taken: never more than asked, than the share allows or than the net. */
  pointsUsed: number;
  pointsDiscountSatang: Satang;
  /** The most points this net lets an order use (what the quote offers). */
  maxUsable: number;
}

/**
 * What `pointsToUse` points take off an order whose net (goods less the code's discount; never
 * shipping) is `netSatang`: as many whole points as the share allows (decision 0055: more than
 * the share is capped, not refused), each worth `pointValueSatang`. The balance is checked where
 * the points are taken (place_order), under the member's lock.
 */
export function spendPoints(
  netSatang: Satang,
  pointsToUse: number,
  terms: PointsTerms,
): PointsSpend {
  const capSatang = Math.floor((netSatang * terms.maxShareBasisPoints) / BASIS_POINTS_PER_WHOLE);
  const maxUsable = Math.floor(capSatang / terms.pointValueSatang);
  const pointsUsed = Math.max(0, Math.min(pointsToUse, maxUsable));
  return { pointsUsed, pointsDiscountSatang: pointsUsed * terms.pointValueSatang, maxUsable };
}

/** The points an order's live lines earn once delivered. */
export function pointsOfLines(
  lines: readonly { memberPoints: number; quantity: number }[],
): number {
  return lines.reduce((sum, line) => sum + line.memberPoints * line.quantity, 0);
}

/** The share as the contract says it (0.5), from basis points, and back. */
export function shareOf(basisPoints: number): number {
  return basisPoints / BASIS_POINTS_PER_WHOLE;
}
export function basisPointsOf(share: number): number {
  return Math.round(share * BASIS_POINTS_PER_WHOLE);
}
