import { desc, eq, sql } from 'drizzle-orm';
import type { DiscountRule } from '../../shared/domain/pricing.ts';
import type { Executor } from '../db/client.ts';
import { promotionRedemptions, promotions } from '../db/schema/promotions.ts';

/** What taking a code's use for an order came to (`promotions_take_use`). */
export type TakeUseOutcome = 'taken' | 'UNAVAILABLE' | 'ALREADY_REDEEMED';

export interface TakeUseInput {
  promotionId: number;
  /** Null for an order without a customer account: the use is only counted. */
  userId: string | null;
  orderId: string;
  now: Date;
  /** The rule the order was priced with: a promotion whose rule changed since is UNAVAILABLE. */
  rule: DiscountRule;
}

/**
 * Takes one use of a promotion for an order (`promotions_take_use`, promotions/sql/code-use.sql):
 * uses never pass the maximum, a customer uses a promotion once, and the use is recorded with the
 * order. On any answer but 'taken' nothing is written. The promotion stays locked until the
 * caller's transaction ends; take products' stock before the code, as checkout does.
 */
export async function takeCodeUse(tx: Executor, input: TakeUseInput): Promise<TakeUseOutcome> {
  const [row] = await tx.select({ outcome: sql<TakeUseOutcome>`outcome` }).from(
    sql`promotions_take_use(
        p_promotion_id => ${input.promotionId}::integer,
        p_user_id => ${input.userId}::uuid,
        p_order_id => ${input.orderId}::varchar,
        p_now => ${input.now.toISOString()}::timestamptz,
        p_discount_type => ${input.rule.type}::discount_type,
        p_discount_value => ${input.rule.valueHundredths}::integer
      ) as outcome`,
  );
  if (!row) throw new Error('promotions_take_use answered nothing');
  return row.outcome;
}

/**
 * Gives back the use an order took (`promotions_give_back_use`): its redemption goes and the
 * promotion counts one use less, exactly once however often it is asked. Answers whether there
 * was a use to give back.
 */
export async function giveBackCodeUse(tx: Executor, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ givenBack: sql<boolean>`given_back` })
    .from(sql`promotions_give_back_use(p_order_id => ${orderId}::varchar) as given_back`);
  return row?.givenBack === true;
}

/**
 * The discount rule an order redeemed: its redemption's promotion, else the promotion its code
 * names; null when neither is there.
 */
export async function redeemedRule(
  tx: Executor,
  orderId: string,
  code: string,
): Promise<DiscountRule | null> {
  const rule = {
    type: promotions.discountType,
    valueHundredths: promotions.discountValueHundredths,
  };
  const [redeemed] = await tx
    .select(rule)
    .from(promotionRedemptions)
    .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotionId))
    .where(eq(promotionRedemptions.transactionId, orderId))
    .orderBy(desc(promotionRedemptions.id))
    .limit(1);
  if (redeemed) return redeemed;
  const [named] = await tx
    .select(rule)
    .from(promotions)
    .where(eq(promotions.discountCode, code))
    .limit(1);
  return named ?? null;
}

/**
 * Takes again the use of the code an order was placed with (an order brought back after a
 * cancellation), by the same rule as a new order: refused when the code can no longer be used.
 */
export async function retakeCodeUse(
  tx: Executor,
  input: { orderId: string; code: string; userId: string | null; now: Date },
): Promise<TakeUseOutcome> {
  const [promotion] = await tx
    .select({
      id: promotions.id,
      type: promotions.discountType,
      valueHundredths: promotions.discountValueHundredths,
    })
    .from(promotions)
    .where(eq(promotions.discountCode, input.code))
    .limit(1);
  if (!promotion) return 'UNAVAILABLE';
  const { id, ...rule } = promotion;
  return takeCodeUse(tx, { ...input, promotionId: id, rule });
}
