import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../shared/contracts/accounts.ts';
import { errorReply, mockApi, patch, post } from '../../../testing/api-mock.ts';
import { AccountDialogs } from './account-dialogs.tsx';
import { useProfileDialog } from './profile-dialog-store.ts';
import { useSessionStore } from './session-store.ts';
import { UserMenu } from './user-menu.tsx';

const NOW = new Date('2026-03-10T05:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function member(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    phone: '0812345678',
    firstName: 'สมหญิง',
    lastName: 'รักนา',
    address: '45 หมู่ 2 อยุธยา',
    role: 'customer',
    createdAt: '2026-01-05T03:00:00.000Z',
    lastProfileEditAt: null,
    ...overrides,
  };
}

function renderWithMenu(user: SessionUser) {
  useSessionStore.setState({ user, status: 'ready' });
  function Header() {
    const current = useSessionStore((state) => state.user);
    return (
      <>
        {current ? <UserMenu user={current} /> : <p>signed out</p>}
        <AccountDialogs />
      </>
    );
  }
  const router = createMemoryRouter([{ path: '*', Component: Header }]);
  render(<RouterProvider router={router} />);
  return router;
}

async function openProfile() {
  act(() => useProfileDialog.getState().open());
  return screen.findByRole('dialog', { name: 'ข้อมูลส่วนตัว' });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  useProfileDialog.setState({ isOpen: false });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('personal-information dialog', () => {
  it('shows the avatar, name and a read-only phone with its note', async () => {
    renderWithMenu(member());
    const dialog = await openProfile();
    expect(within(dialog).getByText('สร')).toBeInTheDocument();
    expect(within(dialog).getByText('สมหญิง รักนา')).toBeInTheDocument();
    const phone = within(dialog).getByLabelText('เบอร์โทรศัพท์');
    expect(phone).toHaveValue('081-234-5678');
    expect(phone).toHaveAttribute('readonly');
    expect(phone).toHaveAccessibleDescription('ไม่สามารถแก้ไขเบอร์โทรศัพท์ได้');
    const address = within(dialog).getByLabelText('ที่อยู่');
    expect(address.tagName).toBe('TEXTAREA');
    expect(address).toHaveAttribute('rows', '3');
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'บันทึกข้อมูล' })).toBeEnabled();
  });

  it('saves, says so, and locks itself for 7 days', async () => {
    const editedAt = NOW.toISOString();
    const sent = mockApi(
      patch('/me', {
        user: member({ firstName: 'สมศรี', lastProfileEditAt: editedAt }),
        nextEditAt: new Date(NOW.getTime() + 7 * DAY_MS).toISOString(),
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithMenu(member());
    const dialog = await openProfile();
    const first = within(dialog).getByLabelText('ชื่อ');
    await user.clear(first);
    await user.type(first, 'สมศรี');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกข้อมูล' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'อัปเดตข้อมูลสำเร็จ! คุณสามารถแก้ไขได้อีกครั้งใน 7 วัน',
    );
    expect(sent.map((request) => request.body)).toEqual([
      { firstName: 'สมศรี', lastName: 'รักนา', address: '45 หมู่ 2 อยุธยา' },
    ]);
    expect(useSessionStore.getState().user?.firstName).toBe('สมศรี');
    expect(within(dialog).getByRole('note')).toHaveTextContent('7 วัน');
    expect(first).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'บันทึกข้อมูล' })).toBeDisabled();
  });

  it('while locked shows the days left, last and next edit dates in Thai, with inputs disabled', async () => {
    renderWithMenu(
      member({ lastProfileEditAt: new Date(NOW.getTime() - 2 * DAY_MS).toISOString() }),
    );
    const dialog = await openProfile();
    const banner = within(dialog).getByRole('note');
    expect(banner).toHaveTextContent('คุณสามารถแก้ไขข้อมูลได้อีกครั้งในอีก 5 วัน');
    expect(banner).toHaveTextContent('แก้ไขล่าสุดเมื่อ: 8 มีนาคม 2569');
    expect(banner).toHaveTextContent('แก้ไขได้อีกครั้งวันที่: 15 มีนาคม 2569');
    for (const label of ['ชื่อ', 'นามสกุล', 'ที่อยู่']) {
      expect(within(dialog).getByLabelText(label)).toBeDisabled();
    }
    expect(within(dialog).getByRole('button', { name: 'บันทึกข้อมูล' })).toBeDisabled();
  });

  it('opens again once 7 days have passed', async () => {
    renderWithMenu(
      member({ lastProfileEditAt: new Date(NOW.getTime() - 7 * DAY_MS - 1000).toISOString() }),
    );
    const dialog = await openProfile();
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('ชื่อ')).toBeEnabled();
  });

  it('shows the server message on failure, or the default text', async () => {
    let answered = 0;
    mockApi(
      patch('/me', () =>
        answered++ === 0
          ? HttpResponse.json(errorReply('EDIT_LOCKED', 'คุณสามารถแก้ไขข้อมูลได้อีกครั้งหลังจาก 7 วัน'), {
              status: 409,
            })
          : HttpResponse.error(),
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithMenu(member());
    const dialog = await openProfile();
    const save = within(dialog).getByRole('button', { name: 'บันทึกข้อมูล' });
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'คุณสามารถแก้ไขข้อมูลได้อีกครั้งหลังจาก 7 วัน',
    );
    await user.click(save);
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('ไม่สามารถอัปเดตข้อมูลได้'),
    );
  });

  it('keeps typed values and shows field messages when a field is empty', async () => {
    const sent = mockApi(patch('/me', {}));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithMenu(member());
    const dialog = await openProfile();
    await user.clear(within(dialog).getByLabelText('ที่อยู่'));
    await user.type(within(dialog).getByLabelText('นามสกุล'), 'ดี');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกข้อมูล' }));
    expect(within(dialog).getByText('กรุณากรอกที่อยู่')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('นามสกุล')).toHaveValue('รักนาดี');
    expect(sent).toHaveLength(0);
  });
});

