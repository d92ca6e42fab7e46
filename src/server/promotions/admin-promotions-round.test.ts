import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminPromotionPageSchema,
  promotionAnswerSchema,
} from '../../shared/contracts/admin-promotions-answers.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import {
  addPromotion,
  deletePromotion,
  editPromotion,
  listPromotions,
  promotionRows,
  redeem,
  togglePromotion,
  validPromotion,
} from '../../testing/admin-promotions-api.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer, signedInCustomers } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { signedInClient } from '../../testing/staff-session.ts';
import { promotionRedemptions } from '../db/schema/index.ts';

const ctx = setupTestApp();
const { row, activeIds } = promotionRows(ctx);

let admin: TestClient;
beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
});

describe('toggle and delete', () => {
  it('switches a promotion off and on again; off, it leaves the bar and cannot be redeemed', async () => {
    const promotion = await createPromotion(ctx.handle.db);
    const off = await expectAnswer(promotionAnswerSchema, togglePromotion(admin, promotion.id));
    expect(off.promotion).toMatchObject({ id: promotion.id, isActive: false });
    expect(await activeIds()).not.toContain(promotion.id);
    const { client } = await signedInCustomer(ctx);
    expect(await redeem(client, promotion.id)).toEqual({ result: 'UNAVAILABLE' });

    const on = await expectAnswer(promotionAnswerSchema, togglePromotion(admin, promotion.id));
    expect(on.promotion.isActive).toBe(true);
    expect(await activeIds()).toContain(promotion.id);
    expect((await togglePromotion(admin, 987654)).status).toBe(404);
  });

  it('deletes a promotion with its redemptions: 204, then 404', async () => {
    const promotion = await createPromotion(ctx.handle.db);
    const { user } = await signedInCustomer(ctx);
    await ctx.handle.db
      .insert(promotionRedemptions)
      .values({ promotionId: promotion.id, userId: user.id });
    const res = await deletePromotion(admin, promotion.id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await row(promotion.id)).toBeUndefined();
    const [left] = await ctx.handle.db
      .select({ n: count() })
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, promotion.id));
    expect(left?.n).toBe(0);
    const again = await refusal(deletePromotion(admin, promotion.id), 404);
    expect(again.message).toBe('Promotion not found');
  });
});

describe('the whole round', () => {
  it('admin creates a 10 % code starting now → public → used by an order → 1 / 100 → off → gone', async () => {
    const res = addPromotion(
      admin,
      validPromotion({ discountValue: 10, startDate: new Date().toISOString() }),
    );
    const created = await expectAnswer(promotionAnswerSchema, res, 201);
    const id = created.promotion.id;
    expect(await activeIds()).toContain(id);

    const { client } = await signedInCustomer(ctx);
    const code = created.promotion.discountCode;
    // Redeem Code takes no use; the order does.
    expect(await redeem(client, id)).toEqual({ result: 'SUCCESS', code });
    const product = await createProduct(ctx.handle.db, { isEligibleForPromotion: true });
    const order = client.api.orders.$post({
      json: { items: [{ productId: product.id, quantity: 1 }], discountCode: code },
    });
    await expectAnswer(placeOrderResponseSchema, order, 201);
    expect(await redeem(client, id)).toEqual({ result: 'ALREADY_REDEEMED', code });

    const list = await expectAnswer(adminPromotionPageSchema, listPromotions(admin));
    const listed = list.items.find((p) => p.id === id);
    expect(listed).toMatchObject({ currentUses: 1, maxUses: 100 });

    await expectAnswer(promotionAnswerSchema, togglePromotion(admin, id));
    expect(await activeIds()).not.toContain(id);
  });

  it('race: customers order with the code while the admin lowers max uses; uses never pass the max', async () => {
    const promotion = await createPromotion(ctx.handle.db, { maxUses: 20 });
    const product = await createProduct(ctx.handle.db, {
      stockCount: 100,
      isEligibleForPromotion: true,
    });
    const customers = await signedInCustomers(ctx, 12);
    const edits = [3, 5, 8].map((maxUses) =>
      editPromotion(
        admin,
        promotion.id,
        validPromotion({ discountCode: promotion.discountCode, maxUses }),
      ),
    );
    const orders = customers.map(({ client }) =>
      client.api.orders.$post({
        json: {
          items: [{ productId: product.id, quantity: 1 }],
          discountCode: promotion.discountCode,
        },
      }),
    );
    const [editAnswers, orderAnswers] = await Promise.all([
      Promise.all(edits),
      Promise.all(orders),
    ]);
    for (const res of editAnswers) expect([200, 409]).toContain(res.status);
    for (const res of orderAnswers) expect([201, 409]).toContain(res.status);
    const successes = orderAnswers.filter((res) => res.status === 201).length;

    const after = await row(promotion.id);
    const [redemptions] = await ctx.handle.db
      .select({ n: count() })
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, promotion.id));
    expect(after?.currentUses).toBe(successes);
    expect(redemptions?.n).toBe(successes);
    expect(successes).toBeLessThanOrEqual(after?.maxUses ?? 0);
  });
});
