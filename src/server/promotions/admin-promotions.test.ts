import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authResponseSchema } from '../../shared/contracts/accounts-answers.ts';
import type { PromotionInputBody } from '../../shared/contracts/admin-promotions.ts';
import {
  adminPromotionPageSchema,
  promotionAnswerSchema,
} from '../../shared/contracts/admin-promotions-answers.ts';
import {
  addPromotion,
  deletePromotion,
  editPromotion,
  listPromotions,
  promotionRows,
  togglePromotion,
  validPromotion,
} from '../../testing/admin-promotions-api.ts';
import {
  answer,
  expectAnswer,
  refusal,
  setupTestApp,
  type TestClient,
} from '../../testing/api-client.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { clientAs, REFUSED_ROLES, signedInClient } from '../../testing/staff-session.ts';
import { promotions } from '../db/schema/index.ts';

const ctx = setupTestApp();
const { row, activeIds } = promotionRows(ctx);
const HOUR = 60 * 60 * 1000;

const REQUIRED = 'กรุณากรอกข้อมูลนี้';
const INVALID_URL = 'กรุณากรอก URL ให้ถูกต้อง (http(s)://… หรือ /images/… หรือ /uploads/…)';
const CODE_TAKEN = 'โค้ดส่วนลดนี้มีอยู่แล้ว กรุณาใช้โค้ดอื่น';

let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
  adminId = (await expectAnswer(authResponseSchema, admin.api.auth.me.$get())).user.id;
});

