import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member, SessionUser } from '../../../../shared/contracts/accounts.ts';
import { apiError, sentBody, stubApi } from '../../../../testing/stub-api.ts';
import { useSessionStore } from '../session-store.ts';
import { Component as MembersAdminPage } from './members-admin-page.tsx';

const actor: SessionUser = {
  id: 'admin-1',
  phone: '0811111111',
  firstName: 'ผู้ดูแล',
  lastName: 'ร้าน',
  address: 'อยุธยา',
  role: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastProfileEditAt: null,
};

function makeMember(overrides: Partial<Member>): Member {
  return {
    id: 'm1',
    phone: '0812345678',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    address: 'อยุธยา',
    role: 'customer',
    status: 'active',
    isLocked: false,
    createdAt: '2026-03-08T05:00:00.000Z',
    ...overrides,
  };
}

const locked = makeMember({ id: 'm1', firstName: 'ล็อก', status: 'inactive', isLocked: true });
const inactive = makeMember({ id: 'm2', firstName: 'ปิด', status: 'inactive', phone: '0822222222' });
const active = makeMember({ id: 'm3', firstName: 'ใช้งาน', phone: '0833333333', role: 'sale' });
const root = makeMember({ id: 'm4', firstName: 'รูท', phone: '0844444444', role: 'root' });
const self = makeMember({
  ...actor,
  id: actor.id,
  role: 'admin',
  status: 'active',
  isLocked: false,
});

const list = (items: Member[]) => ({
  status: 200,
  body: { items, total: items.length, page: 1, pageSize: 20 },
});

function rowOf(name: string) {
  return screen.getByRole('row', { name: new RegExp(name) });
}

