import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Member } from '../../../../shared/contracts/accounts.ts';
import { get, memberOf, mockApi, post } from '../../../../testing/api-mock.ts';
import { renderPages } from '../../../../testing/page-router.tsx';
import { useSessionStore } from '../session-store.ts';
import * as membersPage from './members-admin-page.tsx';

const member: Member = {
  id: 'm1',
  phone: '0812345678',
  firstName: 'มาลัย',
  lastName: 'ทองดี',
  address: 'อยุธยา',
  role: 'customer',
  status: 'active',
  isLocked: false,
  createdAt: '2026-03-08T05:00:00.000Z',
};

beforeEach(() => {
  useSessionStore.setState({ user: memberOf('admin', { id: 'admin-1' }), status: 'ready' });
});
afterEach(cleanup);

describe('the members page makes a reset code', () => {
  it('asks first, then shows the code large once, with copy and its expiry', async () => {
    const sent = mockApi(
      get('/admin/members', { items: [member], total: 1, page: 1, pageSize: 20 }),
      post('/admin/members/m1/reset-code', {
        code: '04817263',
        // 14:35 in Bangkok.
        expiresAt: '2026-11-21T07:35:00.000Z',
      }),
    );
    renderPages({ '/admin/members': membersPage }, '/admin/members');
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /มาลัย/ });
    await user.click(within(row).getByRole('button', { name: /สร้างรหัสรีเซ็ตรหัสผ่าน/ }));

    const confirm = await screen.findByRole('dialog', { name: 'สร้างรหัสรีเซ็ตรหัสผ่าน' });
    expect(within(confirm).getByText(/มาลัย ทองดี/)).toBeVisible();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'สร้างรหัส' }));

    const shown = await screen.findByRole('dialog', { name: 'รหัสรีเซ็ตรหัสผ่าน' });
    expect(within(shown).getByText('04817263')).toBeVisible();
    expect(within(shown).getByText(/ใช้ได้ 30 นาที ถึง .*14:35/)).toBeVisible();
    expect(within(shown).getByRole('button', { name: 'คัดลอกรหัสรีเซ็ต' })).toBeVisible();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);

    await user.click(within(shown).getAllByRole('button', { name: 'ปิด' })[0] as HTMLElement);
    expect(screen.queryByText('04817263')).toBeNull();
  });
});
