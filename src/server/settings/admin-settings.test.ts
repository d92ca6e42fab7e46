import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { clientAs, REFUSED_ROLES, signedInClient } from '../../testing/staff-session.ts';

const ctx = setupTestApp();

const newSettings = {
  name: 'ร้านเกษตรอยุธยา สาขาบางปะอิน',
  address: '1 หมู่ 1 ต.บ้านเลน อ.บางปะอิน จ.พระนครศรีอยุธยา 13160',
  email: 'bangpain@kasetayutthaya.example',
  phone: '035-261-111',
  hours: {
    weekdays: 'จันทร์ - ศุกร์ 7:30 - 18:00',
    saturday: 'เสาร์ 8:00 - 12:00',
    sunday: 'อาทิตย์ ปิดทำการ',
  },
  lineQrImage: '/uploads/0123456789abcdef0123456789abcdef.webp',
  lineId: '@kaset-bangpain',
  lineUrl: 'https://line.me/R/ti/p/@kaset-bangpain',
};

let admin: TestClient;
beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
});

describe('shop settings in the admin', () => {
  it.each(REFUSED_ROLES)('refuses a %s', async (_label, role, status) => {
    const client = await clientAs(ctx, role);
    expect((await client.get('/api/admin/settings/shop')).status).toBe(status);
    const res = await client.put('/api/admin/settings/shop', newSettings);
    expect(res.status).toBe(status);
    const shop = await ctx.client().get('/api/settings/shop');
    expect(shop.body.name).not.toBe(newSettings.name);
  });

  it('saves the contact details and the storefront reads them at once', async () => {
    const before = await admin.get('/api/admin/settings/shop');
    expect(before.status).toBe(200);
    expect(before.body.hours.weekdays).toBe('จันทร์ - ศุกร์ 8:00 - 17:00');

    const res = await admin.put('/api/admin/settings/shop', newSettings);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ settings: newSettings });
    const shop = await ctx.client().get('/api/settings/shop');
    expect(shop.body).toEqual(newSettings);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['name blank', { name: ' ' }, 'name', 'กรุณากรอกข้อมูลนี้'],
    ['address too long', { address: 'ก'.repeat(501) }, 'address', 'ยาวได้ไม่เกิน 500 ตัวอักษร'],
    ['email not an address', { email: 'ร้าน@' }, 'email', 'กรุณากรอกอีเมลให้ถูกต้อง'],
    ['phone missing', { phone: undefined }, 'phone', 'กรุณากรอกข้อมูลนี้'],
    [
      'saturday hours blank',
      { hours: { ...newSettings.hours, saturday: '' } },
      'hours.saturday',
      'กรุณากรอกข้อมูลนี้',
    ],
    [
      'QR image not a URL',
      { lineQrImage: 'javascript:alert(1)' },
      'lineQrImage',
      'กรุณากรอก URL ให้ถูกต้อง (http(s)://… หรือ /images/… หรือ /uploads/…)',
    ],
    [
      'LINE link not over https',
      { lineUrl: 'http://line.me/R/ti/p/@kaset-bangpain' },
      'lineUrl',
      'กรุณากรอกลิงก์ LINE ที่ขึ้นต้นด้วย https://line.me/ หรือ https://lin.ee/',
    ],
    [
      'LINE link to another site',
      { lineUrl: 'https://line.me.example.com/R/ti/p/@x' },
      'lineUrl',
      'กรุณากรอกลิงก์ LINE ที่ขึ้นต้นด้วย https://line.me/ หรือ https://lin.ee/',
    ],
    [
      'LINE link as a script',
      { lineUrl: 'javascript:alert(1)//https://line.me/' },
      'lineUrl',
      'กรุณากรอกลิงก์ LINE ที่ขึ้นต้นด้วย https://line.me/ หรือ https://lin.ee/',
    ],
  ])('refuses %s and keeps the saved details', async (_label, change, field, message) => {
    const before = await ctx.client().get('/api/settings/shop');
    const res = await admin.put('/api/admin/settings/shop', { ...newSettings, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
    expect((await ctx.client().get('/api/settings/shop')).body).toEqual(before.body);
  });

  it('keeps the LINE link when a form without it is saved, and clears it when sent empty', async () => {
    await admin.put('/api/admin/settings/shop', newSettings);
    const { lineUrl: _lineUrl, ...withoutLink } = newSettings;
    const kept = await admin.put('/api/admin/settings/shop', withoutLink);
    expect(kept.status).toBe(200);
    expect(kept.body.settings.lineUrl).toBe(newSettings.lineUrl);

    const cleared = await admin.put('/api/admin/settings/shop', { ...newSettings, lineUrl: ' ' });
    expect(cleared.status).toBe(200);
    expect((await ctx.client().get('/api/settings/shop')).body.lineUrl).toBe('');
  });

  it('stores markup in the shop name as written', async () => {
    const name = '<script>alert(1)</script>ร้าน';
    const res = await admin.put('/api/admin/settings/shop', { ...newSettings, name });
    expect(res.status).toBe(200);
    expect((await ctx.client().get('/api/settings/shop')).body.name).toBe(name);
  });
});
