import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

async function openReset() {
  render(<AccountDialogs />);
  act(() => useAuthDialog.getState().open('login'));
  const login = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await userEvent.setup().click(within(login).getByRole('button', { name: 'ลืมรหัสผ่าน?' }));
  return screen.findByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่' });
}

beforeEach(() => {
  useAuthDialog.setState({ mode: null });
  useSessionStore.setState({ user: null, status: 'ready' });
});
afterEach(cleanup);

describe('the reset form of the login dialog', () => {
  it('sets a new password with phone and code, and signs in', async () => {
    const sent = mockApi(post('/auth/reset', { user: customer }));
    const dialog = await openReset();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('เบอร์โทรศัพท์'), '081-234-5678');
    await user.type(within(dialog).getByLabelText('รหัสรีเซ็ต'), '04817263');
    await user.type(within(dialog).getByLabelText('รหัสผ่านใหม่'), 'new-mango-42');
    await user.type(within(dialog).getByLabelText('ยืนยันรหัสผ่านใหม่'), 'new-mango-42');
    await user.click(within(dialog).getByRole('button', { name: 'ตั้งรหัสผ่านใหม่และเข้าสู่ระบบ' }));
    await waitFor(() => expect(useSessionStore.getState().user).toEqual(customer));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.map((request) => request.body)).toEqual([
      {
        phone: '0812345678',
        code: '04817263',
        password: 'new-mango-42',
        confirmPassword: 'new-mango-42',
      },
    ]);
  });

  it('tells a wrong or expired code and keeps what was typed', async () => {
    mockApi(
      post(
        '/auth/reset',
        errorReply('VALIDATION', 'รหัสรีเซ็ตไม่ถูกต้องหรือหมดอายุแล้ว', {
          code: 'รหัสรีเซ็ตไม่ถูกต้องหรือหมดอายุแล้ว',
        }),
        400,
      ),
    );
    const dialog = await openReset();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await user.type(within(dialog).getByLabelText('รหัสรีเซ็ต'), '11111111');
    await user.type(within(dialog).getByLabelText('รหัสผ่านใหม่'), 'new-mango-42');
    await user.type(within(dialog).getByLabelText('ยืนยันรหัสผ่านใหม่'), 'new-mango-42');
    await user.click(within(dialog).getByRole('button', { name: 'ตั้งรหัสผ่านใหม่และเข้าสู่ระบบ' }));
    expect(
      (await within(dialog).findAllByText('รหัสรีเซ็ตไม่ถูกต้องหรือหมดอายุแล้ว')).length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText('รหัสรีเซ็ต')).toHaveValue('11111111');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('asks for the code by LINE and says the same neutral words', async () => {
    const sent = mockApi(
      post('/auth/reset-code/line', { message: 'ถ้าเบอร์นี้เชื่อมต่อ LINE ไว้ ร้านจะส่งรหัสไปทาง LINE' }, 202),
    );
    const dialog = await openReset();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('เบอร์โทรศัพท์'), '081 234 5678');
    await user.click(within(dialog).getByRole('button', { name: 'ขอรหัสทาง LINE' }));
    expect(
      await within(dialog).findByText('ถ้าเบอร์นี้เชื่อมต่อ LINE ไว้ ร้านจะส่งรหัสไปทาง LINE'),
    ).toBeVisible();
    expect(sent.map((request) => request.body)).toEqual([{ phone: '0812345678' }]);
  });
});
