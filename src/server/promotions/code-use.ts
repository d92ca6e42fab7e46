import { sql } from 'drizzle-orm';
import type { DiscountRule } from '../../shared/domain/pricing.ts';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';

export type TakeUseOutcome = 'taken' | 'UNAVAILABLE' | 'ALREADY_REDEEMED';

export interface TakeUseInput {
  promotionId: number;
  /** Null for an order without a member: the use is counted, no redemption is recorded. */
  userId: string | null;
  orderId: string;
  now: Date;
  rule: DiscountRule;
}

/** Takes one use of a code for an order, never past its maximum and once per customer. */
export async function takeCodeUse(tx: Executor, input: TakeUseInput): Promise<TakeUseOutcome> {
  const now = input.now.toISOString();
  const taken = await queryRows<{ id: number }>(
    tx,
    sql`
    update promotions pm set current_uses = pm.current_uses + 1
    where pm.id = ${input.promotionId} and pm.is_active and pm.current_uses < pm.max_uses
      and (pm.start_date is null or pm.start_date <= ${now}::timestamptz)
      and (pm.end_date is null or pm.end_date >= ${now}::timestamptz)
      and pm.discount_type = ${input.rule.type}
      and pm.discount_value_hundredths = ${input.rule.valueHundredths}
    returning pm.id`,
  );
  if (taken.length === 0) return 'UNAVAILABLE';
  if (input.userId === null) return 'taken';
  const recorded = await queryRows<{ id: number }>(
    tx,
    sql`
    insert into promotion_redemptions (promotion_id, user_id, transaction_id)
    values (${input.promotionId}, ${input.userId}, ${input.orderId})
    on conflict on constraint promotion_redemptions_one_per_user do nothing
    returning id`,
  );
  if (recorded.length > 0) return 'taken';
  await tx.execute(
    sql`update promotions set current_uses = current_uses - 1 where id = ${input.promotionId}`,
  );
  return 'ALREADY_REDEEMED';
}

/** Gives back the use an order took; answers whether it had one. */
export async function giveBackCodeUse(tx: Executor, orderId: string): Promise<boolean> {
  const removed = await queryRows<{ promotion_id: number }>(
    tx,
    sql`
    delete from promotion_redemptions where transaction_id = ${orderId} returning promotion_id`,
  );
  const [row] = removed;
  if (!row) return false;
  await tx.execute(sql`
    update promotions set current_uses = greatest(current_uses - 1, 0)
    where id = ${row.promotion_id}`);
  return true;
}

/** The rule of the code an order redeemed (else of the promotion its code names), or null. */
export async function redeemedRule(
  tx: Executor,
  orderId: string,
  code: string,
): Promise<DiscountRule | null> {
  const found = await queryRows<{ type: DiscountRule['type']; value: number }>(
    tx,
    sql`
    select pm.discount_type as type, pm.discount_value_hundredths as value
    from promotions pm
    left join promotion_redemptions pr on pr.promotion_id = pm.id and pr.transaction_id = ${orderId}
    where pr.id is not null or pm.discount_code = ${code}
    order by (pr.id is null), pm.id limit 1`,
  );
  const [row] = found;
  return row ? { type: row.type, valueHundredths: Number(row.value) } : null;
}

/**
 * Takes again the use of the code an order was placed with (an order brought back after a
 * cancellation), by the same rule as a new order: refused when the code can no longer be used.
 */
export async function retakeCodeUse(
  tx: Executor,
  input: { orderId: string; code: string; userId: string | null; now: Date },
): Promise<TakeUseOutcome> {
  const [promotion] = await queryRows<{ id: number; type: DiscountRule['type']; value: number }>(
    tx,
    sql`select id, discount_type as type, discount_value_hundredths as value
        from promotions where discount_code = ${input.code}`,
  );
  if (!promotion) return 'UNAVAILABLE';
  return takeCodeUse(tx, {
    promotionId: promotion.id,
    userId: input.userId,
    orderId: input.orderId,
    now: input.now,
    rule: { type: promotion.type, valueHundredths: Number(promotion.value) },
  });
}
