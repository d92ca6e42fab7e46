import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../client/features/accounts/session-store.ts';
import type { SessionUser } from '../shared/contracts/accounts.ts';
import type {
  AdminTransactionDetail,
  AdminTransactionPage,
  TransactionsSummary,
} from '../shared/contracts/admin-orders.ts';
import { buildAdminTransaction } from './factories/orders.ts';
import { type StubCall, type StubReply, stubFetch } from './fetch-stub.ts';

/** Component tests of the back office's transactions: a signed-in staff member and a stub API. */
export function signIn(role: SessionUser['role']) {
  useSessionStore.setState({
    status: 'ready',
    user: {
      id: `staff-${role}`,
      phone: '0811111111',
      firstName: 'สมศรี',
      lastName: 'ขายดี',
      address: 'อยุธยา',
      role,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastProfileEditAt: null,
    },
  });
}

export const pending = buildAdminTransaction({ id: 'TXN1795348600000' });
export const confirmed = buildAdminTransaction({
  id: 'TXN1795348500000',
  status: 'confirmed',
  workflowStatus: 'received',
  firstName: 'มานี',
  lastName: 'รักนา',
  phone: '0898765432',
});

export function page(
  items: AdminTransactionDetail[],
  counters: Partial<AdminTransactionPage['counters']> = {},
): StubReply {
  return {
    status: 200,
    body: {
      items,
      total: items.length,
      page: 1,
      pageSize: 10,
      counters: { pending: 0, confirmed: 0, shipped: 0, delivered: 0, cancelled: 0, ...counters },
    },
  };
}

type Route = (call: StubCall) => StubReply | Promise<StubReply> | undefined;

/**
 * The list answers `list`; the summary `summary`; the detail of an order answers `detail` (the
 * pending one by default).
 */
export function serve(
  options: {
    list?: StubReply | (() => StubReply);
    detail?: AdminTransactionDetail;
    summary?: () => TransactionsSummary;
    extra?: Route;
  } = {},
) {
  return stubFetch((call) => {
    const extra = options.extra?.(call);
    if (extra) return extra;
    if (call.method === 'GET' && call.path === '/api/admin/transactions/summary') {
      return {
        status: 200,
        body: options.summary?.() ?? { newOrders: 7, latestOrderAt: pending.createdAt },
      };
    }
    if (call.method === 'GET' && call.path.startsWith('/api/admin/transactions?')) {
      const list = typeof options.list === 'function' ? options.list() : options.list;
      return list ?? page([pending, confirmed], { pending: 7, confirmed: 3 });
    }
    if (call.method === 'GET' && call.path.startsWith('/api/admin/transactions/')) {
      return { status: 200, body: options.detail ?? pending };
    }
    return undefined;
  });
}

export async function openDetail(id = pending.id) {
  await userEvent.click(await screen.findByRole('button', { name: `View ${id}` }));
  const dialog = await screen.findByRole('dialog', { name: `Transaction ${id}` });
  await within(dialog).findByRole('heading', { name: 'Order Items' });
  return dialog;
}
