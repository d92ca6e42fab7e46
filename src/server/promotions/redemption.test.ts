import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../shared/account-messages.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import {
  redeemResponseSchema,
  type ValidateCodeRequest,
  validateCodeResponseSchema,
} from '../../shared/contracts/promotions.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer, signedInCustomers } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { orders, promotionRedemptions, promotions } from '../db/schema/index.ts';
import { ADDRESS_LIMITS, countAgainstLimit } from '../http/address-limits.ts';

const ctx = setupTestApp();
const HOUR = 60 * 60 * 1000;

let eligible: { id: number };
let notEligible: { id: number };

beforeAll(async () => {
  eligible = await createProduct(ctx.handle.db, { price: 450, isEligibleForPromotion: true });
  notEligible = await createProduct(ctx.handle.db, { price: 300, isEligibleForPromotion: false });
});

const validate = (client: TestClient, json: ValidateCodeRequest) =>
  client.api.promotions.validate.$post({ json });
const validated = (client: TestClient, json: ValidateCodeRequest) =>
  expectAnswer(validateCodeResponseSchema, validate(client, json));
const redeem = (client: TestClient, id: number | string) =>
  client.api.promotions[':id'].redeem.$post({ param: { id: String(id) } });
const redeemed = (client: TestClient, id: number | string) =>
  expectAnswer(redeemResponseSchema, redeem(client, id));
/** An order of one eligible unit with the code, through checkout. */
const orderWith = (client: TestClient, discountCode: string) =>
  expectAnswer(
    placeOrderResponseSchema,
    client.api.orders.$post({
      json: { items: [{ productId: eligible.id, quantity: 1 }], discountCode },
    }),
    201,
  );

async function uses(promotionId: number) {
  const [row] = await ctx.handle.db
    .select({ currentUses: promotions.currentUses })
    .from(promotions)
    .where(eq(promotions.id, promotionId));
  const [redemptions] = await ctx.handle.db
    .select({ n: count() })
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.promotionId, promotionId));
  return { currentUses: row?.currentUses, redemptions: redemptions?.n };
}

