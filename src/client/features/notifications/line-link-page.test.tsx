import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { del, get, memberOf, mockApi, post } from '../../../testing/api-mock.ts';
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

describe('connecting LINE', () => {
  it('shows a code with its minutes and a link that opens the shop’s LINE with it typed', async () => {
    let linked = false;
    const calls = mockApi(
      get('/settings/shop', shop),
      get('/me/line-link', () => ({
        linked,
        linkedAt: linked ? '2026-11-21T07:05:00.000Z' : null,
      })),
      post('/me/line-link', {
        code: '042917',
        expiresAt: new Date(Date.now() + 10 * 60_000 - 1000).toISOString(),
      }),
    );
    renderPages({ '/account/line': linePage }, '/account/line');
    expect(await screen.findByText(/ไม่ส่งโฆษณา/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'รับรหัสเชื่อมต่อ' }));

    const panel = await screen.findByRole('region', { name: 'รหัสเชื่อมต่อของคุณ' });
    expect(within(panel).getByText('042917')).toBeVisible();
    expect(within(panel).getByText('ใช้ได้อีก 10 นาที')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'เปิด LINE ของร้านพร้อมรหัส' })).toHaveAttribute(
      'href',
      'https://line.me/R/oaMessage/%40kaset%20ayutthaya/?042917',
    );

    await user.click(within(panel).getByRole('button', { name: 'ตรวจสอบอีกครั้ง' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/ยังไม่พบการเชื่อมต่อ/);
    expect(within(panel).getByText('042917')).toBeVisible();

    linked = true;
    await user.click(within(panel).getByRole('button', { name: 'ตรวจสอบอีกครั้ง' }));
    expect(await screen.findByRole('heading', { name: 'เชื่อมต่อ LINE แล้ว' })).toBeVisible();
    expect(screen.getByText(/^เชื่อมต่อเมื่อ .*14:05/)).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('unlinks after asking, and offers a new code', async () => {
    const calls = mockApi(
      get('/settings/shop', shop),
      get('/me/line-link', { linked: true, linkedAt: '2026-11-21T07:05:00.000Z' }),
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
