import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { del, errorReply, get, memberOf, mockApi, put } from '../../../testing/api-mock.ts';
import { renderPages } from '../../../testing/page-router.tsx';
import { useSessionStore } from '../accounts/session-store.ts';
import * as accountPrivacyPage from './account-privacy-page.tsx';
import * as noticePage from './privacy-notice-page.tsx';

beforeEach(() => {
  useSessionStore.setState({ status: 'ready', user: memberOf('customer') });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the privacy notice page', () => {
  it('shows the notice in force with its version and date', async () => {
    mockApi(
      get('/privacy-notice', {
        version: 3,
        publishedAt: '2026-11-20T03:00:00.000Z',
        html: '<h2>ประกาศความเป็นส่วนตัว</h2><h3>ข้อมูลที่ร้านเก็บ</h3><ul><li>ชื่อและเบอร์โทร</li></ul>',
      }),
    );
    renderPages({ '/privacy': noticePage }, '/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ประกาศความเป็นส่วนตัว' }),
    ).toBeVisible();
    expect(await screen.findByText(/^ฉบับที่ 3 ประกาศเมื่อ/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'ข้อมูลที่ร้านเก็บ' })).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent('ชื่อและเบอร์โทร');
  });
});

describe('my data and privacy', () => {
  it('accepts a new notice, withdraws marketing and offers the download', async () => {
    const calls = mockApi(
      get('/me/consents', { marketing: true, noticeAccepted: 1, noticeCurrent: 2 }),
      put('/me/consents', async (request) => {
        const body = (await request.json()) as { marketing?: boolean; acceptNotice?: true };
        return {
          marketing: body.marketing ?? true,
          noticeAccepted: body.acceptNotice ? 2 : 1,
          noticeCurrent: 2,
        };
      }),
    );
    renderPages({ '/account/privacy': accountPrivacyPage }, '/account/privacy');
    expect(await screen.findByText(/ปรับปรุงประกาศความเป็นส่วนตัวเป็นฉบับที่ 2/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ยอมรับฉบับใหม่' }));
    expect(await screen.findByText('คุณยอมรับประกาศฉบับที่ 2 แล้ว')).toBeVisible();

    const marketing = screen.getByRole('checkbox', { name: /รับข่าวสารและโปรโมชัน/ });
    expect(marketing).toBeChecked();
    await user.click(marketing);
    expect(await screen.findByText('คุณไม่ได้รับข่าวสารและโปรโมชัน')).toBeVisible();
    expect(calls.map((call) => call.body).filter(Boolean)).toEqual([
      { acceptNotice: true },
      { marketing: false },
    ]);

    expect(screen.getByRole('link', { name: 'ดาวน์โหลดข้อมูลของฉัน' })).toHaveAttribute(
      'href',
      '/api/me/export',
    );
  });

  it('erases the account only with the password, says so, then signs the browser out and goes home', async () => {
    let tries = 0;
    mockApi(
      get('/me/consents', { marketing: false, noticeAccepted: 1, noticeCurrent: 1 }),
      del('/me', () => {
        tries += 1;
        return tries === 1
          ? Response.json(
              errorReply('VALIDATION', 'รหัสผ่านไม่ถูกต้อง', {
                fields: { password: 'รหัสผ่านไม่ถูกต้อง' },
              }),
              { status: 400 },
            )
          : new Response(null, { status: 204 });
      }),
    );
    renderPages(
      { '/account/privacy': accountPrivacyPage, '/': { Component: () => <p>หน้าแรก</p> } },
      '/account/privacy',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ลบบัญชี' }));
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการลบบัญชี' });
    await user.click(within(dialog).getByRole('button', { name: 'ลบบัญชีถาวร' }));
    expect(within(dialog).getByText('กรุณากรอกรหัสผ่านเพื่อยืนยัน')).toBeVisible();
    expect(tries).toBe(0);

    const password = within(dialog).getByLabelText('รหัสผ่านของคุณ');
    await user.type(password, 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'ลบบัญชีถาวร' }));
    expect(await within(dialog).findByText('รหัสผ่านไม่ถูกต้อง')).toBeVisible();
    expect(useSessionStore.getState().user).not.toBeNull();

    await user.clear(password);
    await user.type(password, 'green-rice-77');
    await user.click(within(dialog).getByRole('button', { name: 'ลบบัญชีถาวร' }));
    const erased = await screen.findByRole('dialog', { name: 'ลบบัญชีเรียบร้อยแล้ว' });
    expect(within(erased).getByRole('status')).toHaveTextContent(/ออกจากระบบแล้ว/);
    expect(tries).toBe(2);
    await user.click(within(erased).getByRole('button', { name: 'กลับหน้าแรก' }));
    expect(await screen.findByText('หน้าแรก')).toBeVisible();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('keeps the account while orders are under way, and lists them in Thai with links to each', async () => {
    const refusal =
      'ยังลบบัญชีไม่ได้ เพราะมีคำสั่งซื้อที่ยังไม่ได้รับสินค้าหรือยังไม่ได้ยกเลิก กรุณารอให้ได้รับสินค้าหรือยกเลิกคำสั่งซื้อก่อน';
    mockApi(
      get('/me/consents', { marketing: false, noticeAccepted: 1, noticeCurrent: 1 }),
      del(
        '/me',
        errorReply('OPEN_ORDERS', refusal, { orders: ['TXN1795348555341', 'TXN1795348999999'] }),
        409,
      ),
    );
    renderPages({ '/account/privacy': accountPrivacyPage }, '/account/privacy');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ลบบัญชี' }));
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการลบบัญชี' });
    await user.type(within(dialog).getByLabelText('รหัสผ่านของคุณ'), 'green-rice-77');
    await user.click(within(dialog).getByRole('button', { name: 'ลบบัญชีถาวร' }));

    const refused = await within(dialog).findByRole('alert', { name: 'คำสั่งซื้อที่ยังไม่เสร็จ' });
    expect(within(refused).getByText(refusal)).toBeVisible();
    const links = within(refused).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['คำสั่งซื้อ TXN1795348555341', '/orders/TXN1795348555341'],
      ['คำสั่งซื้อ TXN1795348999999', '/orders/TXN1795348999999'],
    ]);
    // Still signed in, still in the dialog, with what was typed.
    expect(useSessionStore.getState().user).not.toBeNull();
    expect(within(dialog).getByLabelText('รหัสผ่านของคุณ')).toHaveValue('green-rice-77');
    expect(screen.queryByRole('dialog', { name: 'ลบบัญชีเรียบร้อยแล้ว' })).not.toBeInTheDocument();
  });

  it('asks in red, and the customer can step back without erasing anything', async () => {
    const calls = mockApi(
      get('/me/consents', { marketing: false, noticeAccepted: 1, noticeCurrent: 1 }),
    );
    renderPages({ '/account/privacy': accountPrivacyPage }, '/account/privacy');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ลบบัญชี' }));
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการลบบัญชี' });
    const confirm = within(dialog).getByRole('button', { name: 'ลบบัญชีถาวร' });
    expect(confirm).toHaveClass('bg-red-700');
    expect(confirm).not.toHaveClass('bg-brand-700');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(useSessionStore.getState().user).not.toBeNull();
  });
});