describe('who may manage promotions', () => {
  it.each(REFUSED_ROLES)(
    'refuses a %s on every call and changes nothing',
    async (_l, role, status) => {
      const client = await clientAs(ctx, role);
      const existing = await createPromotion(ctx.handle.db);
      const calls = [
        await listPromotions(client),
        await addPromotion(client, validPromotion()),
        await editPromotion(client, existing.id, validPromotion()),
        await togglePromotion(client, existing.id),
        await deletePromotion(client, existing.id),
      ];
      for (const res of calls) {
        const error = await refusal(res, status);
        if (status === 403) {
          expect(error).toEqual({ code: 'FORBIDDEN', message: 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้' });
        } else {
          expect(error.code).toBe('UNAUTHENTICATED');
        }
      }
      expect(await row(existing.id)).toEqual(existing);
    },
  );

  it('lets root manage promotions too', async () => {
    const root = await signedInClient(ctx, 'root');
    await expectAnswer(adminPromotionPageSchema, listPromotions(root));
    await expectAnswer(promotionAnswerSchema, addPromotion(root, validPromotion()), 201);
  });

  it('refuses a write from a foreign origin', async () => {
    const body = validPromotion();
    const res = admin.api.admin.promotions.$post(
      { json: body },
      { headers: { Origin: 'https://evil.example' } },
    );
    await refusal(res, 403, 'CSRF');
    const [found] = await ctx.handle.db
      .select({ n: count() })
      .from(promotions)
      .where(eq(promotions.discountCode, body.discountCode));
    expect(found?.n).toBe(0);
  });
});

describe('POST /api/admin/promotions', () => {
  it('creates a switched-on, unused promotion; the code is upper-cased and the value kept exactly', async () => {
    const startDate = new Date(Date.now() - HOUR).toISOString();
    const endDate = new Date(Date.now() + 48 * HOUR).toISOString();
    const res = addPromotion(admin, {
      title: '  ลดรับหน้าฝน  ',
      message: 'ซื้อสินค้าที่ร่วมรายการ ลดทันที 12.5%',
      imageUrl: '/images/promotions/rain.svg',
      maxUses: 40,
      discountCode: ' rain2569 ',
      discountType: 'percentage',
      discountValue: 12.5,
      startDate,
      endDate,
    });
    const { promotion } = await expectAnswer(promotionAnswerSchema, res, 201);
    expect(promotion).toMatchObject({
      title: 'ลดรับหน้าฝน',
      imageUrl: '/images/promotions/rain.svg',
      discountCode: 'RAIN2569',
      discountType: 'percentage',
      discountValue: 12.5,
      maxUses: 40,
      currentUses: 0,
      isActive: true,
      startDate,
      endDate,
    });
    const stored = await row(promotion.id);
    expect(stored?.discountValueHundredths).toBe(1250);
    expect(stored?.createdBy).toBe(adminId);
    expect(await activeIds()).toContain(promotion.id);
  });

  it('defaults to a fixed discount with no dates; an empty image is null; baht kept to the satang', async () => {
    const body = validPromotion({ imageUrl: '   ', discountValue: 49.99 });
    delete body.discountType;
    delete body.startDate;
    delete body.endDate;
    const res = await expectAnswer(promotionAnswerSchema, addPromotion(admin, body), 201);
    expect(res.promotion).toMatchObject({
      discountType: 'fixed',
      discountValue: 49.99,
      imageUrl: null,
      startDate: null,
      endDate: null,
    });
    expect((await row(res.promotion.id))?.discountValueHundredths).toBe(4999);
  });

  it('accepts the edges: 1 use, value 0, a percentage of exactly 100, a big fixed amount', async () => {
    for (const overrides of [
      { maxUses: 1 },
      { discountValue: 0 },
      { discountType: 'percentage' as const, discountValue: 100 },
      { discountType: 'fixed' as const, discountValue: 150.5 },
    ]) {
      const res = await addPromotion(admin, validPromotion(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(201);
      await expectAnswer(promotionAnswerSchema, res, 201);
    }
  });

  it.each([
    ['title missing', { title: undefined }, 'title', REQUIRED],
    ['title blank', { title: '   ' }, 'title', REQUIRED],
    ['title too long', { title: 'ก'.repeat(201) }, 'title', 'ยาวได้ไม่เกิน 200 ตัวอักษร'],
    ['message missing', { message: '' }, 'message', REQUIRED],
    ['message too long', { message: 'ข'.repeat(2001) }, 'message', 'ยาวได้ไม่เกิน 2000 ตัวอักษร'],
    ['image not a URL', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', INVALID_URL],
    ['max uses missing', { maxUses: undefined }, 'maxUses', REQUIRED],
    ['max uses 0', { maxUses: 0 }, 'maxUses', 'ค่าต่ำสุดที่อนุญาตคือ 1'],
    ['max uses not whole', { maxUses: 2.5 }, 'maxUses', 'ข้อมูลเป็นตัวเลขจำนวนเต็มเท่านั้น'],
    ['max uses as text', { maxUses: '100' }, 'maxUses', 'ข้อมูลเป็นตัวเลขจำนวนเต็มเท่านั้น'],
    ['code missing', { discountCode: undefined }, 'discountCode', REQUIRED],
    ['code blank', { discountCode: '  ' }, 'discountCode', REQUIRED],
    [
      'code with other characters',
      { discountCode: 'RAIN-10' },
      'discountCode',
      'โค้ดส่วนลดใช้ได้เฉพาะตัวอักษร A-Z และตัวเลข 0-9',
    ],
    [
      'code in Thai',
      { discountCode: 'ลดราคา' },
      'discountCode',
      'โค้ดส่วนลดใช้ได้เฉพาะตัวอักษร A-Z และตัวเลข 0-9',
    ],
    ['code too long', { discountCode: 'A'.repeat(51) }, 'discountCode', 'ยาวได้ไม่เกิน 50 ตัวอักษร'],
    ['unknown type', { discountType: 'free' }, 'discountType', 'กรุณาเลือกจากรายการ'],
    ['value missing', { discountValue: undefined }, 'discountValue', REQUIRED],
    ['value negative', { discountValue: -1 }, 'discountValue', 'ค่าต่ำสุดที่อนุญาตคือ 0'],
    ['value 3 decimals', { discountValue: 1.234 }, 'discountValue', 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
    [
      'percentage over 100',
      { discountType: 'percentage', discountValue: 100.01 },
      'discountValue',
      'ค่าสูงสุดที่อนุญาตคือ 100',
    ],
    ['start not a date', { startDate: 'tomorrow' }, 'startDate', 'กรุณาระบุวันที่ให้ถูกต้อง'],
    [
      'end before start',
      { startDate: '2026-06-02T00:00:00.000Z', endDate: '2026-06-01T00:00:00.000Z' },
      'endDate',
      'วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น',
    ],
    [
      'end equal to start',
      { startDate: '2026-06-01T00:00:00.000Z', endDate: '2026-06-01T00:00:00.000Z' },
      'endDate',
      'วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น',
    ],
  ] as const)('refuses %s with 400 on that field', async (_label, overrides, field, message) => {
    const body = validPromotion(overrides as Partial<PromotionInputBody>);
    // Sent raw through the untyped request: some of these bodies have wrong types on purpose.
    const res = await admin.post('/api/admin/promotions', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.fields[field]).toBe(message);
    if (typeof body.discountCode === 'string' && /^[A-Z0-9]+$/.test(body.discountCode)) {
      const [found] = await ctx.handle.db
        .select({ n: count() })
        .from(promotions)
        .where(eq(promotions.discountCode, body.discountCode));
      expect(found?.n).toBe(0);
    }
  });

  it('reports every wrong field at once, and refuses malformed JSON with 400', async () => {
    const res = addPromotion(admin, {
      title: '',
      message: '',
      imageUrl: null,
      maxUses: 0,
      discountCode: '',
      discountType: 'percentage',
      discountValue: 120,
      startDate: '2026-06-02T00:00:00.000Z',
      endDate: '2026-06-01T00:00:00.000Z',
    });
    const error = await refusal(res, 400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(
      ['discountCode', 'discountValue', 'endDate', 'maxUses', 'message', 'title'].sort(),
    );
    const malformed = await admin.request('POST', '/api/admin/promotions', {
      rawBody: '{"title":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('VALIDATION');
  });

  it('refuses a code that is taken (in any case) with 409 and a field error', async () => {
    for (const discountCode of ['FARM10', 'farm10']) {
      const res = addPromotion(admin, validPromotion({ discountCode }));
      expect(await refusal(res, 409)).toEqual({
        code: 'CONFLICT',
        message: CODE_TAKEN,
        fields: { discountCode: CODE_TAKEN },
      });
    }
  });

  it('race: five saves of one new code at once make one promotion', async () => {
    const body = validPromotion();
    const answers = await Promise.all(Array.from({ length: 5 }, () => addPromotion(admin, body)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const [found] = await ctx.handle.db
      .select({ n: count() })
      .from(promotions)
      .where(eq(promotions.discountCode, body.discountCode));
    expect(found?.n).toBe(1);
  });
});

describe('GET /api/admin/promotions', () => {
  it('lists every promotion newest first, switched off and expired too, with use counts', async () => {
    const older = await createPromotion(ctx.handle.db, {
      createdAt: new Date(Date.now() + HOUR),
      maxUses: 30,
      currentUses: 7,
      isActive: false,
    });
    const newer = await createPromotion(ctx.handle.db, {
      createdAt: new Date(Date.now() + 2 * HOUR),
      endDate: new Date(Date.now() - HOUR),
      startDate: new Date(Date.now() - 2 * HOUR),
      discountType: 'fixed',
      discountValueHundredths: 5050,
    });
    const res = await expectAnswer(adminPromotionPageSchema, listPromotions(admin));
    expect(res).toMatchObject({ page: 1, pageSize: 20 });
    expect(res.total).toBeGreaterThanOrEqual(3);
    const [first, second] = res.items;
    expect(first).toMatchObject({ id: newer.id, discountType: 'fixed', discountValue: 50.5 });
    expect(second).toMatchObject({
      id: older.id,
      maxUses: 30,
      currentUses: 7,
      isActive: false,
      startDate: null,
      endDate: null,
    });
    const paged = await answer(listPromotions(admin, { page: 2, pageSize: 1 }));
    expect(paged.items.map((p) => p.id)).toEqual([older.id]);
    await refusal(listPromotions(admin, { pageSize: 1000 }), 400);
  });
});

describe('PUT /api/admin/promotions/:id', () => {
  it('replaces what the form edits and keeps the uses and the switch', async () => {
    const promotion = await createPromotion(ctx.handle.db, {
      maxUses: 10,
      currentUses: 4,
      isActive: false,
    });
    const body = validPromotion({
      title: 'ลดกลางปี',
      discountCode: promotion.discountCode.toLowerCase(),
      discountType: 'fixed',
      discountValue: 75,
      maxUses: 20,
      imageUrl: 'https://shop.example/promo.png',
    });
    const res = await expectAnswer(promotionAnswerSchema, editPromotion(admin, promotion.id, body));
    expect(res.promotion).toMatchObject({
      id: promotion.id,
      title: 'ลดกลางปี',
      discountCode: promotion.discountCode,
      discountType: 'fixed',
      discountValue: 75,
      maxUses: 20,
      currentUses: 4,
      isActive: false,
      imageUrl: 'https://shop.example/promo.png',
    });
    expect((await row(promotion.id))?.discountValueHundredths).toBe(7500);
  });

  it('refuses max uses below the uses already made, clearly; equal is fine', async () => {
    const promotion = await createPromotion(ctx.handle.db, { maxUses: 10, currentUses: 6 });
    const withMax = (maxUses: number) =>
      editPromotion(
        admin,
        promotion.id,
        validPromotion({ discountCode: promotion.discountCode, maxUses }),
      );
    const lower = await refusal(withMax(5), 409);
    const message = 'จำนวนสิทธิ์ต้องไม่น้อยกว่าจำนวนที่ใช้ไปแล้ว (6 ครั้ง)';
    expect(lower).toEqual({ code: 'CONFLICT', message, fields: { maxUses: message } });
    expect((await row(promotion.id))?.maxUses).toBe(10);

    const equal = await expectAnswer(promotionAnswerSchema, withMax(6));
    expect(equal.promotion).toMatchObject({ maxUses: 6, currentUses: 6 });
  });

  it("refuses another promotion's code with 409 and leaves it as it was", async () => {
    const promotion = await createPromotion(ctx.handle.db);
    const res = editPromotion(admin, promotion.id, validPromotion({ discountCode: 'FARM10' }));
    expect((await refusal(res, 409)).fields).toEqual({ discountCode: CODE_TAKEN });
    expect(await row(promotion.id)).toEqual(promotion);
  });

  it('answers 404 for an unknown or malformed id, and 400 for a bad body', async () => {
    for (const id of ['987654', 'abc', '0', '-1']) {
      const res = editPromotion(admin, id, validPromotion());
      expect(await refusal(res, 404)).toEqual({
        code: 'NOT_FOUND',
        message: 'Promotion not found',
      });
    }
    const promotion = await createPromotion(ctx.handle.db);
    // Sent raw: a body with only a title is wrong on purpose.
    const bad = await admin.put(`/api/admin/promotions/${promotion.id}`, { title: 'x' });
    expect(bad.status).toBe(400);
  });

  it('checks the id before the body: a malformed id with malformed JSON is still a 404', async () => {
    const res = await admin.request('PUT', '/api/admin/promotions/abc', { rawBody: '{"title":' });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Promotion not found' });
  });
});