describe('POST /api/promotions/validate', () => {
  it('needs a signed-in customer', async () => {
    const res = validate(ctx.client(), {
      code: 'FARM10',
      items: [{ productId: eligible.id, quantity: 1 }],
    });
    await refusal(res, 401, 'UNAUTHENTICATED');
    // Sent raw: malformed JSON on purpose, refused before it is read.
    const malformed = await ctx.client().request('POST', '/api/promotions/validate', {
      rawBody: '{"code":',
    });
    expect(malformed.status).toBe(401);
  });

  it('accepts the seeded FARM10 typed in lower case: 10 % of the eligible lines only', async () => {
    const { client } = await signedInCustomer(ctx);
    const [farm10] = await ctx.handle.db
      .select()
      .from(promotions)
      .where(eq(promotions.discountCode, 'FARM10'));
    // A price the browser sends along is not part of the request, and is ignored.
    const withPrice = { productId: eligible.id, quantity: 3, price: 1 };
    const res = await validated(client, {
      code: ' farm10 ',
      items: [withPrice, { productId: notEligible.id, quantity: 1 }],
    });
    expect(res).toEqual({
      valid: true,
      discountType: 'percentage',
      discountValue: 10,
      discount: 135,
      promotionId: farm10?.id,
    });
    expect((await uses(farm10?.id as number)).currentUses).toBe(0);
  });

  it('caps a fixed discount at the eligible subtotal', async () => {
    const { client } = await signedInCustomer(ctx);
    const promotion = await createPromotion(ctx.handle.db, {
      discountType: 'fixed',
      discountValueHundredths: 50000,
    });
    const res = await validated(client, {
      code: promotion.discountCode,
      items: [
        { productId: notEligible.id, quantity: 2 },
        { productId: eligible.id, quantity: 1 },
      ],
    });
    expect(res).toMatchObject({
      valid: true,
      discountType: 'fixed',
      discountValue: 500,
      discount: 450,
    });
  });

  it.each([
    ['NOT_FOUND', 'โค้ดส่วนลดไม่ถูกต้อง', null],
    ['INACTIVE', 'โปรโมชันนี้ยังไม่เปิดใช้งาน', { isActive: false }],
    ['NOT_STARTED', 'โปรโมชันนี้ยังไม่เริ่ม', { startDate: new Date(Date.now() + HOUR) }],
    [
      'EXPIRED',
      'โปรโมชันนี้หมดอายุแล้ว',
      { startDate: new Date(Date.now() - 48 * HOUR), endDate: new Date(Date.now() - HOUR) },
    ],
    ['MAX_USES_REACHED', 'โค้ดส่วนลดนี้ถูกใช้ครบจำนวนแล้ว', { maxUses: 2, currentUses: 2 }],
  ] as const)('refuses with %s and its Thai message', async (reason, message, overrides) => {
    const { client } = await signedInCustomer(ctx);
    const code = overrides
      ? (await createPromotion(ctx.handle.db, overrides)).discountCode
      : 'NOSUCHCODE';
    const res = await validated(client, {
      code,
      items: [{ productId: eligible.id, quantity: 1 }],
    });
    expect(res).toEqual({ valid: false, reason, message });
  });

  it('refuses a code this customer already used, but not for another customer', async () => {
    const first = await signedInCustomer(ctx);
    const second = await signedInCustomer(ctx);
    const promotion = await createPromotion(ctx.handle.db);
    await ctx.handle.db
      .insert(promotionRedemptions)
      .values({ promotionId: promotion.id, userId: first.user.id });
    const body = { code: promotion.discountCode, items: [{ productId: eligible.id, quantity: 1 }] };
    const again = await validated(first.client, body);
    expect(again).toEqual({
      valid: false,
      reason: 'ALREADY_REDEEMED',
      message: 'คุณเคยใช้โค้ดส่วนลดนี้ไปแล้ว',
    });
    const other = await validated(second.client, body);
    expect(other.valid).toBe(true);
  });

  it('refuses a cart without an eligible item', async () => {
    const { client } = await signedInCustomer(ctx);
    for (const items of [[{ productId: notEligible.id, quantity: 4 }], []]) {
      const res = await validated(client, { code: 'FARM10', items });
      expect(res).toEqual({
        valid: false,
        reason: 'NO_ELIGIBLE_ITEMS',
        message: 'ไม่มีสินค้าที่ร่วมรายการในตะกร้า',
      });
    }
  });

  it('asks for a code when it is empty, and refuses bad lines with 400', async () => {
    const { client } = await signedInCustomer(ctx);
    const empty = await refusal(validate(client, { code: '  ', items: [] }), 400);
    expect(empty.fields?.code).toBe('กรุณาเข้าสู่ระบบและใส่โค้ดส่วนลด');
    const badLine = validate(client, {
      code: 'FARM10',
      items: [{ productId: eligible.id, quantity: 0 }],
    });
    await refusal(badLine, 400, 'VALIDATION');
  });
});

