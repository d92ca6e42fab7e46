import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../shared/domain/roles.ts';
import { get, memberOf, mockApi, routeApi } from '../../../testing/api-mock.ts';
import { Link } from '../../components/ui/link.tsx';
import { useSessionStore } from '../../features/accounts/session-store.ts';
import { useOrdersSummaryStore } from '../../features/orders/admin/orders-summary.ts';
import {
  setWaitingSlips,
  useWaitingSlips,
  useWaitingSlipsStore,
} from '../../features/payments/admin/waiting-slips.ts';
import { Component as AdminLayout } from './admin-layout.tsx';

function renderAdmin(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>public home</p> },
      {
        path: '/admin',
        Component: AdminLayout,
        children: [
          { path: 'dashboard', element: <Link to="/admin/transactions">to transactions</Link> },
          { path: '*', element: <p>section</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function signIn(role: Role) {
  useSessionStore.setState({ status: 'ready', user: memberOf(role) });
}

/** The staff API of the layout: the session, no new orders, and `total` slips waiting. */
function serve(role: Role, total: () => number) {
  return routeApi((call) => {
    if (call.path === '/api/auth/session') return { status: 200, body: { user: memberOf(role) } };
    if (call.path === '/api/admin/transactions/summary') {
      return { status: 200, body: { newOrders: 0, latestOrderAt: null } };
    }
    if (call.path === '/api/admin/payments/count') {
      return { status: 200, body: { waiting: total() } };
    }
    return undefined;
  });
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  useOrdersSummaryStore.setState({ summary: null });
  useWaitingSlipsStore.setState({ count: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sidebar counts slips waiting for staff', () => {
  it('shows the queue total beside the payments entry and asks again on each page', async () => {
    signIn('sale');
    let waiting = 2;
    const calls = serve('sale', () => waiting);
    renderAdmin('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const entry = await within(nav).findByRole('link', {
      name: 'การชำระเงิน, สลิปรอตรวจสอบ 2 รายการ',
    });
    expect(entry).toHaveAttribute('href', '/admin/payments');
    expect(entry).toHaveTextContent(/^การชำระเงิน2,/);

    waiting = 1;
    await userEvent.click(screen.getByRole('link', { name: 'to transactions' }));
    expect(
      await within(nav).findByRole('link', { name: 'การชำระเงิน, สลิปรอตรวจสอบ 1 รายการ' }),
    ).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith('/api/admin/payments'))).toHaveLength(2);
  });

  it('shows no count when no slip waits, and follows the count the queue page reports', async () => {
    signIn('admin');
    serve('admin', () => 0);
    renderAdmin('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(await within(nav).findByRole('link', { name: 'การชำระเงิน' })).toHaveTextContent(
      /^การชำระเงิน$/,
    );
    act(() => setWaitingSlips(4));
    expect(
      within(nav).getByRole('link', { name: 'การชำระเงิน, สลิปรอตรวจสอบ 4 รายการ' }),
    ).toBeVisible();
  });

  it("shows the count in the phone's header too, where the sidebar is a closed drawer", async () => {
    signIn('sale');
    const calls = serve('sale', () => 2);
    renderAdmin('/admin/dashboard');
    const header = await screen.findByRole('banner');
    const slips = await within(header).findByRole('link', { name: 'สลิปรอตรวจ 2 รายการ' });
    expect(slips).toHaveAttribute('href', '/admin/payments');
    // The header reads the sidebar's count: the queue is asked once.
    expect(calls.filter((call) => call.path.startsWith('/api/admin/payments'))).toHaveLength(1);
    act(() => setWaitingSlips(0));
    expect(within(header).queryByRole('link', { name: /สลิปรอตรวจ/ })).toBeNull();
  });

  it('is not asked for anyone who may not open the queue', async () => {
    // A customer is sent back to the shop: the layout asks for nothing of staff.
    signIn('customer');
    const calls = mockApi(get('/auth/session', { user: memberOf('customer') }));
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('public home')).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith('/api/admin'))).toEqual([]);

    // The rule itself: without the permission, no call and no count, whatever the store holds.
    setWaitingSlips(3);
    const { result } = renderHook(() => useWaitingSlips(false, true, '/admin/dashboard'));
    expect(result.current).toBeNull();
  });
});
