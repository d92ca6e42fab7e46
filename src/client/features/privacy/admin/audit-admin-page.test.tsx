import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditMessages } from '../../../../shared/audit-messages.ts';
import type { AuditEntry } from '../../../../shared/contracts/staff-audit.ts';
import { ROUTES } from '../../../../shared/routes.ts';
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
    expect(ROUTES.adminAudit.nav.label).toBe(auditMessages.title);
    expect(ROUTES.adminAudit.permission).toBe('audit:view');
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
    expect(within(row as HTMLElement).getByText('สินค้า 42')).toBeVisible();
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

  it('shows access denied to a sale', async () => {
    useSessionStore.setState({ status: 'ready', user: memberOf('sale') });
    const calls = mockApi();
    renderPages({ '/admin/audit': auditPage }, '/admin/audit');
    expect(await screen.findByRole('heading', { name: /สิทธิ์|Access/i })).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
