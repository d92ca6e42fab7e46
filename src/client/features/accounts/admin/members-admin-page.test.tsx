import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../../../shared/contracts/accounts.ts';
import {
  del,
  errorReply,
  get,
  memberOf,
  mockApi,
  patch,
  post,
} from '../../../../testing/api-mock.ts';
import { renderPages } from '../../../../testing/page-router.tsx';
import { useSessionStore } from '../session-store.ts';
import * as membersPage from './members-admin-page.tsx';

const actor = memberOf('admin', { id: 'admin-1', phone: '0811111111', lastName: 'ร้าน' });

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
const self = makeMember({ ...actor, status: 'active', isLocked: false });

/** The members API over a list the writes change, as the server would. */
function serve(members: Member[], ...writes: Parameters<typeof mockApi>) {
  let rows = [...members];
  const page = (request: Request) => {
    const url = new URL(request.url);
    const number = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('pageSize'));
    return {
      items: rows.slice((number - 1) * size, number * size),
      total: rows.length,
      page: number,
      pageSize: size,
    };
  };
  const sent = mockApi(get('/admin/members', page), ...writes);
  return {
    sent,
    update: (member: Member) => {
      rows = rows.map((row) => (row.id === member.id ? member : row));
      return { member };
    },
    remove: (id: string) => {
      rows = rows.filter((row) => row.id !== id);
      return new Response(null, { status: 204 });
    },
  };
}

/** A refusal in the contract's shape, as one of several answers to a request. */
const refused = (status: number, ...error: Parameters<typeof errorReply>) =>
  Response.json(errorReply(...error), { status });

