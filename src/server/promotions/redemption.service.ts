import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  type DiscountReason,
  discountReasonMessage,
  type RedeemResult,
} from '../../shared/contracts/promotions.ts';
import { type DiscountRule, discountFor } from '../../shared/domain/pricing.ts';
import type { Executor } from '../db/client.ts';
import { promotions } from '../db/schema/index.ts';

export interface ValidPromotion {
  id: number;
  code: string;
  rule: DiscountRule;
}

/** A coded result: a reason a code fails is an expected outcome, not an exception. */
export type CodeCheck =
  | { valid: true; promotion: ValidPromotion; discountSatang: number }
  | { valid: false; reason: DiscountReason; message: string };

export interface ValidateCodeInput {
  code: string;
  /** Null for a visitor: the one-per-customer rule is then not checked. */
  userId: string | null;
  eligibleSubtotalSatang: number;
  now?: Date;
}

const invalid = (reason: DiscountReason): CodeCheck => ({
  valid: false,
  reason,
  message: discountReasonMessage(reason),
});

/**
 * Whether a customer may use a code on a cart, with the spec's reasons in order: unknown, inactive,
 * not started, expired, used up, already used by this customer, nothing eligible in the cart.
 */
export async function validateCode(db: Executor, input: ValidateCodeInput): Promise<CodeCheck> {
  const now = input.now ?? new Date();
  const redeemedByUser = input.userId
    ? sql<boolean>`exists (select 1 from "promotion_redemptions" r where r."promotion_id" = "promotions"."id" and r."user_id" = ${input.userId})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      id: promotions.id,
      code: promotions.discountCode,
      type: promotions.discountType,
      valueHundredths: promotions.discountValueHundredths,
      maxUses: promotions.maxUses,
      currentUses: promotions.currentUses,
      startDate: promotions.startDate,
      endDate: promotions.endDate,
      isActive: promotions.isActive,
      redeemedByUser,
    })
    .from(promotions)
    .where(eq(promotions.discountCode, input.code.trim().toUpperCase()))
    .limit(1);

  if (!row) return invalid('NOT_FOUND');
  if (!row.isActive) return invalid('INACTIVE');
  if (row.startDate && row.startDate > now) return invalid('NOT_STARTED');
  if (row.endDate && row.endDate < now) return invalid('EXPIRED');
  if (row.currentUses >= row.maxUses) return invalid('MAX_USES_REACHED');
  if (row.redeemedByUser) return invalid('ALREADY_REDEEMED');
  if (input.eligibleSubtotalSatang <= 0) return invalid('NO_ELIGIBLE_ITEMS');

  const rule: DiscountRule = { type: row.type, valueHundredths: row.valueHundredths };
  return {
    valid: true,
    promotion: { id: row.id, code: row.code, rule },
    discountSatang: discountFor(rule, input.eligibleSubtotalSatang),
  };
}

export interface RedeemCheckInput {
  promotionId: number;
  userId: string;
  now?: Date;
}

export interface RedeemCheck {
  result: RedeemResult;
  /** The promotion's code, for the cart to apply; absent when there is no usable promotion. */
  code?: string;
}

/**
 * Redeem Code in the promotion dialog: whether this customer may use the promotion's code, so
 * the SPA can put it into the cart. It takes no use and writes nothing: only an order takes a
 * use, inside its own transaction (place_order), so nobody can burn a code's uses without buying.
 */
export async function checkRedeem(db: Executor, input: RedeemCheckInput): Promise<RedeemCheck> {
  const now = input.now ?? new Date();
  const [row] = await db
    .select({
      code: promotions.discountCode,
      usable: sql<boolean>`${and(
        eq(promotions.isActive, true),
        lt(promotions.currentUses, promotions.maxUses),
        or(isNull(promotions.startDate), lte(promotions.startDate, now)),
        or(isNull(promotions.endDate), gte(promotions.endDate, now)),
      )}`,
      redeemedByUser: sql<boolean>`exists (select 1 from "promotion_redemptions" r where r."promotion_id" = "promotions"."id" and r."user_id" = ${input.userId})`,
    })
    .from(promotions)
    .where(eq(promotions.id, input.promotionId))
    .limit(1);
  if (!row) return { result: 'UNAVAILABLE' };
  if (row.redeemedByUser) return { result: 'ALREADY_REDEEMED', code: row.code };
  if (!row.usable) return { result: 'UNAVAILABLE' };
  return { result: 'SUCCESS', code: row.code };
}
