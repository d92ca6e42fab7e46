import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../../../../shared/contracts/payments-answers.ts';
import type { ShopSettings } from '../../../../shared/contracts/settings.ts';
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

const saved: PaymentSettings = {
  promptpayId: '0812223333',
  promptpayName: 'ร้านเกษตรอยุธยา',
  bankAccounts: [{ bank: 'กสิกรไทย', accountName: 'ร้านเกษตรอยุธยา', accountNumber: '123-4-56789-0' }],
  promptpayEnabled: true,
  transferEnabled: true,
  codEnabled: true,
  codMaxAmount: 3000,
  defaultMethod: 'promptpay',
  paymentWindowHours: 24,
  maxUnpaidOrders: 3,
  vatRegistered: false,
  taxId: '',
};

const shop: ShopSettings = {
  name: 'ร้านเกษตรอยุธยา',
  address: '99/9 หมู่ 2 อยุธยา',
  email: 'contact@kasetayutthaya.example',
  phone: '0352123456',
  hours: { weekdays: 'จันทร์ - ศุกร์ 8:00 - 17:00', saturday: 'เสาร์', sunday: 'อาทิตย์' },
  lineQrImage: '/images/line-qr.svg',
  lineId: '@kaset',
  lineUrl: 'https://line.me/R/ti/p/@kaset',
};

/** The payments tab of the settings page, the API answering `saved` and echoing a save. */
function renderPayments(...answers: Parameters<typeof mockApi>) {
  const calls = mockApi(
    ...answers,
    get('/admin/settings/payments', saved),
    put('/admin/settings/payments', async (request) => ({ ...saved, ...(await request.json()) })),
  );
  renderPages({ '/admin/settings': settingsPage }, '/admin/settings?tab=payments');
  return calls;
}

const puts = (calls: SentRequest[]) => calls.filter((call) => call.method === 'PUT');
const saveButton = () => screen.getByRole('button', { name: 'บันทึกการตั้งค่าการชำระเงิน' });

beforeEach(() => {
  useSessionStore.setState({ status: 'ready', user: memberOf('admin') });
});

afterEach(cleanup);

