import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShippingAddress } from '../../../shared/contracts/addresses.ts';
import { get, mockApi } from '../../../testing/api-mock.ts';
import { AddressFields, EMPTY_ADDRESS, useAddressForm } from './address-form.tsx';

const ROWS = [
  { subdistrict: 'ภาชี', district: 'ภาชี', province: 'พระนครศรีอยุธยา', postcode: '13140' },
  { subdistrict: 'กระจิว', district: 'ภาชี', province: 'พระนครศรีอยุธยา', postcode: '13140' },
];

function Harness({ onSend }: { onSend(address: ShippingAddress): void }) {
  const form = useAddressForm(EMPTY_ADDRESS, async (address) => onSend(address));
  return (
    <form onSubmit={form.submit}>
      <AddressFields form={form} />
      <button type="submit">ส่ง</button>
    </form>
  );
}

afterEach(cleanup);

describe('the address form', () => {
  it('suggests whole rows as ตำบล is typed; picking one with the mouse fills the four fields', async () => {
    const sent = mockApi(get('/address/suggest', ROWS));
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: /ตำบล/ }), 'ภาชี');
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'ภาชี » ภาชี » พระนครศรีอยุธยา » 13140',
      'กระจิว » ภาชี » พระนครศรีอยุธยา » 13140',
    ]);
    // Debounced: one call for the whole word, through the typed client.
    expect(sent.map((r) => [r.path, r.search.get('q')])).toEqual([['/api/address/suggest', 'ภาชี']]);
    await user.click(options[1] as HTMLElement);
    expect(screen.getByRole('combobox', { name: /ตำบล/ })).toHaveValue('กระจิว');
    expect(screen.getByRole('combobox', { name: /อำเภอ/ })).toHaveValue('ภาชี');
    expect(screen.getByRole('combobox', { name: /จังหวัด/ })).toHaveValue('พระนครศรีอยุธยา');
    expect(screen.getByRole('combobox', { name: /รหัสไปรษณีย์/ })).toHaveValue('13140');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(screen.getByLabelText(/ชื่อผู้รับ/), 'สมศรี');
    await user.type(screen.getByLabelText(/เบอร์โทรศัพท์/), '081-234-5678');
    await user.type(screen.getByLabelText(/บ้านเลขที่/), '45 หมู่ 2');
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({
        recipient: 'สมศรี',
        phone: '0812345678',
        line1: '45 หมู่ 2',
        subdistrict: 'กระจิว',
        district: 'ภาชี',
        province: 'พระนครศรีอยุธยา',
        postcode: '13140',
      }),
    );
  });

  it('picks with the keyboard from the postcode box: ↓ moves, Enter picks', async () => {
    mockApi(get('/address/suggest', ROWS));
    render(<Harness onSend={vi.fn()} />);
    const user = userEvent.setup();
    const postcode = screen.getByRole('combobox', { name: /รหัสไปรษณีย์/ });
    await user.type(postcode, '1314');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    expect(postcode).toHaveAttribute('aria-activedescendant');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(postcode).toHaveValue('13140');
    expect(screen.getByRole('combobox', { name: /ตำบล/ })).toHaveValue('ภาชี');
  });
});
