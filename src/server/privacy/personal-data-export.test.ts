import { describe, expect, it } from 'vitest';
import { placedOrder } from '../../testing/admin-orders.ts';
import { refusal, setupTestApp } from '../../testing/api-client.ts';
import { createProduct } from '../../testing/factories/catalog.ts';

const ctx = setupTestApp();

describe('GET /api/me/export', () => {
  it("gives the customer everything the shop holds about them, as a file, and nobody else's", async () => {
    const first = await placedOrder(ctx, [{ quantity: 2 }], {
      customer: { firstName: 'สมหญิง', lastName: 'ใจดี' },
    });
    const other = await placedOrder(ctx);
    const { client } = first.customer;
    const saved = await client.api.me.addresses.$post({
      json: {
        recipient: 'สมหญิง ใจดี',
        phone: '0812345678',
        line1: '12 หมู่ 3',
        subdistrict: 'คลองจิก',
        district: 'บางปะอิน',
        province: 'พระนครศรีอยุธยา',
        postcode: '13160',
        isDefault: true,
      },
    });
    expect(saved.status).toBe(201);
    // A sold-out pack the customer waits for, and one another customer waits for.
    const soldOut = await createProduct(ctx.handle.db, { stockCount: 0, name: 'ปุ๋ยรอของเข้า' });
    const waiting = await client.api.products[':id']['stock-alerts'].$post({
      param: { id: String(soldOut.id) },
      json: {},
    });
    expect(waiting.status).toBe(201);
    const othersAlert = await other.customer.client.api.products[':id']['stock-alerts'].$post({
      param: { id: String(soldOut.id) },
      json: {},
    });
    expect(othersAlert.status).toBe(201);
    const othersAlertId = ((await othersAlert.json()) as { id: number }).id;

    const res = await client.api.me.export.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-\d{8}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = await res.json();
    expect(Object.keys(data).sort()).toEqual(
      [
        'addresses',
        'codeUses',
        'consents',
        'events',
        'exportedAt',
        'lineLink',
        'orders',
        'payments',
        'points',
        'profile',
        'reviews',
        'stockAlerts',
      ].sort(),
    );
    expect(data.profile).toMatchObject({ firstName: 'สมหญิง', lastName: 'ใจดี' });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.addresses.map((address) => address.subdistrict)).toEqual(['คลองจิก']);
    expect(data.orders.map((order) => order.id)).toEqual([first.order.id]);
    expect(data.orders[0]?.items).toHaveLength(1);
    expect(data.lineLink).toBeNull();
    expect(data.points).toEqual({ balance: 0, history: [] });
    expect(data.stockAlerts).toEqual([
      expect.objectContaining({
        productId: soldOut.id,
        variantId: soldOut.variantId,
        productName: 'ปุ๋ยรอของเข้า',
        notifiedAt: null,
      }),
    ]);
    expect(data.stockAlerts[0]?.id).not.toBe(othersAlertId);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.order.id);
    expect(text).not.toMatch(/password/i);
  });

  it('is for a signed-in customer only', async () => {
    await refusal(ctx.client().api.me.export.$get(), 401, 'UNAUTHENTICATED');
  });
});