describe('payment settings', () => {
  it('is a tab of the settings page that shows what is saved', async () => {
    mockApi(get('/admin/settings/shop', shop), get('/admin/settings/payments', saved));
    renderPages({ '/admin/settings': settingsPage }, '/admin/settings');
    const tabs = await screen.findByRole('navigation', { name: 'หมวดการตั้งค่า' });
    expect(within(tabs).getByRole('link', { name: 'ข้อมูลร้าน' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(tabs).getByRole('link', { name: 'การชำระเงิน' }));

    expect(await screen.findByLabelText(/^พร้อมเพย์ \(เบอร์มือถือ/)).toHaveValue('0812223333');
    expect(screen.getByLabelText('ชื่อบัญชีพร้อมเพย์')).toHaveValue('ร้านเกษตรอยุธยา');
    const account = screen.getByRole('group', { name: 'บัญชีที่ 1' });
    expect(within(account).getByLabelText(/^ธนาคาร/)).toHaveValue('กสิกรไทย');
    expect(within(account).getByLabelText(/^เลขที่บัญชี/)).toHaveValue('123-4-56789-0');
    expect(screen.getByRole('checkbox', { name: 'พร้อมเพย์ (สแกน QR)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'เก็บเงินปลายทาง' })).toBeChecked();
    expect(screen.getByLabelText('วิธีชำระเงินเริ่มต้น')).toHaveValue('promptpay');
    expect(screen.getByLabelText(/^ยอดสูงสุดที่เก็บเงินปลายทางได้/)).toHaveValue('3000');
    expect(screen.getByLabelText(/^เวลาให้ชำระเงิน/)).toHaveValue('24');
    expect(screen.getByLabelText(/^จำนวนคำสั่งซื้อที่ยังไม่ชำระเงินได้สูงสุดต่อลูกค้า/)).toHaveValue('3');
    expect(screen.getByRole('checkbox', { name: 'ร้านจดทะเบียนภาษีมูลค่าเพิ่ม' })).not.toBeChecked();
  });

  it('refuses a PromptPay id that is no phone or 13-digit id, and VAT without a tax id', async () => {
    const calls = renderPayments();
    const promptpay = await screen.findByLabelText(/^พร้อมเพย์ \(เบอร์มือถือ/);
    await userEvent.clear(promptpay);
    await userEvent.type(promptpay, '12345');
    await userEvent.click(screen.getByRole('checkbox', { name: 'ร้านจดทะเบียนภาษีมูลค่าเพิ่ม' }));
    await userEvent.click(saveButton());

    expect(promptpay).toHaveAccessibleDescription('พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก หรือเลข 13 หลัก');
    expect(screen.getByLabelText(/^เลขประจำตัวผู้เสียภาษี/)).toHaveAccessibleDescription(
      'ร้านที่จดทะเบียนภาษีต้องมีเลขประจำตัวผู้เสียภาษี',
    );
    expect(puts(calls)).toHaveLength(0);

    // A tax id that is not 13 digits is refused too; 13 digits pass.
    const taxId = screen.getByLabelText(/^เลขประจำตัวผู้เสียภาษี/);
    await userEvent.type(taxId, '12345');
    expect(taxId).toHaveAccessibleDescription('เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลัก');
    await userEvent.type(taxId, '67890123');
    expect(taxId).not.toHaveAccessibleDescription();
    expect(puts(calls)).toHaveLength(0);
  });

  it('refuses an amount, a window or an unpaid limit that is not a number, and a bank row left empty', async () => {
    const calls = renderPayments();
    const cod = await screen.findByLabelText(/^ยอดสูงสุดที่เก็บเงินปลายทางได้/);
    await userEvent.clear(cod);
    await userEvent.type(cod, '3,000');
    const unpaid = screen.getByLabelText(/^จำนวนคำสั่งซื้อที่ยังไม่ชำระเงินได้สูงสุดต่อลูกค้า/);
    await userEvent.clear(unpaid);
    await userEvent.type(unpaid, '0');
    await userEvent.click(screen.getByRole('button', { name: '+ เพิ่มบัญชี' }));
    await userEvent.click(saveButton());
    expect(cod).toHaveAccessibleDescription('กรุณากรอกจำนวนเงินเป็นตัวเลข 0 – 1,000,000 บาท');
    expect(unpaid).toHaveAccessibleDescription(/กรุณากรอกจำนวนเต็ม 1 – 20/);
    const added = screen.getByRole('group', { name: 'บัญชีที่ 2' });
    expect(within(added).getByLabelText(/^เลขที่บัญชี/)).toHaveAccessibleDescription(
      'เลขที่บัญชีต้องเป็นตัวเลข 6–20 หลัก (มีขีดคั่นได้)',
    );
    expect(puts(calls)).toHaveLength(0);
  });

  it('saves: accounts added and removed (at most five), amounts in baht, the id without dashes', async () => {
    const calls = renderPayments();
    const promptpay = await screen.findByLabelText(/^พร้อมเพย์ \(เบอร์มือถือ/);
    await userEvent.clear(promptpay);
    await userEvent.type(promptpay, '081-222-3333');

    const add = screen.getByRole('button', { name: '+ เพิ่มบัญชี' });
    await userEvent.click(add);
    const second = screen.getByRole('group', { name: 'บัญชีที่ 2' });
    await userEvent.type(within(second).getByLabelText(/^ธนาคาร/), 'ไทยพาณิชย์');
    await userEvent.type(within(second).getByLabelText(/^ชื่อบัญชี/), 'นายสมชาย ใจดี');
    await userEvent.type(within(second).getByLabelText(/^เลขที่บัญชี/), '4071234567');
    for (let more = 0; more < 3; more += 1) await userEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^บัญชีที่/ })).toHaveLength(5);
    expect(add).toBeDisabled();
    for (const index of [5, 4, 3]) {
      await userEvent.click(screen.getByRole('button', { name: `ลบบัญชีที่ ${index}` }));
    }
    expect(add).toBeEnabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'เก็บเงินปลายทาง' }));
    const cod = screen.getByLabelText(/^ยอดสูงสุดที่เก็บเงินปลายทางได้/);
    await userEvent.clear(cod);
    await userEvent.type(cod, '2500.50');
    await userEvent.selectOptions(screen.getByLabelText('วิธีชำระเงินเริ่มต้น'), 'bank_transfer');
    const window = screen.getByLabelText(/^เวลาให้ชำระเงิน/);
    await userEvent.clear(window);
    await userEvent.type(window, '48');
    const unpaid = screen.getByLabelText(/^จำนวนคำสั่งซื้อที่ยังไม่ชำระเงินได้สูงสุดต่อลูกค้า/);
    await userEvent.clear(unpaid);
    await userEvent.type(unpaid, '5');
    await userEvent.click(screen.getByRole('checkbox', { name: 'ร้านจดทะเบียนภาษีมูลค่าเพิ่ม' }));
    await userEvent.type(screen.getByLabelText(/^เลขประจำตัวผู้เสียภาษี/), '0105551234567');
    await userEvent.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent('บันทึกการตั้งค่าการชำระเงินแล้ว');
    expect(puts(calls).map((call) => call.body)).toEqual([
      {
        ...saved,
        promptpayId: '0812223333',
        bankAccounts: [
          ...saved.bankAccounts,
          { bank: 'ไทยพาณิชย์', accountName: 'นายสมชาย ใจดี', accountNumber: '4071234567' },
        ],
        codEnabled: false,
        codMaxAmount: 2500.5,
        defaultMethod: 'bank_transfer',
        paymentWindowHours: 48,
        maxUnpaidOrders: 5,
        vatRegistered: true,
        taxId: '0105551234567',
      },
    ]);
    // The form shows what was saved.
    expect(promptpay).toHaveValue('0812223333');
  });

  it("puts the server's field messages on their fields", async () => {
    const calls = renderPayments(
      put(
        '/admin/settings/payments',
        errorReply('VALIDATION', 'ข้อมูลไม่ถูกต้อง', {
          fields: { promptpayId: 'พร้อมเพย์นี้ใช้ไม่ได้' },
        }),
        400,
      ),
    );
    const promptpay = await screen.findByLabelText(/^พร้อมเพย์ \(เบอร์มือถือ/);
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('ข้อมูลไม่ถูกต้อง');
    expect(promptpay).toHaveAccessibleDescription('พร้อมเพย์นี้ใช้ไม่ได้');
    expect(puts(calls)).toHaveLength(1);
  });
});
