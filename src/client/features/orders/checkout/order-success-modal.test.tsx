import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get, mockApi } from '../../../../testing/api-mock.ts';
import { buildOrder, COD_ORDER_AMOUNTS } from '../../../../testing/factories/orders.ts';
import { buildShopSettings } from '../../../../testing/factories/settings.ts';
import { orderInSatang } from '../order-money.ts';
import { OrderSuccessModal } from './order-success-modal.tsx';

const download = vi.hoisted(() => vi.fn<(node: HTMLElement, id: string) => Promise<void>>());
vi.mock('../download-receipt.ts', async (original) => ({
  ...(await original<typeof import('../download-receipt.ts')>()),
  downloadReceipt: download,
}));

const sampleOrder = orderInSatang(buildOrder());

const tick = (seconds: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(seconds * 1000);
  });

const shop = buildShopSettings();

beforeEach(() => {
  mockApi(get('/settings/shop', shop));
  vi.useFakeTimers();
  download.mockReset();
  download.mockResolvedValue();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OrderSuccessModal', () => {
  it('shows the order id, items, totals and the watermark', () => {
    render(<OrderSuccessModal order={sampleOrder} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' });
    expect(within(dialog).getByText('TXN1795348555341')).toBeInTheDocument();
    expect(within(dialog).getByText('ไกลโฟเซต ไร่ทอง 48%')).toBeInTheDocument();
    expect(within(dialog).getByText('฿1,780.00')).toBeInTheDocument();
    expect(within(dialog).getByText('ส่วนลด (FARM10)')).toBeInTheDocument();
    expect(within(dialog).getByText('-฿178.00')).toBeInTheDocument();
    // The net and the amount due: this order travels free and is not paid on delivery.
    expect(within(dialog).getAllByText('฿2,892.00')).toHaveLength(2);
    expect(within(dialog).getByText('081-234-5678')).toBeInTheDocument();
    // The watermark: the shop name, drawn behind the receipt and hidden from screen readers.
    const watermark = within(dialog).getAllByText('ร้านเกษตรอยุธยา', { ignore: 'p' })[0];
    expect(watermark?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says so when the address is not a pair the shop’s list knows, and only then', () => {
    const warning = 'ไม่พบตำบลและรหัสไปรษณีย์คู่นี้ในรายชื่อของร้าน';
    render(<OrderSuccessModal order={sampleOrder} warning={warning} onClose={() => {}} />);
    expect(screen.getByText(warning)).toBeVisible();
    cleanup();
    render(<OrderSuccessModal order={sampleOrder} warning={null} onClose={() => {}} />);
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('titles the image an order summary, not a receipt, while nothing has been paid', () => {
    render(<OrderSuccessModal order={sampleOrder} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' });
    expect(within(dialog).getByText('ใบสรุปคำสั่งซื้อ')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('ใบเสร็จรับเงิน');
  });

  it('keeps the close button disabled for 5 s, with one countdown only, and Escape does nothing until then', async () => {
    const onClose = vi.fn();
    render(<OrderSuccessModal order={sampleOrder} onClose={onClose} />);
    const close = screen.getByRole('button', { name: 'ปิด' });
    expect(close).toBeDisabled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    // The save's countdown is the one number that counts down on the screen.
    const dialog = screen.getByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' });
    expect(dialog.textContent?.match(/\d+ วินาที|\(\d+\)/g)).toEqual(['8 วินาที']);

    await tick(4);
    expect(screen.getByRole('button', { name: 'ปิด' })).toBeDisabled();
    await tick(1);
    const open = screen.getByRole('button', { name: 'ปิด' });
    expect(open).toBeEnabled();
    fireEvent.click(open);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('counts down from 8 s and then saves the summary as order-summary-{id}.png, once', async () => {
    render(<OrderSuccessModal order={sampleOrder} onClose={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('บันทึกใบสรุปคำสั่งซื้ออัตโนมัติใน 8 วินาที');
    await tick(3);
    expect(screen.getByRole('status')).toHaveTextContent('บันทึกใบสรุปคำสั่งซื้ออัตโนมัติใน 5 วินาที');
    await tick(4);
    expect(screen.getByRole('status')).toHaveTextContent('บันทึกใบสรุปคำสั่งซื้ออัตโนมัติใน 1 วินาที');
    expect(download).not.toHaveBeenCalled();
    await tick(1);
    expect(download).toHaveBeenCalledTimes(1);
    expect(download.mock.calls[0]?.[1]).toBe('TXN1795348555341');
    expect(download.mock.calls[0]?.[0]).toHaveTextContent('TXN1795348555341');
    expect(screen.getByRole('status')).toHaveTextContent(
      'บันทึกใบสรุปคำสั่งซื้อแล้ว (order-summary-TXN1795348555341.png)',
    );
    await tick(10);
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('says เกิดข้อผิดพลาดในการบันทึกใบสรุปคำสั่งซื้อ when the image cannot be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    download.mockRejectedValue(new Error('canvas tainted'));
    render(<OrderSuccessModal order={sampleOrder} onClose={() => {}} />);
    await tick(8);
    expect(screen.getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาดในการบันทึกใบสรุปคำสั่งซื้อ');
  });

  it('saves again on request', async () => {
    render(<OrderSuccessModal order={sampleOrder} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกใบสรุปคำสั่งซื้อ' }));
    await tick(0);
    expect(download).toHaveBeenCalledTimes(1);
    // The countdown does not save a second time on its own.
    await tick(9);
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('says how to pay a PromptPay order: the amount, by when, and the slip', async () => {
    const order = orderInSatang(
      buildOrder({
        paymentMethod: 'promptpay',
        paymentStatus: 'awaiting',
        paymentDueAt: '2026-11-23T11:55:00.000Z',
      }),
    );
    render(<OrderSuccessModal order={order} onClose={() => {}} />);
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'การชำระเงิน: พร้อมเพย์ (สแกน QR)สแกน QR พร้อมเพย์ในหน้าชำระเงิน ชำระ ฿2,892.00 ภายใน 23 พ.ย. 2569 18:55 แล้วส่งสลิปในหน้าเดียวกัน',
    );
  });

  it('shows a COD order’s fee and amount due, and says the courier collects it, under the shop’s address', async () => {
    const order = orderInSatang(
      buildOrder({
        ...COD_ORDER_AMOUNTS,
      }),
    );
    render(<OrderSuccessModal order={order} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' });
    const totals = within(dialog).getByRole('table');
    const row = (label: string) =>
      within(totals).getByRole('rowheader', { name: label }).closest('tr');
    expect(row('ค่าจัดส่ง')).toHaveTextContent('ส่งฟรี');
    expect(row('ค่าธรรมเนียมเก็บเงินปลายทาง')).toHaveTextContent('฿20.00');
    expect(row('ยอดที่ต้องชำระ')).toHaveTextContent('฿1,610.00');
    expect(dialog).toHaveTextContent('ชำระเงินสด ฿1,610.00 กับพนักงานส่งของเมื่อได้รับสินค้า');
    await tick(0);
    expect(within(dialog).getByText(shop.address)).toBeVisible();
  });
});
