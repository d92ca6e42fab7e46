import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from '../../../../shared/admin-routes.ts';
import { auditMessages } from '../../../../shared/audit-messages.ts';
import type { AuditEntry } from '../../../../shared/contracts/staff-audit.ts';
import { get, memberOf, mockApi } from '../../../../testing/api-mock.ts';
import { renderPages } from '../../../../testing/page-router.tsx';
import { useSessionStore } from '../../accounts/session-store.ts';
import * as auditPage from './audit-admin-page.tsx';

const ACTOR = { id: '7b0e4c62-3a8f-4d4e-9a59-0f6f3c2f1a11', name: 'สมศรี ขายดี' };
const entry: AuditEntry = {
  id: 1,
  actor: ACTOR,
  action: 'product.update',
  entity: 'product',
  entityId: '42',
  before: { price: 850 },
  after: { price: 790 },
  // 14:05 in Bangkok.
  at: '2026-11-21T07:05:00.000Z',
};

beforeEach(() => {
  useSessionStore.setState({ status: 'ready', user: memberOf('admin') });
});
afterEach(cleanup);

describe('the staff audit page', () => {
  it('is named in the sidebar as on the page, for admin and root', () => {
    expect(ADMIN_ROUTES.adminAudit.nav.label).toBe(auditMessages.title);
    expect(ADMIN_ROUTES.adminAudit.permission).toBe('audit:view');
  });

  it('shows who changed what, before and after, and filters through the address', async () => {
    const calls = mockApi(
      get('/admin/audit', { items: [entry], total: 1, page: 1, pageSize: 50 }),
      get('/admin/audit/actors', { items: [ACTOR], total: 1 }),
    );
    const router = renderPages({ '/admin/audit': auditPage }, '/admin/audit');
    await screen.findByText('สมศรี ขายดี', { selector: 'td, td *' });
    const table = screen.getByRole('table', { name: auditMessages.title });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row as HTMLElement).getByText('แก้ไขสินค้า')).toBeVisible();
    expect(row).toHaveTextContent('สินค้า 42');
    expect(within(row as HTMLElement).getByText('850')).toBeVisible();
    expect(within(row as HTMLElement).getByText('790')).toBeVisible();
    expect(within(row as HTMLElement).getByText(/14:05/)).toBeVisible();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('พนักงาน'), ACTOR.id);
    await user.selectOptions(screen.getByLabelText('การกระทำ'), 'product.update');
    await user.click(screen.getByRole('button', { name: 'กรอง' }));
    await waitFor(() => expect(router.state.location.search).toContain(`actor=${ACTOR.id}`));
    const audits = () => calls.filter((call) => call.path.endsWith('/admin/audit'));
    await waitFor(() => expect(audits()).toHaveLength(2));
    const last = audits().at(-1);
    expect(last?.search.get('actor')).toBe(ACTOR.id);
    expect(last?.search.get('action')).toBe('product.update');
  });

  it('names fields in Thai, shows every time once in the local format, and keeps an order id on one line', async () => {
    const approval: AuditEntry = {
      id: 2,
      actor: ACTOR,
      action: 'payment.approve',
      entity: 'order',
      entityId: 'TXN1795348600000',
      before: { paymentStatus: 'in_review', workflowStatus: 'received', paymentConfirmedAt: null },
      after: {
        paymentStatus: 'paid',
        workflowStatus: 'payments',
        // 14:05 in Bangkok, as stored (UTC).
        paymentConfirmedAt: '2026-11-21T07:05:00.000Z',
        netAmountSatang: 120047,
        orderRejected: false,
      },
      at: '2026-11-21T07:05:00.000Z',
    };
    mockApi(
      get('/admin/audit', { items: [approval], total: 1, page: 1, pageSize: 50 }),
      get('/admin/audit/actors', { items: [ACTOR], total: 1 }),
    );
    renderPages({ '/admin/audit': auditPage }, '/admin/audit');
    await screen.findByText('TXN1795348600000');
    const table = screen.getByRole('table', { name: auditMessages.title });
    const [row] = within(table).getAllByRole('row').slice(1);
    const cells = within(row as HTMLElement);
    const paymentSides = cells.getAllByText('สถานะการชำระเงิน:');
    expect(paymentSides.map((side) => side.nextSibling?.textContent)).toEqual([
      'รอตรวจสอบสลิป',
      'ชำระเงินแล้ว',
    ]);
    expect(cells.getAllByText('ยืนยันการชำระเงินเมื่อ:')).toHaveLength(2);
    expect(cells.getByText('ยอดสุทธิ:').nextSibling).toHaveTextContent('฿1,200.47');
    expect(cells.getByText('ถูกปฏิเสธ:').nextSibling).toHaveTextContent('ไม่ใช่');
    expect(cells.queryByText(/paymentConfirmedAt|netAmountSatang/)).toBeNull();
    // One time format, local (Bangkok): no UTC ISO time beside it.
    expect((row as HTMLElement).textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(cells.getAllByText('November 21, 2026, 14:05')).toHaveLength(2);
    // The order id on one line, in a monospace face, whole on hover.
    const id = cells.getByText('TXN1795348600000');
    expect(id).toHaveClass('whitespace-nowrap', 'font-mono');
    expect(id).toHaveAttribute('title', 'TXN1795348600000');
    expect(id.closest('td')).not.toHaveClass('break-all');
  });

  it('takes its days as dd/mm/yyyy and sends them as days', async () => {
    const calls = mockApi(
      get('/admin/audit', { items: [entry], total: 1, page: 1, pageSize: 50 }),
      get('/admin/audit/actors', { items: [ACTOR], total: 1 }),
    );
    const router = renderPages({ '/admin/audit': auditPage }, '/admin/audit?from=2026-11-01');
    const from = await screen.findByLabelText('ตั้งแต่วันที่');
    expect(from).toHaveValue('01/11/2026');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('ถึงวันที่'), '21/11/2026');
    await user.click(screen.getByRole('button', { name: 'กรอง' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-21'),
    );
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path.endsWith('/admin/audit'))
          .at(-1)
          ?.search.get('to'),
      ).toBe('2026-11-21'),
    );
  });

  it('shows access denied to a sale', async () => {
    useSessionStore.setState({ status: 'ready', user: memberOf('sale') });
    const calls = mockApi();
    renderPages({ '/admin/audit': auditPage }, '/admin/audit');
    expect(await screen.findByRole('heading', { name: /สิทธิ์|Access/i })).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
