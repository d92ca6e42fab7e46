import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from '../../../../shared/admin-routes.ts';
import type { OutboxEntry } from '../../../../shared/contracts/notifications-answers.ts';
import { outboxMessages } from '../../../../shared/notification-messages.ts';
import { errorReply, get, memberOf, mockApi, post } from '../../../../testing/api-mock.ts';
import { renderPages } from '../../../../testing/page-router.tsx';
import { useSessionStore } from '../../accounts/session-store.ts';
import * as outboxPage from './outbox-admin-page.tsx';

const GROUP = `C${'a'.repeat(32)}`;

function entry(overrides: Partial<OutboxEntry>): OutboxEntry {
  return {
    id: 1,
    channel: 'line',
    to: GROUP,
    template: 'shop.order_placed',
    status: 'sent',
    attempts: 1,
    lastError: null,
    // 14:05 in Bangkok.
    createdAt: '2026-11-21T07:05:00.000Z',
    sentAt: '2026-11-21T07:05:30.000Z',
    ...overrides,
  };
}

const failed = entry({
  id: 2,
  status: 'failed',
  attempts: 5,
  lastError: 'LINE 401: Authentication failed',
  sentAt: null,
});
const sent = entry({ id: 1, template: 'customer.order_shipped' });

beforeEach(() => {
  useSessionStore.setState({ status: 'ready', user: memberOf('admin') });
});
afterEach(cleanup);

describe('the outbox', () => {
  it('is named in the sidebar as on the page', () => {
    expect(ADMIN_ROUTES.adminNotifications.nav.label).toBe(outboxMessages.title);
  });

  it('lists the messages with Thai names and Bangkok times, and filters by status in the URL', async () => {
    const calls = mockApi(
      get('/admin/notifications', (request) =>
        new URL(request.url).searchParams.get('status') === 'failed'
          ? { items: [failed], total: 1 }
          : { items: [failed, sent], total: 2 },
      ),
    );
    const router = renderPages({ '/admin/notifications': outboxPage }, '/admin/notifications');
    await screen.findByText(failed.lastError as string);
    const table = screen.getByRole('table', { name: 'การแจ้งเตือน' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('คำสั่งซื้อใหม่')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('ส่งไม่สำเร็จ')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText(failed.lastError as string)).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText(/14:05/)).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('customer.order_shipped')).toBeVisible();
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'ทั้งหมด' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().click(screen.getByRole('link', { name: 'ส่งไม่สำเร็จ' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(() => expect(screen.queryByText('customer.order_shipped')).toBeNull());
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'ส่งไม่สำเร็จ' })).toHaveAttribute('aria-current', 'page');
    expect(calls.map((call) => call.search.get('status'))).toEqual([null, 'failed']);
  });

  it('resends a failed message and reloads the list', async () => {
    let outbox = [failed];
    const calls = mockApi(
      get('/admin/notifications', () => ({ items: outbox, total: outbox.length })),
      post('/admin/notifications/:id/resend', () => {
        const again = { ...failed, status: 'pending' as const };
        outbox = [again];
        return { notification: again };
      }),
    );
    renderPages({ '/admin/notifications': outboxPage }, '/admin/notifications?status=failed');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /^ส่งอีกครั้ง: คำสั่งซื้อใหม่/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(outboxMessages.resent);
    expect(await screen.findByText('รอส่ง', { selector: 'span' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/notifications/2/resend',
    ]);
  });

  it('says why a resend was refused (409) and loads the list again', async () => {
    let loads = 0;
    mockApi(
      get('/admin/notifications', () => {
        loads += 1;
        return { items: loads === 1 ? [failed] : [{ ...failed, status: 'sent' }], total: 1 };
      }),
      post(
        '/admin/notifications/:id/resend',
        errorReply('CONFLICT', 'ส่งซ้ำได้เฉพาะข้อความที่ส่งไม่สำเร็จ'),
        409,
      ),
    );
    renderPages({ '/admin/notifications': outboxPage }, '/admin/notifications');
    await userEvent.setup().click(await screen.findByRole('button', { name: /^ส่งอีกครั้ง/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ส่งซ้ำได้เฉพาะข้อความที่ส่งไม่สำเร็จ');
    expect(await screen.findByText('ส่งแล้ว', { selector: 'span' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^ส่งอีกครั้ง/ })).toBeNull();
  });
});
