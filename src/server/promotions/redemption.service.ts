import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  type DiscountReason,
  discountReasonMessage,
  type RedeemResult,
} from '../../shared/contracts/promotions.ts';
import { type DiscountRule, discountFor } from '../../shared/domain/pricing.ts';
import type { Executor } from '../db/client.ts';
import { promotionRedemptions, promotions } from '../db/schema/index.ts';

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

export interface RedeemInput {
  promotionId: number;
  userId: string;
  /** The order the code was used on, when redeemed at checkout. */
  transactionId?: string | null;
  now?: Date;
}

/**
 * Takes one use of a promotion for a customer, safe under concurrency: the use counter only
 * moves while under max_uses (one guarded UPDATE holding the row lock), and the unique
 * (promotion, user) row makes a second use by the same customer ALREADY_REDEEMED.
 * Run it inside the caller's transaction so the use is saved or rolled back with the order.
 */
export async function redeem(tx: Executor, input: RedeemInput): Promise<RedeemResult> {
  const now = input.now ?? new Date();
  const taken = await tx
    .update(promotions)
    .set({ currentUses: sql`${promotions.currentUses} + 1` })
    .where(
      and(
        eq(promotions.id, input.promotionId),
        eq(promotions.isActive, true),
        lt(promotions.currentUses, promotions.maxUses),
        or(isNull(promotions.startDate), lte(promotions.startDate, now)),
        or(isNull(promotions.endDate), gte(promotions.endDate, now)),
      ),
    )
    .returning({ id: promotions.id });
  if (taken.length === 0) return 'UNAVAILABLE';

  const recorded = await tx
    .insert(promotionRedemptions)
    .values({
      promotionId: input.promotionId,
      userId: input.userId,
      transactionId: input.transactionId ?? null,
    })
    .onConflictDoNothing({
      target: [promotionRedemptions.promotionId, promotionRedemptions.userId],
    })
    .returning({ id: promotionRedemptions.id });
  if (recorded.length === 0) {
    // This transaction still holds the promotion row, so giving the use back is exact.
    await tx
      .update(promotions)
      .set({ currentUses: sql`${promotions.currentUses} - 1` })
      .where(eq(promotions.id, input.promotionId));
    return 'ALREADY_REDEEMED';
  }
  return 'SUCCESS';
}
