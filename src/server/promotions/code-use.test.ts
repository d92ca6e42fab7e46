import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountRule } from '../../shared/domain/pricing.ts';
import { openTestDatabase } from '../../testing/db.ts';
import { createUser } from '../../testing/factories/accounts.ts';
import { createPromotion, type NewPromotion } from '../../testing/factories/promotions.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { promotionRedemptions, promotions } from '../db/schema/index.ts';
import { giveBackCodeUse, redeemedRule, type TakeUseInput, takeCodeUse } from './code-use.ts';

/** A code's uses (promotions/sql/code-use.sql) through their only TS entry points. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

const TEN_PERCENT: DiscountRule = { type: 'percentage', valueHundredths: 1000 };
const NOW = new Date('2026-06-15T05:00:00Z');
let orderSequence = 0;
const nextOrderId = () => {
  orderSequence += 1;
  return `TXN${Date.now()}${orderSequence}`;
};

const promotion = (overrides: Partial<NewPromotion> = {}) =>
  createPromotion(handle.db, {
    discountType: TEN_PERCENT.type,
    discountValueHundredths: TEN_PERCENT.valueHundredths,
    ...overrides,
  });

const take = (input: Partial<TakeUseInput> & { promotionId: number; userId: string | null }) =>
  handle.db.transaction((tx) =>
    takeCodeUse(tx, { orderId: nextOrderId(), now: NOW, rule: TEN_PERCENT, ...input }),
  );

const giveBack = (orderId: string) => handle.db.transaction((tx) => giveBackCodeUse(tx, orderId));

async function usesOf(promotionId: number) {
  const [row] = await handle.db
    .select({ currentUses: promotions.currentUses })
    .from(promotions)
    .where(eq(promotions.id, promotionId));
  const [redemptions] = await handle.db
    .select({ n: count() })
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.promotionId, promotionId));
  return { currentUses: row?.currentUses, redemptions: redemptions?.n };
}

describe('takeCodeUse', () => {
  it('takes a use: one more counted, the redemption recorded with the order', async () => {
    const code = await promotion();
    const customer = await createUser(handle.db);
    const orderId = nextOrderId();
    expect(await take({ promotionId: code.id, userId: customer.id, orderId })).toBe('taken');
    expect(await usesOf(code.id)).toEqual({ currentUses: 1, redemptions: 1 });
    const [redemption] = await handle.db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, code.id));
    expect(redemption).toMatchObject({ userId: customer.id, transactionId: orderId });
  });

  it('is guarded at max uses: past the last use it is UNAVAILABLE and counts nothing', async () => {
    const code = await promotion({ maxUses: 1 });
    const [first, second] = [await createUser(handle.db), await createUser(handle.db)];
    expect(await take({ promotionId: code.id, userId: first.id })).toBe('taken');
    expect(await take({ promotionId: code.id, userId: second.id })).toBe('UNAVAILABLE');
    expect(await usesOf(code.id)).toEqual({ currentUses: 1, redemptions: 1 });
  });

  it('takes one use per customer: a second is ALREADY_REDEEMED and counts nothing', async () => {
    const code = await promotion();
    const customer = await createUser(handle.db);
    expect(await take({ promotionId: code.id, userId: customer.id })).toBe('taken');
    expect(await take({ promotionId: code.id, userId: customer.id })).toBe('ALREADY_REDEEMED');
    expect(await usesOf(code.id)).toEqual({ currentUses: 1, redemptions: 1 });
  });

  it('refuses a code that cannot be used now, or whose rule is not the one priced', async () => {
    const customer = await createUser(handle.db);
    const refused = [
      await promotion({ isActive: false }),
      await promotion({ startDate: new Date('2026-07-01T00:00:00Z') }),
      await promotion({
        startDate: new Date('2026-05-01T00:00:00Z'),
        endDate: new Date('2026-06-01T00:00:00Z'),
      }),
      await promotion({ discountValueHundredths: 1500 }),
      await promotion({ discountType: 'fixed' }),
    ];
    for (const code of refused) {
      expect(await take({ promotionId: code.id, userId: customer.id })).toBe('UNAVAILABLE');
      expect(await usesOf(code.id)).toEqual({ currentUses: 0, redemptions: 0 });
    }
    expect(await take({ promotionId: 2_000_000_000, userId: customer.id })).toBe('UNAVAILABLE');
  });

  it('only counts the use of an order without a customer account', async () => {
    const code = await promotion();
    expect(await take({ promotionId: code.id, userId: null })).toBe('taken');
    expect(await take({ promotionId: code.id, userId: null })).toBe('taken');
    expect(await usesOf(code.id)).toEqual({ currentUses: 2, redemptions: 0 });
  });
});

describe('giveBackCodeUse', () => {
  it("gives back exactly the order's use, once however often asked", async () => {
    const code = await promotion();
    const [kept, returned] = [await createUser(handle.db), await createUser(handle.db)];
    await take({ promotionId: code.id, userId: kept.id });
    const orderId = nextOrderId();
    await take({ promotionId: code.id, userId: returned.id, orderId });
    expect(await usesOf(code.id)).toEqual({ currentUses: 2, redemptions: 2 });

    expect(await giveBack(orderId)).toBe(true);
    expect(await usesOf(code.id)).toEqual({ currentUses: 1, redemptions: 1 });
    expect(await giveBack(orderId)).toBe(false);
    expect(await usesOf(code.id)).toEqual({ currentUses: 1, redemptions: 1 });
    expect(await giveBack('TXN0')).toBe(false);
    // The customer may use the code again.
    expect(await take({ promotionId: code.id, userId: returned.id })).toBe('taken');
  });
});

describe('redeemedRule', () => {
  it("answers the redeemed promotion's rule, else the rule of the promotion the code names", async () => {
    const redeemed = await promotion({ discountType: 'fixed', discountValueHundredths: 5000 });
    const named = await promotion({ discountValueHundredths: 2000 });
    const customer = await createUser(handle.db);
    const orderId = nextOrderId();
    await handle.db.transaction((tx) =>
      takeCodeUse(tx, {
        promotionId: redeemed.id,
        userId: customer.id,
        orderId,
        now: NOW,
        rule: { type: 'fixed', valueHundredths: 5000 },
      }),
    );
    expect(await redeemedRule(handle.db, orderId, named.discountCode)).toEqual({
      type: 'fixed',
      valueHundredths: 5000,
    });
    expect(await redeemedRule(handle.db, nextOrderId(), named.discountCode)).toEqual({
      type: 'percentage',
      valueHundredths: 2000,
    });
    expect(await redeemedRule(handle.db, nextOrderId(), 'NOSUCHCODE')).toBeNull();
  });
});

describe('at the same moment (real races on PostgreSQL; must hold on PGlite too)', () => {
  it('20 customers taking a code of max uses 5: exactly 5 taken, uses never past the max', async () => {
    const code = await promotion({ maxUses: 5 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => createUser(handle.db)));
    const outcomes = await Promise.all(
      customers.map((customer) => take({ promotionId: code.id, userId: customer.id })),
    );
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'UNAVAILABLE')).toHaveLength(15);
    expect(await usesOf(code.id)).toEqual({ currentUses: 5, redemptions: 5 });
  });

  it('one customer taking a code 8 times at once: one use', async () => {
    const code = await promotion();
    const customer = await createUser(handle.db);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => take({ promotionId: code.id, userId: customer.id })),
    );
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'ALREADY_REDEEMED')).toHaveLength(7);
    expect(await usesOf(code.id)).toEqual({ currentUses: 1, redemptions: 1 });
  });

  it('one order given back 8 times at once, while others take uses: one use less', async () => {
    const code = await promotion({ maxUses: 20 });
    const first = await createUser(handle.db);
    const orderId = nextOrderId();
    await take({ promotionId: code.id, userId: first.id, orderId });
    const others = await Promise.all(Array.from({ length: 6 }, () => createUser(handle.db)));
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => giveBack(orderId)),
      ...others.map((customer) => take({ promotionId: code.id, userId: customer.id })),
    ]);
    expect(answers.slice(0, 8).filter((answer) => answer === true)).toHaveLength(1);
    expect(answers.slice(8)).toEqual(others.map(() => 'taken'));
    expect(await usesOf(code.id)).toEqual({ currentUses: 6, redemptions: 6 });
  });

  it('customers giving back their use while taking the code again at once all finish (no deadlock)', async () => {
    const code = await promotion();
    const customers = await Promise.all(Array.from({ length: 10 }, () => createUser(handle.db)));
    const orders = customers.map(() => nextOrderId());
    for (const [i, customer] of customers.entries()) {
      await take({ promotionId: code.id, userId: customer.id, orderId: orders[i] });
    }
    const answers = await Promise.all(
      customers.flatMap((customer, i) => [
        giveBack(orders[i] as string),
        take({ promotionId: code.id, userId: customer.id }),
      ]),
    );
    expect(answers.filter((answer) => answer === true)).toHaveLength(10);
    const { currentUses, redemptions } = await usesOf(code.id);
    expect(currentUses).toBe(redemptions);
  });
});