describe('user menu', () => {
  it('shows a customer their name, phone 3-3-4, badge, profile, orders, address book, LINE and ออกจากระบบ, in Thai', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithMenu(member());
    const avatar = screen.getByRole('button', { name: 'สมหญิง รักนา' });
    expect(avatar).toHaveTextContent('สร');
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('081-234-5678')).toBeInTheDocument();
    expect(screen.getByText('ลูกค้า')).toBeInTheDocument();
    expect(screen.queryByText('Customer')).toBeNull();
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'แก้ไขข้อมูลส่วนตัว',
      'คำสั่งซื้อของฉัน',
      'สมุดที่อยู่',
      'เชื่อมต่อ LINE',
      'แต้มสะสม',
      'แจ้งเตือนสินค้าเข้า',
      'ข้อมูลของฉันและความเป็นส่วนตัว',
      'ออกจากระบบ',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'คำสั่งซื้อของฉัน' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(within(menu).getByRole('menuitem', { name: 'สมุดที่อยู่' })).toHaveAttribute(
      'href',
      '/account/addresses',
    );
    expect(within(menu).getByRole('menuitem', { name: 'เชื่อมต่อ LINE' })).toHaveAttribute(
      'href',
      '/account/line',
    );
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'คำสั่งซื้อของฉัน' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();

    await user.click(avatar);
    await user.click(screen.getByRole('menuitem', { name: 'แก้ไขข้อมูลส่วนตัว' }));
    expect(await screen.findByRole('dialog', { name: 'ข้อมูลส่วนตัว' })).toBeInTheDocument();
  });

  it.each([
    ['sale', 'Sales'],
    ['admin', 'Administrator'],
    ['root', 'Root Admin'],
  ] as const)('gives a %s the Admin Panel and no profile editing', async (role, badge) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithMenu(member({ role }));
    await user.click(screen.getByRole('button', { name: 'สมหญิง รักนา' }));
    expect(screen.getByText(badge)).toBeInTheDocument();
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Admin Panel', 'ออกจากระบบ']);
    expect(items[0]).toHaveAttribute('href', '/admin');
  });

  it('logs out: ends the server session and forgets the user', async () => {
    const sent = mockApi(post('/auth/logout', () => new Response(null, { status: 204 })));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithMenu(member());
    await user.click(screen.getByRole('button', { name: 'สมหญิง รักนา' }));
    await user.click(screen.getByRole('menuitem', { name: 'ออกจากระบบ' }));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(sent).toMatchObject([{ method: 'POST', path: '/api/auth/logout' }]);
    expect(useSessionStore.getState().user).toBeNull();
  });
});
