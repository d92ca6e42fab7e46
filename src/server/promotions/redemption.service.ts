import { eq, sql } from 'drizzle-orm';
import {
  type DiscountReason,
  discountReasonMessage,
  type RedeemResult,
} from '../../shared/contracts/promotions.ts';
import { type DiscountRule, discountFor } from '../../shared/domain/pricing.ts';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { promotions } from '../db/schema/promotions.ts';

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
 * The code's rule (`promotions_code_refusal`, promotions/sql/code-use.sql) with what a cart needs
 * of the promotion: asked by code, answered with NOT_FOUND when no promotion has it. Prepared
 * once (db/prepared.ts): a quote or an order with a code asks it.
 */
const codeQuery = preparedQuery((db) =>
  db
    .select({
      id: promotions.id,
      code: promotions.discountCode,
      type: promotions.discountType,
      valueHundredths: promotions.discountValueHundredths,
      refusal: sql<CodeRefusal | null>`promotions_code_refusal(
        p_promotion => ${promotions},
        p_user_id => ${sql.placeholder('userId')}::uuid,
        p_now => ${sql.placeholder('now')}::timestamptz
      )`,
    })
    .from(sql`(select) as asked`)
    .leftJoin(promotions, eq(promotions.discountCode, sql`${sql.placeholder('code')}::varchar`))
    .prepare('validate_code'),
);

/** What the database's rule may answer; the eligible subtotal is pricing's to judge. */
type CodeRefusal = Exclude<DiscountReason, 'NO_ELIGIBLE_ITEMS'>;

/**
 * Whether a customer may use a code on a cart, with the spec's reasons in order: unknown, inactive,
 * not started, expired, used up, already used by this customer (the database's one rule), then
 * nothing eligible in the cart.
 */
export async function validateCode(db: Executor, input: ValidateCodeInput): Promise<CodeCheck> {
  const now = input.now ?? new Date();
  const [row] = await codeQuery(db).execute({
    code: input.code.trim().toUpperCase(),
    userId: input.userId,
    now: now.toISOString(),
  });
  if (!row) throw new Error('the code rule answered nothing');
  const { id, code, type, valueHundredths, refusal } = row;
  // No promotion joined is the rule's NOT_FOUND.
  if (refusal || id === null || code === null || type === null || valueHundredths === null) {
    return invalid(refusal ?? 'NOT_FOUND');
  }
  if (input.eligibleSubtotalSatang <= 0) return invalid('NO_ELIGIBLE_ITEMS');

  const rule: DiscountRule = { type, valueHundredths };
  return {
    valid: true,
    promotion: { id, code, rule },
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
      // The code's rules (promotions/sql/code-use.sql): whether anyone may use it now, and
      // whether this customer has.
      refusal: sql<CodeRefusal | null>`promotions_code_refusal(
        p_promotion => ${promotions}, p_user_id => null, p_now => ${now.toISOString()}::timestamptz
      )`,
      redeemedByUser: sql<boolean>`promotions_redeemed(
        p_promotion_id => ${promotions.id}, p_user_id => ${input.userId}::uuid
      )`,
    })
    .from(promotions)
    .where(eq(promotions.id, input.promotionId))
    .limit(1);
  if (!row) return { result: 'UNAVAILABLE' };
  if (row.redeemedByUser) return { result: 'ALREADY_REDEEMED', code: row.code };
  if (row.refusal) return { result: 'UNAVAILABLE' };
  return { result: 'SUCCESS', code: row.code };
}
