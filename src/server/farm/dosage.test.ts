import { describe, expect, it } from 'vitest';
import { productAnswerSchema } from '../../shared/contracts/admin-catalog-answers.ts';
import { dosageAnswerSchema } from '../../shared/contracts/dosage.ts';
import { staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createBannedProduct, labelledProduct } from '../../testing/factories/catalog.ts';

const ctx = setupTestApp();

const SOURCE = 'university extension (maricmju.com/content/28846)';

/** Chlorantraniliprole 5.17% SC for corn's fall armyworm: 20 ml per 20 L, in three sizes. */
async function armywormProduct() {
  const { client } = await staffClient(ctx, 'admin');
  const { product } = await expectAnswer(
    productAnswerSchema,
    client.api.admin.products.$post({
      json: {
        name: `คลอแรนทรานิลิโพรล 5.17% ทดสอบ ${Date.now()}`,
        category: 'insecticides',
        image: 'https://example.com/a.jpg',
        memberPoints: 0,
        variants: [
          {
            label: '100 มล.',
            size: 100,
            unit: 'ml',
            price: 120,
            originalPrice: null,
            stockCount: 50,
            memberPoints: 0,
          },
          {
            label: '500 มล.',
            size: 500,
            unit: 'ml',
            price: 450,
            originalPrice: null,
            stockCount: 50,
            memberPoints: 0,
          },
          {
            label: '1 ลิตร',
            size: 1,
            unit: 'l',
            price: 800,
            originalPrice: null,
            stockCount: 50,
            memberPoints: 0,
          },
        ],
        formulation: 'SC',
        phiDays: 14,
        activeIngredients: [
          {
            name: 'chlorantraniliprole',
            nameTh: 'คลอแรนทรานิลิโพรล',
            percent: 5.17,
            moa: { scheme: 'IRAC', group: '28' },
          },
        ],
        uses: [
          {
            crop: 'corn',
            target: 'fall-armyworm',
            rate: { amount: 20, unit: 'ml', per: '20l' },
            intervalDays: 7,
            maxApplications: 4,
            source: SOURCE,
          },
        ],
      } as never,
    }),
    201,
  );
  return product;
}

