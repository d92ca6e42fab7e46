import { createHmac } from 'node:crypto';
import { expect, test } from './support/fixtures.ts';

/**
 * Linking a customer's LINE (decision 0027), on a phone: a one-time code on /account/line, sent
 * to the shop's LINE account (LINE's signed webhook, as LINE's servers would call it), then the
 * page shows the request and the customer confirms it; unlinking asks first. Only the channel
 * secret is saved, so nothing is pushed to LINE during the run.
 */

const SECRET = 'e2e-line-channel-secret';
const LINE_USER = `U${'e'.repeat(32)}`;

test('a customer links their LINE with a one-time code, confirms it in the shop and unlinks it', async ({
  page,
  customer: _customer,
  staff,
}) => {
  const saved = await staff.request.put('/api/admin/settings/line', {
    data: { channelAccessToken: '', channelSecret: SECRET, shopRecipients: [] },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/account/line');
  await page.getByRole('button', { name: 'รับรหัสเชื่อมต่อ' }).click();
  const code = page.getByText(/^[2-9A-HJ-NP-Z]{8}$/);
  await expect(code).toBeVisible();
  const typed = ((await code.textContent()) ?? '').trim();
  await expect(page.getByRole('link', { name: 'เปิด LINE ของร้านพร้อมรหัส' })).toHaveAttribute(
    'href',
    new RegExp(`/\\?${typed}$`),
  );

  // The customer sends the code in the shop's LINE chat: LINE calls the webhook, signed.
  const body = JSON.stringify({
    destination: 'Ushop',
    events: [
      {
        type: 'message',
        mode: 'active',
        timestamp: Date.now(),
        source: { type: 'user', userId: LINE_USER },
        webhookEventId: `e2e-${Date.now()}`,
        deliveryContext: { isRedelivery: false },
        replyToken: 'e2e-reply',
        message: { id: '1', type: 'text', quoteToken: 'q', text: `รหัส ${typed}` },
      },
    ],
  });
  const unsigned = await page.request.post('/api/line/webhook', {
    headers: { 'content-type': 'application/json', 'x-line-signature': 'forged' },
    data: body,
  });
  expect(unsigned.status()).toBe(401);
  const signature = createHmac('sha256', SECRET).update(body).digest('base64');
  const heard = await page.request.post('/api/line/webhook', {
    headers: { 'content-type': 'application/json', 'x-line-signature': signature },
    data: body,
  });
  expect(heard.status(), await heard.text()).toBe(200);

  // The code alone links nothing: the shop asks the customer to confirm.
  await page.getByRole('button', { name: 'ตรวจสอบอีกครั้ง' }).click();
  const request = page.getByRole('region', { name: 'มีคำขอเชื่อมต่อ LINE รอคุณยืนยัน' });
  await expect(request).toBeVisible();
  const waiting = await (await page.request.get('/api/me/line-link')).json();
  expect(waiting).toMatchObject({ linked: null, pending: { requestedAt: expect.any(String) } });
  await request.getByRole('button', { name: 'ยืนยันการเชื่อมต่อ LINE' }).click();
  await expect(page.getByRole('heading', { name: 'เชื่อมต่อ LINE แล้ว' })).toBeVisible();
  await expect(page.getByText(/^เชื่อมต่อเมื่อ /)).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ' }).click();
  await expect(page.getByRole('button', { name: 'รับรหัสเชื่อมต่อ' })).toBeVisible();
  const status = await (await page.request.get('/api/me/line-link')).json();
  expect(status).toEqual({ linked: null, pending: null });
});
