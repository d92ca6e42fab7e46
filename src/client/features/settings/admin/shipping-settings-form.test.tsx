import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShippingSettings } from '../../../../shared/contracts/shipping-answers.ts';
import {
  errorReply,
  get,
  memberOf,
  mockApi,
  put,
  type SentRequest,
} from '../../../../testing/api-mock.ts';
import { renderPages } from '../../../../testing/page-router.tsx';
import { useSessionStore } from '../../accounts/session-store.ts';
import * as settingsPage from './settings-admin-page.tsx';

const saved: ShippingSettings = {
  flatFee: 50,
  freeFrom: 1000,
  remoteSurcharge: { provinces: ['แม่ฮ่องสอน'], fee: 30 },
  codFee: 20,
  codeWaivesFee: false,
  provinceChoices: ['นราธิวาส', 'พระนครศรีอยุธยา', 'แม่ฮ่องสอน'],
};

function renderShipping(...answers: Parameters<typeof mockApi>) {
  const calls = mockApi(
    ...answers,
    get('/admin/settings/shipping', saved),
    put('/admin/settings/shipping', async (request) => {
      const body = (await request.json()) as Omit<ShippingSettings, 'provinceChoices'>;
      return { ...body, codeWaivesFee: body.codeWaivesFee, provinceChoices: saved.provinceChoices };
    }),
  );
  renderPages({ '/admin/settings': settingsPage }, '/admin/settings?tab=shipping');
  return calls;
}

const puts = (calls: SentRequest[]) => calls.filter((call) => call.method === 'PUT');
const saveButton = () => screen.getByRole('button', { name: 'บันทึกค่าจัดส่ง' });

beforeEach(() => {
  useSessionStore.setState({ status: 'ready', user: memberOf('admin') });
});

afterEach(cleanup);

describe('shipping settings', () => {
  it('shows what is saved and sends the fees in baht with the provinces ticked', async () => {
    const calls = renderShipping();
    expect(await screen.findByLabelText(/^ค่าจัดส่งต่อคำสั่งซื้อ/)).toHaveValue('50');
    expect(screen.getByLabelText(/^ส่งฟรีเมื่อซื้อครบ/)).toHaveValue('1000');
    expect(screen.getByRole('checkbox', { name: 'แม่ฮ่องสอน' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'นราธิวาส' })).not.toBeChecked();
    expect(screen.getByText('เลือกแล้ว: แม่ฮ่องสอน')).toBeVisible();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^ส่งฟรีเมื่อซื้อครบ/));
    await user.clear(screen.getByLabelText(/^ค่าธรรมเนียมเก็บเงินปลายทาง/));
    await user.type(screen.getByLabelText(/^ค่าธรรมเนียมเก็บเงินปลายทาง/), '25.50');
    await user.click(screen.getByRole('checkbox', { name: 'นราธิวาส' }));
    // Listed in the Thai order of the choices, whatever the order they were ticked in.
    expect(screen.getByText('เลือกแล้ว: นราธิวาส, แม่ฮ่องสอน')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /โค้ดส่วนลดใช้แทนค่าจัดส่ง/ }));
    await user.click(saveButton());

    expect(await screen.findByText('บันทึกค่าจัดส่งแล้ว')).toBeInTheDocument();
    expect(puts(calls).map((call) => call.body)).toEqual([
      {
        flatFee: 50,
        freeFrom: null,
        remoteSurcharge: { provinces: ['แม่ฮ่องสอน', 'นราธิวาส'], fee: 30 },
        codFee: 25.5,
        codeWaivesFee: true,
      },
    ]);
  });

  it('says what is wrong with a typed amount and sends nothing', async () => {
    const calls = renderShipping();
    const fee = await screen.findByLabelText(/^ค่าจัดส่งต่อคำสั่งซื้อ/);
    const user = userEvent.setup();
    await user.clear(fee);
    await user.type(fee, '12.345');
    await user.click(saveButton());
    expect(fee).toHaveAccessibleDescription(/ทศนิยมไม่เกิน 2 ตำแหน่ง/);
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the server’s refusal of a province on the list', async () => {
    renderShipping(
      put(
        '/admin/settings/shipping',
        errorReply('VALIDATION', 'ไม่รู้จักจังหวัด "X"', {
          fields: { 'remoteSurcharge.provinces': 'ไม่รู้จักจังหวัด "X"' },
        }),
        400,
      ),
    );
    await screen.findByLabelText(/^ค่าจัดส่งต่อคำสั่งซื้อ/);
    await userEvent.click(saveButton());
    expect(await screen.findAllByText('ไม่รู้จักจังหวัด "X"')).not.toHaveLength(0);
  });
});