const renderMembers = (at = '/admin/members') => renderPages({ '/admin/members': membersPage }, at);

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  useSessionStore.setState({ user: actor, status: 'ready' });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('members admin page', () => {
  it('lists members with phone 3-3-4, role badge, the back office date and Locked before Active/Inactive', async () => {
    const { sent } = serve([locked, inactive, active, root, self]);
    renderMembers();

    const lockedRow = await screen.findByRole('row', { name: /ล็อก/ });
    expect(within(lockedRow).getByText('Locked')).toBeInTheDocument();
    expect(within(lockedRow).queryByText('Inactive')).not.toBeInTheDocument();
    expect(within(lockedRow).getByText('081-234-5678')).toBeInTheDocument();
    expect(within(lockedRow).getByText('March 8, 2026')).toBeInTheDocument();
    expect(within(lockedRow).getByRole('button', { name: 'Unlock ล็อก ใจดี' })).toBeInTheDocument();
    expect(within(rowOf('ปิด')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('ปิด')).getByRole('button', { name: /^Activate/ })).toBeInTheDocument();
    expect(within(rowOf('ปิด')).queryByRole('button', { name: /^Unlock/ })).not.toBeInTheDocument();
    expect(within(rowOf('ใช้งาน')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('ใช้งาน')).getByText('Sales')).toBeInTheDocument();
    // An admin cannot touch a root account, nor delete or deactivate themselves.
    expect(within(rowOf('รูท')).queryAllByRole('button')).toHaveLength(0);
    expect(within(rowOf('รูท')).getByText('Root only')).toBeInTheDocument();
    expect(
      within(rowOf('ผู้ดูแล'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit']);
    expect(within(rowOf('ผู้ดูแล')).getByText('(you)')).toBeInTheDocument();
    expect(sent.map((request) => `${request.search}`)).toEqual(['page=1&pageSize=20']);
  });

  it('shows the table with grey rows at once, before the members arrive', async () => {
    let answer: (value: JsonBodyType) => void = () => {};
    mockApi(get('/admin/members', () => new Promise((resolve) => (answer = resolve))));
    renderMembers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading members...');
    expect(screen.getByRole('table', { name: 'Members' })).toBeInTheDocument();
    answer({ items: [active], total: 1, page: 1, pageSize: 20 });
    expect(await screen.findByRole('row', { name: /ใช้งาน/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('searches by name or phone, the search in the address', async () => {
    const { sent } = serve([active]);
    const user = userEvent.setup();
    const router = renderMembers();
    await screen.findByRole('row', { name: /ใช้งาน/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), '083-333');
    await waitFor(() => expect(router.state.location.search).toBe('?q=083-333'));
    await waitFor(() => expect(sent.at(-1)?.search.get('q')).toBe('083-333'));
    expect(sent.at(-1)?.search.get('page')).toBe('1');
  });

  it('reads the search and the page from the address, and pages on', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      makeMember({ id: `m${index}`, firstName: `สมาชิก${index}`, phone: `08${index}` }),
    );
    const { sent } = serve(many);
    const user = userEvent.setup();
    const router = renderMembers('/admin/members?q=สม&page=2');
    expect(await screen.findByRole('row', { name: /สมาชิก20/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('สม');
    expect(sent[0]?.search.get('q')).toBe('สม');
    expect(sent[0]?.search.get('page')).toBe('2');
    const pages = screen.getByRole('navigation', { name: 'Members pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByRole('row', { name: /สมาชิก0 / })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=%E0%B8%AA%E0%B8%A1');
  });

  it('says so in red above the table when the list cannot be fetched', async () => {
    mockApi(get('/admin/members', errorReply('INTERNAL', 'Internal server error'), 500));
    renderMembers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch members.');
    expect(screen.queryByText('No members found')).toBeNull();
  });

  it('unlocks after the spec confirmation, and reports a failure', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let attempts = 0;
    const api = serve(
      [locked],
      post('/admin/members/:id/unlock', () => {
        attempts += 1;
        return attempts === 1
          ? refused(403, 'FORBIDDEN', 'Only a root admin can change a root account.')
          : api.update({ ...locked, isLocked: false });
      }),
    );
    const user = userEvent.setup();
    renderMembers();
    const unlock = await screen.findByRole('button', { name: 'Unlock ล็อก ใจดี' });

    await user.click(unlock);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to unlock this user?');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to unlock user: Only a root admin can change a root account.',
    );

    await user.click(screen.getByRole('button', { name: 'Unlock ล็อก ใจดี' }));
    await waitFor(() => expect(within(rowOf('ล็อก')).getByText('Inactive')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.sent.filter((request) => request.path.endsWith('/unlock'))).toHaveLength(2);
  });

  it('does nothing when the unlock or delete confirmation is declined', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { sent } = serve([locked]);
    const user = userEvent.setup();
    renderMembers();
    await user.click(await screen.findByRole('button', { name: 'Unlock ล็อก ใจดี' }));
    await user.click(screen.getByRole('button', { name: 'Delete ล็อก ใจดี' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Are you sure you want to permanently delete this user? This action cannot be undone.',
    );
    expect(sent).toHaveLength(1);
  });

  it('deactivates and reports a status failure', async () => {
    let attempts = 0;
    const api = serve(
      [active],
      post('/admin/members/:id/status', async (request) => {
        attempts += 1;
        if (attempts > 1) return refused(409, 'CONFLICT', 'The last root admin cannot be removed.');
        const { status } = (await request.json()) as { status: Member['status'] };
        return api.update({ ...active, status });
      }),
    );
    const user = userEvent.setup();
    renderMembers();
    await user.click(await screen.findByRole('button', { name: 'Deactivate ใช้งาน ใจดี' }));
    await waitFor(() => expect(within(rowOf('ใช้งาน')).getByText('Inactive')).toBeInTheDocument());
    expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({
      status: 'inactive',
    });

    await user.click(screen.getByRole('button', { name: 'Activate ใช้งาน ใจดี' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update status: The last root admin cannot be removed.',
    );
  });

  it('deletes after confirmation and reports a delete failure', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = serve(
      [inactive, active],
      del('/admin/members/:id', (_request, params) =>
        params.id === 'm2'
          ? api.remove('m2')
          : refused(403, 'FORBIDDEN', 'You cannot delete your own account.'),
      ),
    );
    const user = userEvent.setup();
    renderMembers();
    await user.click(await screen.findByRole('button', { name: 'Delete ปิด ใจดี' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /ปิด/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete ใช้งาน ใจดี' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete user: You cannot delete your own account.',
    );
  });

  it('edits in a modal whose role list an admin may hand out, without root', async () => {
    let attempts = 0;
    const api = serve(
      [active],
      patch('/admin/members/:id', async (request) => {
        attempts += 1;
        if (attempts === 1)
          return refused(409, 'PHONE_TAKEN', 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว', {
            fields: { phone: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว' },
          });
        return api.update({ ...active, ...((await request.json()) as Partial<Member>) });
      }),
    );
    const user = userEvent.setup();
    renderMembers();
    await user.click(await screen.findByRole('button', { name: 'Edit ใช้งาน ใจดี' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Member' });
    const role = within(dialog).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
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
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /แก้แล้ว/ })).toHaveTextContent('Administrator');
    expect(api.sent.filter((request) => request.method === 'PATCH')[1]?.body).toEqual({
      firstName: 'แก้แล้ว',
      lastName: 'ใจดี',
      phone: '0833333333',
      address: 'อยุธยา',
      role: 'admin',
    });
  });

  it('offers root the root role', async () => {
    useSessionStore.setState({ user: { ...actor, role: 'root' }, status: 'ready' });
    serve([active, root]);
    const user = userEvent.setup();
    renderMembers();
    await user.click(await screen.findByRole('button', { name: 'Edit รูท ใจดี' }));
    const role = within(screen.getByRole('dialog', { name: 'Edit Member' })).getByLabelText('Role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Customer', 'Sales', 'Administrator', 'Root Admin']);
  });

  it('shows Access Denied to a sale and asks nothing', async () => {
    useSessionStore.setState({ user: memberOf('sale'), status: 'ready' });
    const { sent } = serve([active]);
    renderMembers();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
