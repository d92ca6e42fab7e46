import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../client/features/accounts/session-store.ts';
import * as ordersPage from '../client/features/orders/admin/orders-admin-page.tsx';
import type { SessionUser } from '../shared/contracts/accounts.ts';
import type {
  AdminOrderDetail,
  AdminOrderPage,
  OrdersSummary,
} from '../shared/contracts/admin-orders.ts';
import { type Answer, get, memberOf, mockApi, type SentRequest } from './api-mock.ts';
import { buildAdminOrder } from './factories/orders.ts';
import { renderPages } from './page-router.tsx';

/** Component tests of the back office's transactions: a signed-in staff member and a mock API. */
export function signIn(role: SessionUser['role']) {
  useSessionStore.setState({
    status: 'ready',
    user: memberOf(role, {
      id: `staff-${role}`,
      phone: '0811111111',
      firstName: 'สมศรี',
      lastName: 'ขายดี',
      address: 'อยุธยา',
    }),
  });
}

export const pending = buildAdminOrder({ id: 'TXN1795348600000' });
export const confirmed = buildAdminOrder({
  id: 'TXN1795348500000',
  status: 'confirmed',
  workflowStatus: 'received',
  firstName: 'มานี',
  lastName: 'รักนา',
  phone: '0898765432',
});

/** A page of the list as the API answers it, with the shop's counters. */
export function page(
  items: AdminOrderDetail[],
  counters: Partial<AdminOrderPage['counters']> = {},
): AdminOrderPage {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 10,
    counters: { pending: 0, confirmed: 0, shipped: 0, delivered: 0, cancelled: 0, ...counters },
  };
}

/**
 * The transactions API: the list answers `list` (the pending and the confirmed order by default),
 * the summary `summary`, an order's detail `detail` (the pending one by default); `writes` answer
 * the rest. Answers the requests the page sent.
 */
export function serve(
  options: {
    list?: AdminOrderPage | (() => AdminOrderPage);
    detail?: AdminOrderDetail;
    summary?: () => OrdersSummary;
  } = {},
  ...writes: Answer[]
): SentRequest[] {
  return mockApi(
    ...writes,
    get(
      '/admin/transactions/summary',
      () => options.summary?.() ?? { newOrders: 7, latestOrderAt: pending.createdAt },
    ),
    get('/admin/transactions', () =>
      typeof options.list === 'function'
        ? options.list()
        : (options.list ?? page([pending, confirmed], { pending: 7, confirmed: 3 })),
    ),
    get('/admin/transactions/:id', () => options.detail ?? pending),
  );
}

/** The transactions page as the router shows it, at `at`. */
export function renderOrders(at = '/admin/transactions') {
  return renderPages({ '/admin/transactions': ordersPage }, at);
}

/** The writes the page sent (not its reads). */
export const writesOf = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

export async function openDetail(id = pending.id) {
  await userEvent.click(await screen.findByRole('button', { name: `View ${id}` }));
  const dialog = await screen.findByRole('dialog', { name: `Transaction ${id}` });
  await within(dialog).findByRole('heading', { name: 'Order Items' });
  return dialog;
}
