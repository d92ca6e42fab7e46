import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { del, errorReply, get, memberOf, mockApi, post } from '../../../testing/api-mock.ts';
import { renderPages } from '../../../testing/page-router.tsx';
import { useSessionStore } from '../accounts/session-store.ts';
import * as linePage from './line-link-page.tsx';

const shop = {
  name: 'ร้านเกษตรอยุธยา',
  address: 'อยุธยา',
  email: 'shop@example.com',
  phone: '0352123456',
  hours: { weekdays: '08:00-17:00', saturday: '08:00-12:00', sunday: 'ปิด' },
  lineQrImage: '/line-qr.png',
  lineId: '@kaset ayutthaya',
  lineUrl: 'https://line.me/R/ti/p/@kaset',
};

beforeEach(() => {
  useSessionStore.setState({ status: 'ready', user: memberOf('customer') });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LINKED_AT = '2026-11-21T07:05:00.000Z';
const REQUESTED_AT = '2026-11-21T07:02:00.000Z';

describe('connecting LINE', () => {
  it('shows a code with its minutes and a link that opens the shop’s LINE with it typed, then asks to confirm what LINE sent', async () => {
    let pending = false;
    const calls = mockApi(
      get('/settings/shop', shop),
      get('/me/line-link', () => ({
        linked: null,
        pending: pending ? { requestedAt: REQUESTED_AT } : null,
      })),
      post('/me/line-link', {
        code: 'K7M2QX9P',
        expiresAt: new Date(Date.now() + 10 * 60_000 - 1000).toISOString(),
      }),
      post('/me/line-link/confirm', { linked: { linkedAt: LINKED_AT }, pending: null }),
    );
    renderPages({ '/account/line': linePage }, '/account/line');
    expect(await screen.findByText(/ไม่ส่งโฆษณา/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'รับรหัสเชื่อมต่อ' }));

    const panel = await screen.findByRole('region', { name: 'รหัสเชื่อมต่อของคุณ' });
    expect(within(panel).getByText('K7M2QX9P')).toBeVisible();
    expect(within(panel).getByText('ใช้ได้อีก 10 นาที')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'เปิด LINE ของร้านพร้อมรหัส' })).toHaveAttribute(
      'href',
      'https://line.me/R/oaMessage/%40kaset%20ayutthaya/?K7M2QX9P',
    );

    await user.click(within(panel).getByRole('button', { name: 'ตรวจสอบอีกครั้ง' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ยังไม่พบคำขอเชื่อมต่อ ส่งรหัสทาง LINE แล้วกดตรวจสอบอีกครั้ง',
    );
    expect(within(panel).getByText('K7M2QX9P')).toBeVisible();

    // LINE heard the code: the page asks the customer, and links nothing by itself.
    pending = true;
    await user.click(within(panel).getByRole('button', { name: 'ตรวจสอบอีกครั้ง' }));
    const request = await screen.findByRole('region', { name: 'มีคำขอเชื่อมต่อ LINE รอคุณยืนยัน' });
    expect(within(request).getByText(/^ส่งรหัสจาก LINE เมื่อ .*14:02/)).toBeVisible();
    expect(
      within(request).getByText(
        'ยืนยันเฉพาะเมื่อคุณเป็นผู้ส่งรหัสนี้จาก LINE ของคุณเอง หากไม่ใช่ ไม่ต้องกดยืนยัน คำขอจะหมดอายุเอง',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'เชื่อมต่อ LINE แล้ว' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/me/line-link/confirm')).toHaveLength(0);

    await user.click(within(request).getByRole('button', { name: 'ยืนยันการเชื่อมต่อ LINE' }));
    expect(await screen.findByRole('heading', { name: 'เชื่อมต่อ LINE แล้ว' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'เชื่อมต่อ LINE เรียบร้อยแล้ว ร้านจะแจ้งข่าวคำสั่งซื้อทาง LINE นี้',
    );
    expect(screen.getByText(/^เชื่อมต่อเมื่อ .*14:05/)).toBeVisible();
    expect(screen.queryByRole('region', { name: /รอคุณยืนยัน/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/me/line-link',
      '/api/me/line-link/confirm',
    ]);
  });

  it('shows a request waiting beside the link it would replace, and the shop’s refusal of a late confirm', async () => {
    mockApi(
      get('/settings/shop', shop),
      get('/me/line-link', {
        linked: { linkedAt: LINKED_AT },
        pending: { requestedAt: REQUESTED_AT },
      }),
      post(
        '/me/line-link/confirm',
        errorReply('CONFLICT', 'ไม่มีคำขอเชื่อมต่อ LINE ที่รอยืนยัน กรุณาส่งรหัสทาง LINE อีกครั้ง'),
        409,
      ),
    );
    renderPages({ '/account/line': linePage }, '/account/line');
    const request = await screen.findByRole('region', { name: 'มีคำขอเชื่อมต่อ LINE รอคุณยืนยัน' });
    expect(screen.getByRole('heading', { name: 'เชื่อมต่อ LINE แล้ว' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'รับรหัสเชื่อมต่อ' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(request).getByRole('button', { name: 'ยืนยันการเชื่อมต่อ LINE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ไม่มีคำขอเชื่อมต่อ LINE ที่รอยืนยัน กรุณาส่งรหัสทาง LINE อีกครั้ง',
    );
  });

  it('unlinks after asking, and offers a new code', async () => {
    const calls = mockApi(
      get('/settings/shop', shop),
      get('/me/line-link', { linked: { linkedAt: LINKED_AT }, pending: null }),
      del('/me/line-link', () => new Response(null, { status: 204 })),
    );
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    renderPages({ '/account/line': linePage }, '/account/line');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกการเชื่อมต่อ' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ยกเลิกการเชื่อมต่อ LINE แล้ว');
    expect(screen.getByRole('button', { name: 'รับรหัสเชื่อมต่อ' })).toBeVisible();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
