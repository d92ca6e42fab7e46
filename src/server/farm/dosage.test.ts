import { describe, expect, it } from 'vitest';
import { productAnswerSchema } from '../../shared/contracts/admin-catalog-answers.ts';
import { dosageAnswerSchema } from '../../shared/contracts/dosage.ts';
import { staffClient } from '../../testing/admin-transactions.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';

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