beforeEach(() => {
  useSessionStore.setState({ user: actor, status: 'ready' });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('members admin page', () => {
  it('lists members with phone 3-3-4, role badge, Thai date and Locked before Active/Inactive', async () => {
    stubApi({ 'GET /api/admin/members': list([locked, inactive, active, root, self]) });
    render(<MembersAdminPage />);

    const lockedRow = await screen.findByRole('row', { name: /ล็อก/ });
    expect(within(lockedRow).getByText('Locked')).toBeInTheDocument();
    expect(within(lockedRow).queryByText('Inactive')).not.toBeInTheDocument();
    expect(within(lockedRow).getByText('081-234-5678')).toBeInTheDocument();
    expect(within(lockedRow).getByText('8 มีนาคม 2569')).toBeInTheDocument();
    expect(within(lockedRow).getByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    expect(within(rowOf('ปิด')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('ปิด')).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(within(rowOf('ปิด')).queryByRole('button', { name: 'Unlock' })).not.toBeInTheDocument();
    expect(within(rowOf('ใช้งาน')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('ใช้งาน')).getByText('Sales')).toBeInTheDocument();
    // An admin cannot touch a root account, nor delete or deactivate themselves.
    expect(within(rowOf('รูท')).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(rowOf('ผู้ดูแล'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit']);
  });

  it('searches by name or phone', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/members': list([active]) });
    const user = userEvent.setup();
    render(<MembersAdminPage />);
    await screen.findByRole('row', { name: /ใช้งาน/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), '083-333{Enter}');
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/members?q=083-333&page=1&pageSize=20',
        expect.anything(),
      ),
    );
  });

  it('says so in red above the table when the list cannot be fetched', async () => {
    stubApi({ 'GET /api/admin/members': apiError(500, 'INTERNAL', 'Internal server error') });
    render(<MembersAdminPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch members.');
  });

  it('unlocks after the spec confirmation, and reports a failure', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fetchMock = stubApi({
      'GET /api/admin/members': list([locked]),
      'POST /api/admin/members/m1/unlock': [
        apiError(403, 'FORBIDDEN', 'Only a root admin can change a root account.'),
        { status: 200, body: { member: { ...locked, isLocked: false } } },
      ],
    });
    const user = userEvent.setup();
    render(<MembersAdminPage />);
    const row = await screen.findByRole('row', { name: /ล็อก/ });

    await user.click(within(row).getByRole('button', { name: 'Unlock' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to unlock this user?');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to unlock user: Only a root admin can change a root account.',
    );

    await user.click(within(row).getByRole('button', { name: 'Unlock' }));
    await vi.waitFor(() => expect(within(row).getByText('Inactive')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/unlock'))).toHaveLength(2);
  });

  it('does nothing when the unlock or delete confirmation is declined', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const fetchMock = stubApi({ 'GET /api/admin/members': list([locked]) });
    const user = userEvent.setup();
    render(<MembersAdminPage />);
    const row = await screen.findByRole('row', { name: /ล็อก/ });
    await user.click(within(row).getByRole('button', { name: 'Unlock' }));
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Are you sure you want to permanently delete this user? This action cannot be undone.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('deactivates and reports a status failure', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/members': list([active]),
      'POST /api/admin/members/m3/status': [
        { status: 200, body: { member: { ...active, status: 'inactive' } } },
        apiError(409, 'CONFLICT', 'The last root admin cannot be removed.'),
      ],
    });
    const user = userEvent.setup();
    render(<MembersAdminPage />);
    const row = await screen.findByRole('row', { name: /ใช้งาน/ });
    await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => expect(within(row).getByText('Inactive')).toBeInTheDocument());
    expect(sentBody(fetchMock, '/admin/members/m3/status')).toEqual({ status: 'inactive' });

    await user.click(within(row).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update status: The last root admin cannot be removed.',
    );
  });

  it('deletes after confirmation and reports a delete failure', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubApi({
      'GET /api/admin/members': list([inactive, active]),
      'DELETE /api/admin/members/m2': { status: 204 },
      'DELETE /api/admin/members/m3': apiError(
        403,
        'FORBIDDEN',
        'You cannot delete your own account.',
      ),
    });
    const user = userEvent.setup();
    render(<MembersAdminPage />);
    await user.click(
      within(await screen.findByRole('row', { name: /ปิด/ })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('row', { name: /ปิด/ })).not.toBeInTheDocument(),
    );
    await user.click(within(rowOf('ใช้งาน')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete user: You cannot delete your own account.',
    );
  });

  it('edits in a modal whose role list an admin may hand out, without root', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/members': list([active]),
      'PATCH /api/admin/members/m3': [
        apiError(409, 'PHONE_TAKEN', 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว', {
          fields: { phone: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว' },
        }),
        { status: 200, body: { member: { ...active, firstName: 'แก้แล้ว', role: 'admin' } } },
      ],
    });
    const user = userEvent.setup();
    render(<MembersAdminPage />);
    await user.click(
      within(await screen.findByRole('row', { name: /ใช้งาน/ })).getByRole('button', {
        name: 'Edit',
      }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Edit Member' });
    const role = within(dialog).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Customer', 'Sales', 'Administrator']);
    expect(role).toHaveValue('sale');
    const first = within(dialog).getByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'แก้แล้ว');
    await user.selectOptions(role, 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update user: เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว',
    );
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription(
      'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว',
    );
    expect(first).toHaveValue('แก้แล้ว');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('แก้แล้ว')).getByText('Administrator')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/admin/members/m3', 1)).toEqual({
      firstName: 'แก้แล้ว',
      lastName: 'ใจดี',
      phone: '0833333333',
      address: 'อยุธยา',
      role: 'admin',
    });
  });

  it('offers root the root role', async () => {
    useSessionStore.setState({ user: { ...actor, role: 'root' }, status: 'ready' });
    stubApi({ 'GET /api/admin/members': list([active, root]) });
    const user = userEvent.setup();
    render(<MembersAdminPage />);
    await user.click(
      within(await screen.findByRole('row', { name: /รูท/ })).getByRole('button', { name: 'Edit' }),
    );
    const role = within(screen.getByRole('dialog', { name: 'Edit Member' })).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Customer', 'Sales', 'Administrator', 'Root Admin']);
  });
});
