import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrdersSummary } from '../../../shared/contracts/admin-orders.ts';
import { signIn } from '../../../testing/admin-orders-page.ts';
import { routeApi } from '../../../testing/api-mock.ts';
import {
  SUMMARY_POLL_MS,
  useOrdersSummaryStore,
} from '../../features/orders/admin/orders-summary.ts';
import { Component as AdminLayout } from './admin-layout.tsx';

function renderAdmin(path: string) {
  const router = createMemoryRouter(
    [{ path: '/admin', Component: AdminLayout, children: [{ path: '*', element: <p>x</p> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  useOrdersSummaryStore.setState({ summary: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the sidebar counts new orders', () => {
  it('shows how many orders wait for a decision and follows new ones', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('sale');
    let summary: OrdersSummary = { newOrders: 3, latestOrderAt: '2026-11-25T07:00:00.000Z' };
    routeApi((call) => {
      if (call.path === '/api/auth/session' || call.path === '/api/auth/me') {
        return { status: 200, body: { user: staffUser('sale') } };
      }
      if (call.path === '/api/admin/transactions/summary') return { status: 200, body: summary };
      return undefined;
    });
    renderAdmin('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const link = await within(nav).findByRole('link', { name: 'Transactions, 3 new orders' });
    expect(link).toHaveAttribute('href', '/admin/transactions');

    summary = { newOrders: 4, latestOrderAt: '2026-11-25T07:01:00.000Z' };
    await act(() => vi.advanceTimersByTimeAsync(SUMMARY_POLL_MS));
    expect(
      await within(nav).findByRole('link', { name: 'Transactions, 4 new orders' }),
    ).toBeVisible();
  });

  it('shows no count when nothing waits', async () => {
    signIn('admin');
    routeApi((call) =>
      call.path === '/api/admin/transactions/summary'
        ? { status: 200, body: { newOrders: 0, latestOrderAt: null } }
        : call.path === '/api/admin/payments/count'
          ? { status: 200, body: { waiting: 0 } }
          : { status: 200, body: { user: staffUser('admin') } },
    );
    renderAdmin('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveTextContent(
      /^Transactions$/,
    );
  });
});

function staffUser(role: 'sale' | 'admin') {
  return {
    id: 'staff-sale',
    phone: '0811111111',
    firstName: 'สมศรี',
    lastName: 'ขายดี',
    address: 'อยุธยา',
    role,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastProfileEditAt: null,
  };
}