describe('POST /api/dosage', () => {
  it('7 ไร่ 2 งาน by knapsack at 80 L/rai, 20 ml per 20 L: 600 L, 30 tanks, 600 ml, one 500 ml and one 100 ml', async () => {
    const product = await armywormProduct();
    const answer = await expectAnswer(
      dosageAnswerSchema,
      ctx.client().api.dosage.$post({
        json: {
          productId: product.id,
          crop: 'corn',
          target: 'fall-armyworm',
          area: { rai: 7, ngan: 2, wa: 0 },
          sprayer: 'knapsack',
          waterPerRaiLitres: 80,
        },
      }),
    );
    const size = (label: string) => product.variants.find((variant) => variant.label === label)?.id;
    expect(answer).toMatchObject({
      areaRai: 7.5,
      waterLitres: 600,
      tanks: 30,
      productPerTank: { amount: 20, unit: 'ml' },
      productTotal: { amount: 600, unit: 'ml' },
      // ฿450 + ฿120 = ฿570 beats 1 L at ฿800 and 6 × 100 ml at ฿720.
      packsPrice: 570,
    });
    expect(answer.packs).toEqual(
      expect.arrayContaining([
        { variantId: size('500 มล.'), quantity: 1 },
        { variantId: size('100 มล.'), quantity: 1 },
      ]),
    );
    expect(answer.packs).toHaveLength(2);
    expect(answer.warnings.map((warning) => warning.code)).toEqual(
      expect.arrayContaining(['READ_LABEL', 'MAX_APPLICATIONS', 'PRE_HARVEST_INTERVAL']),
    );
    expect(answer.warnings.map((warning) => warning.code)).not.toContain('ROTATION');
  });

  it('warns a customer who ordered the same mode of action for the crop in the last 30 days', async () => {
    const product = await armywormProduct();
    const customer = await signedInCustomer(ctx);
    const ordered = await customer.client.api.orders.$post(
      {
        json: {
          items: [{ productId: product.id, variantId: product.variants[0]?.id, quantity: 1 }],
          paymentMethod: 'cod',
          shippingAddress: 'บ้านเลขที่ 1 หมู่ 2 ต.บ้านเลน อ.บางปะอิน จ.พระนครศรีอยุธยา 13160',
        } as never,
      },
      { headers: { 'Idempotency-Key': crypto.randomUUID() } },
    );
    expect(ordered.status).toBe(201);
    const answer = await expectAnswer(
      dosageAnswerSchema,
      customer.client.api.dosage.$post({
        json: {
          productId: product.id,
          crop: 'corn',
          target: 'fall-armyworm',
          area: { rai: 1, ngan: 0, wa: 0 },
          sprayer: 'knapsack',
        },
      }),
    );
    expect(answer.warnings.map((warning) => warning.code)).toContain('ROTATION');
  });

  it('refuses a use the label does not have, an unknown size and bad input', async () => {
    const product = await armywormProduct();
    const base = {
      productId: product.id,
      crop: 'corn',
      target: 'fall-armyworm',
      area: { rai: 1, ngan: 0, wa: 0 },
      sprayer: 'knapsack' as const,
    };
    await refusal(
      ctx.client().api.dosage.$post({ json: { ...base, crop: 'rice' } }),
      404,
      'NOT_FOUND',
    );
    await refusal(
      ctx.client().api.dosage.$post({ json: { ...base, variantId: 999_999 } }),
      400,
      'VALIDATION',
    );
    await refusal(
      ctx.client().api.dosage.$post({ json: { ...base, area: { rai: 0, ngan: 0, wa: 0 } } }),
      400,
      'VALIDATION',
    );
    await refusal(
      ctx.client().api.dosage.$post({ json: { ...base, productId: 99_999_999 } }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('POST /api/dosage: what it never reckons with', () => {
  const PARAQUAT_REFUSED =
    'พาราควอต (paraquat) เป็นวัตถุอันตรายที่ห้ามใช้ในประเทศไทย ร้านจึงไม่คำนวณปริมาณการใช้ให้';
  const AREA_REFUSED = 'กรุณากรอกพื้นที่อย่างน้อย 1 ตารางวา (งาน 0–3, ตารางวา 0–399.99)';

  /** Corn's field weeds (the banned products' use) unless another target is named. */
  const dose = (
    productId: number,
    area: { rai: number; ngan: number; wa: number },
    target = 'field-weeds',
  ) =>
    ctx.client().api.dosage.$post({
      json: { productId, crop: 'corn', target, area, sprayer: 'knapsack' },
    });

  it('refuses a product with a banned substance (409), saved off sale or written straight into the database', async () => {
    const { client } = await staffClient(ctx, 'admin');
    // Kept off sale through the back office, its name written to hide it.
    const { product: offSale } = await expectAnswer(
      productAnswerSchema,
      client.api.admin.products.$post({
        json: labelledProduct({
          name: 'ทดสอบ คำนวณ สารต้องห้าม',
          activeIngredients: [{ name: 'para\u200bquat', nameTh: '', percent: 27.6 }],
          stockCount: 1,
          inStock: false,
        }),
      }),
      201,
    );
    const offSaleError = await refusal(
      dose(offSale.id, { rai: 1, ngan: 0, wa: 0 }),
      409,
      'BANNED_SUBSTANCE',
    );
    expect(offSaleError.message).toBe(PARAQUAT_REFUSED);

    // In stock and on sale, written behind the shop's back with its flag set.
    const flagged = await createBannedProduct(ctx.handle.db);
    const flaggedError = await refusal(
      dose(flagged.id, { rai: 1, ngan: 0, wa: 0 }),
      409,
      'BANNED_SUBSTANCE',
    );
    expect(flaggedError.message).toBe(PARAQUAT_REFUSED);

    // Its flag never set: the label's names are read as they look all the same.
    const unflagged = await createBannedProduct(ctx.handle.db, { hasBannedSubstance: false });
    expect(
      (await refusal(dose(unflagged.id, { rai: 1, ngan: 0, wa: 0 }), 409, 'BANNED_SUBSTANCE'))
        .message,
    ).toBe(PARAQUAT_REFUSED);
  });

  it.each([
    ['nothing', { rai: 0, ngan: 0, wa: 0 }],
    ['half a ตารางวา', { rai: 0, ngan: 0, wa: 0.5 }],
    ['0.0001 ไร่ (0.04 ตารางวา)', { rai: 0.0001, ngan: 0, wa: 0 }],
    ['1e-300 ไร่', { rai: 1e-300, ngan: 0, wa: 0 }],
    ['1e-300 ตารางวา', { rai: 0, ngan: 0, wa: 1e-300 }],
  ])('refuses %s: under one ตารางวา (400, in Thai)', async (_, area) => {
    const product = await armywormProduct();
    const error = await refusal(dose(product.id, area, 'fall-armyworm'), 400, 'VALIDATION');
    expect(error.message).toBe(AREA_REFUSED);
    expect(error.fields).toEqual({ area: AREA_REFUSED });
  });

  it.each([
    ['a negative area', { rai: -1, ngan: 0, wa: 0 }],
    ['a huge area', { rai: 1e300, ngan: 0, wa: 0 }],
    ['over 100,000 ไร่', { rai: 100_001, ngan: 0, wa: 0 }],
  ])('refuses %s (400, in Thai)', async (_, area) => {
    const product = await armywormProduct();
    const error = await refusal(dose(product.id, area, 'fall-armyworm'), 400, 'VALIDATION');
    expect(error.fields?.['area.rai']).toBe('ไร่ต้องอยู่ระหว่าง 0–100,000');
  });

  it('refuses a number JSON cannot hold (1e999 is Infinity) as bad input, never a 500', async () => {
    const product = await armywormProduct();
    const res = await ctx.client().post('/api/dosage', undefined, {
      rawBody: `{"productId":${product.id},"crop":"corn","target":"fall-armyworm","sprayer":"knapsack","area":{"rai":1e999,"ngan":0,"wa":0}}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });

  it('takes one ตารางวา, however it is written', async () => {
    const product = await armywormProduct();
    for (const area of [
      { rai: 0, ngan: 0, wa: 1 },
      { rai: 0.0025, ngan: 0, wa: 0 },
    ]) {
      const answer = await expectAnswer(
        dosageAnswerSchema,
        dose(product.id, area, 'fall-armyworm'),
      );
      expect(answer.areaRai).toBe(0.0025);
    }
  });
});
