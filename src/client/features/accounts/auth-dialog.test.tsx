import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../shared/contracts/accounts.ts';
import { errorReply, mockApi, post } from '../../../testing/api-mock.ts';
import { AccountDialogs } from './account-dialogs.tsx';
import { useAuthDialog } from './auth-dialog-store.ts';
import { useSessionStore } from './session-store.ts';

const customer: SessionUser = {
  id: 'u1',
  phone: '0812345678',
  firstName: 'สมหญิง',
  lastName: 'รักนา',
  address: 'อยุธยา',
  role: 'customer',
  createdAt: '2026-01-05T03:00:00.000Z',
  lastProfileEditAt: null,
};

async function openDialog(mode: 'login' | 'register') {
  render(<AccountDialogs />);
  act(() => useAuthDialog.getState().open(mode));
  return screen.findByRole('dialog', { name: mode === 'login' ? 'เข้าสู่ระบบ' : 'สมัครสมาชิก' });
}

beforeEach(() => {
  useAuthDialog.setState({ mode: null });
  useSessionStore.setState({ user: null, status: 'ready' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('login dialog', () => {
  it('signs in, sets the session user and closes', async () => {
    const sent = mockApi(post('/auth/login', { user: customer }));
    const user = userEvent.setup();
    const dialog = await openDialog('login');

    await user.type(within(dialog).getByLabelText('เบอร์โทรศัพท์'), '081-234-5678');
    await user.type(within(dialog).getByLabelText('รหัสผ่าน'), 'green-rice-77');
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));

    await vi.waitFor(() => expect(useSessionStore.getState().user).toEqual(customer));
    expect(useAuthDialog.getState().mode).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      { phone: '0812345678', password: 'green-rice-77' },
    ]);
  });

  it('shows the wrong phone or password message and keeps what was typed', async () => {
    mockApi(
      post('/auth/login', errorReply('INVALID_CREDENTIALS', 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง'), 401),
    );
    const user = userEvent.setup();
    const dialog = await openDialog('login');
    const phone = within(dialog).getByLabelText('เบอร์โทรศัพท์');
    await user.type(phone, '0812345678');
    await user.type(within(dialog).getByLabelText('รหัสผ่าน'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง',
    );
    expect(phone).toHaveValue('0812345678');
    expect(within(dialog).getByLabelText('รหัสผ่าน')).toHaveValue('wrong-one');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('tells a locked or inactive account to contact the shop', async () => {
    mockApi(post('/auth/login', errorReply('ACCOUNT_LOCKED', 'บัญชีของคุณถูกระงับ โปรดติดต่อร้านค้า'), 423));
    const user = userEvent.setup();
    const dialog = await openDialog('login');
    await user.type(within(dialog).getByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await user.type(within(dialog).getByLabelText('รหัสผ่าน'), 'whatever-1');
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'บัญชีของคุณถูกระงับ โปรดติดต่อร้านค้า',
    );
  });

  it('counts the 429 wait down each second with the submit disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(
      post(
        '/auth/login',
        errorReply('TOO_MANY_ATTEMPTS', 'โปรดลองอีกครั้งใน 3 วินาที', { retryAfterSeconds: 3 }),
        429,
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await openDialog('login');
    await user.type(within(dialog).getByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await user.type(within(dialog).getByLabelText('รหัสผ่าน'), 'wrong-one');
    const submit = within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' });
    await user.click(submit);

    const timer = await within(dialog).findByRole('timer');
    expect(timer).toHaveTextContent('โปรดลองอีกครั้งใน 3 วินาที');
    expect(submit).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('โปรดลองอีกครั้งใน 2 วินาที');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('โปรดลองอีกครั้งใน 1 วินาที');
    expect(submit).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(within(dialog).queryByRole('timer')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog('login');
    const password = within(dialog).getByLabelText('รหัสผ่าน');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'ซ่อนรหัสผ่าน' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('asks for phone and password before calling the server', async () => {
    const sent = mockApi(post('/auth/login', { user: customer }));
    const user = userEvent.setup();
    const dialog = await openDialog('login');
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(within(dialog).getByText('กรุณากรอกเบอร์โทรศัพท์')).toBeInTheDocument();
    expect(within(dialog).getByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('เบอร์โทรศัพท์')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('is a labelled modal that closes on Escape and toggles to registration', async () => {
    const user = userEvent.setup();
    const dialog = await openDialog('login');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'ปิด' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('เบอร์โทรศัพท์')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(useAuthDialog.getState().mode).toBe('register');
    expect(await screen.findByRole('dialog', { name: 'สมัครสมาชิก' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(useAuthDialog.getState().mode).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('register dialog', () => {
  async function fill(dialog: HTMLElement, values: Record<string, string>, accept = true) {
    const user = userEvent.setup();
    for (const [label, value] of Object.entries(values)) {
      const field = within(dialog).getByLabelText(label);
      await user.clear(field);
      if (value) await user.type(field, value);
    }
    const notice = within(dialog).getByRole('checkbox', { name: /ประกาศความเป็นส่วนตัว/ });
    if (accept && !(notice as HTMLInputElement).checked) await user.click(notice);
    await user.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));
  }

  const valid = {
    ชื่อ: 'สมหญิง',
    นามสกุล: 'รักนา',
    เบอร์โทรศัพท์: '0812345678',
    รหัสผ่าน: 'green-rice-77',
    ยืนยันรหัสผ่าน: 'green-rice-77',
    ที่อยู่: '45 หมู่ 2 อยุธยา',
  };

  it('shows the spec messages next to the fields and keeps what was typed', async () => {
    const sent = mockApi(post('/auth/register', { user: customer }, 201));
    const dialog = await openDialog('register');
    await fill(dialog, { ...valid, รหัสผ่าน: 'ab12', ยืนยันรหัสผ่าน: 'ab13' });
    expect(within(dialog).getByText('Password must be at least 6 characters long')).toBeVisible();
    expect(within(dialog).getByText('Passwords do not match')).toBeVisible();
    expect(within(dialog).getByLabelText('ชื่อ')).toHaveValue('สมหญิง');
    expect(within(dialog).getByLabelText('ที่อยู่')).toHaveValue('45 หมู่ 2 อยุธยา');
    expect(sent).toHaveLength(0);

    await fill(dialog, { รหัสผ่าน: '123456', ยืนยันรหัสผ่าน: '123456' });
    expect(within(dialog).getByText('รหัสผ่านนี้คาดเดาง่ายเกินไป กรุณาตั้งรหัสผ่านที่ปลอดภัยกว่านี้')).toBeVisible();
  });

  it('shows a taken phone next to the phone field', async () => {
    mockApi(
      post(
        '/auth/register',
        errorReply('PHONE_TAKEN', 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว', {
          fields: { phone: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว' },
        }),
        409,
      ),
    );
    const dialog = await openDialog('register');
    await fill(dialog, valid);
    const phone = within(dialog).getByLabelText('เบอร์โทรศัพท์');
    await vi.waitFor(() => expect(phone).toHaveAccessibleDescription('เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว'));
    expect(phone).toHaveValue('0812345678');
  });

  it('asks for the privacy notice to be accepted, marketing left to the customer', async () => {
    const sent = mockApi(post('/auth/register', { user: customer }, 201));
    const dialog = await openDialog('register');
    expect(within(dialog).getByRole('link', { name: 'ประกาศความเป็นส่วนตัว' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const marketing = within(dialog).getByRole('checkbox', { name: /รับข่าวสารและโปรโมชัน/ });
    expect(marketing).not.toBeChecked();
    await fill(dialog, valid, false);
    expect(within(dialog).getByText('กรุณายอมรับประกาศความเป็นส่วนตัวก่อนสมัครสมาชิก')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('registers, signs the new customer in and closes', async () => {
    const sent = mockApi(post('/auth/register', { user: customer }, 201));
    const dialog = await openDialog('register');
    await fill(dialog, valid);
    await vi.waitFor(() => expect(useSessionStore.getState().user).toEqual(customer));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      {
        firstName: 'สมหญิง',
        lastName: 'รักนา',
        phone: '0812345678',
        password: 'green-rice-77',
        confirmPassword: 'green-rice-77',
        address: '45 หมู่ 2 อยุธยา',
        acceptPrivacyNotice: true,
        marketingConsent: false,
      },
    ]);
  });
});