describe('POST /api/promotions/:id/redeem', () => {
  it('needs a signed-in customer', async () => {
    const promotion = await createPromotion(ctx.handle.db);
    await refusal(redeem(ctx.client(), promotion.id), 401);
    expect((await redeem(ctx.client(), 'abc')).status).toBe(401);
    expect(await uses(promotion.id)).toEqual({ currentUses: 0, redemptions: 0 });
  });

  it('answers SUCCESS with the code for a usable code and takes no use, however often asked', async () => {
    const { client } = await signedInCustomer(ctx);
    const promotion = await createPromotion(ctx.handle.db, { maxUses: 1 });
    for (let i = 0; i < 3; i += 1) {
      const res = await redeemed(client, promotion.id);
      expect(res).toEqual({ result: 'SUCCESS', code: promotion.discountCode });
    }
    expect(await uses(promotion.id)).toEqual({ currentUses: 0, redemptions: 0 });
  });

  it('three customers asking cannot burn a code with one use left: an order still gets it', async () => {
    const promotion = await createPromotion(ctx.handle.db, { maxUses: 1 });
    for (const { client } of await signedInCustomers(ctx, 3)) {
      expect((await redeemed(client, promotion.id)).result).toBe('SUCCESS');
    }
    const { client } = await signedInCustomer(ctx);
    await orderWith(client, promotion.discountCode);
    expect(await uses(promotion.id)).toEqual({ currentUses: 1, redemptions: 1 });
  });

  it('answers ALREADY_REDEEMED when an order of this customer used the code', async () => {
    const { client } = await signedInCustomer(ctx);
    const promotion = await createPromotion(ctx.handle.db);
    await orderWith(client, promotion.discountCode);
    const res = await redeemed(client, promotion.id);
    expect(res).toEqual({ result: 'ALREADY_REDEEMED', code: promotion.discountCode });
    expect(await uses(promotion.id)).toEqual({ currentUses: 1, redemptions: 1 });
  });

  it.each([
    ['used up', { maxUses: 1, currentUses: 1 }],
    ['switched off', { isActive: false }],
    ['not started', { startDate: new Date(Date.now() + HOUR) }],
    [
      'expired',
      { startDate: new Date(Date.now() - 48 * HOUR), endDate: new Date(Date.now() - HOUR) },
    ],
  ])('answers UNAVAILABLE for a promotion %s and records nothing', async (_label, overrides) => {
    const { client } = await signedInCustomer(ctx);
    const promotion = await createPromotion(ctx.handle.db, overrides);
    const res = await redeemed(client, promotion.id);
    expect(res).toEqual({ result: 'UNAVAILABLE' });
    expect((await uses(promotion.id)).redemptions).toBe(0);
  });

  it('answers UNAVAILABLE for an unknown promotion and 400 for a malformed id', async () => {
    const { client } = await signedInCustomer(ctx);
    expect(await redeemed(client, 987654)).toEqual({ result: 'UNAVAILABLE' });
    await refusal(redeem(client, 'abc'), 400);
  });
});

describe('an order carrying a code is a code check', () => {
  it('counts against the address’s code checks: past the limit it is 429, as validate is', async () => {
    const { client, user } = await signedInCustomer(ctx);
    const promotion = await createPromotion(ctx.handle.db, { maxUses: 100 });
    const code = promotion.discountCode;
    const items = [{ productId: eligible.id, quantity: 1 }];
    const order = (discountCode?: string) =>
      client.api.orders.$post({ json: { items, ...(discountCode ? { discountCode } : {}) } });
    // Every check of the minute but one already made from this browser's address.
    for (let made = 1; made < ADDRESS_LIMITS.codeCheck.max; made++) {
      await countAgainstLimit(ctx.handle.db, 'codeCheck', client.address);
    }
    // The order with the code is the last check allowed; validate, after it, is one too many.
    await orderWith(client, code);
    const refusedCheck = await refusal(validate(client, { code, items }), 429, 'TOO_MANY_ATTEMPTS');
    expect(refusedCheck.message).toBe(
      accountMessages.login.tryAgainIn(Number(refusedCheck.retryAfterSeconds)),
    );
    // Another order with a code is refused the same way, and nothing is placed.
    const refusedOrder = await refusal(order(code), 429, 'TOO_MANY_ATTEMPTS');
    expect(Number(refusedOrder.retryAfterSeconds)).toBeGreaterThan(0);
    expect(refusedOrder.message).toBe(
      accountMessages.login.tryAgainIn(Number(refusedOrder.retryAfterSeconds)),
    );
    expect(await ordersOf(user.id)).toBe(1);
    // An order without a code asks nothing about codes.
    await expectAnswer(placeOrderResponseSchema, order(), 201);
    expect(await ordersOf(user.id)).toBe(2);
  });
});

async function ordersOf(userId: string) {
  const [row] = await ctx.handle.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.userId, userId));
  return row?.n ?? 0;
}
