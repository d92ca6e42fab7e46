import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../../shared/contracts/addresses.ts';
import { get, memberOf, mockApi, post } from '../../../testing/api-mock.ts';
import { renderPages } from '../../../testing/page-router.tsx';
import { useSessionStore } from '../accounts/session-store.ts';
import * as bookPage from './address-book-page.tsx';

const saved: SavedAddress = {
  id: '4b1c1a52-1111-4c6b-9a7e-0b7f5a1c2d3e',
  recipient: 'ลุงชม สุขใจ',
  phone: '0898765432',
  line1: 'ไร่ลุงชม 7 หมู่ 5',
  subdistrict: 'ท่าหลวง',
  district: 'ท่าเรือ',
  province: 'พระนครศรีอยุธยา',
  postcode: '13130',
  isDefault: true,
};
const WARNING = 'ไม่พบตำบลและรหัสไปรษณีย์คู่นี้ในรายชื่อของร้าน ระบบบันทึกที่อยู่ไว้แล้ว กรุณาตรวจสอบอีกครั้ง';

beforeEach(() => {
  useSessionStore.setState({ status: 'ready', user: memberOf('customer') });
});
afterEach(cleanup);

describe('the address book', () => {
  it('saves an address the shop’s list does not know, and warns apart from the thanks', async () => {
    let book: SavedAddress[] = [];
    mockApi(
      get('/me/addresses', () => ({ addresses: book })),
      get('/address/suggest', []),
      post(
        '/me/addresses',
        () => {
          book = [saved];
          return { address: saved, warning: WARNING };
        },
        201,
      ),
    );
    renderPages({ '/account/addresses': bookPage }, '/account/addresses');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'เพิ่มที่อยู่' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มที่อยู่ใหม่' });
    await user.type(within(dialog).getByLabelText(/ชื่อผู้รับ/), saved.recipient);
    await user.type(within(dialog).getByLabelText(/เบอร์โทรศัพท์/), saved.phone);
    await user.type(within(dialog).getByLabelText(/บ้านเลขที่/), saved.line1);
    await user.type(within(dialog).getByRole('combobox', { name: /ตำบล/ }), saved.subdistrict);
    await user.type(within(dialog).getByRole('combobox', { name: /อำเภอ/ }), saved.district);
    await user.type(within(dialog).getByRole('combobox', { name: /จังหวัด/ }), saved.province);
    await user.type(within(dialog).getByRole('combobox', { name: /รหัสไปรษณีย์/ }), saved.postcode);
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกที่อยู่' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/^บันทึกที่อยู่แล้ว$/);
    expect(screen.getByText(WARNING)).toBeVisible();
    expect(await screen.findByText('ไร่ลุงชม 7 หมู่ 5')).toBeVisible();
  });
});
