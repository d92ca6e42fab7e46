import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmOrderModal } from './confirm-order-modal.tsx';
import type { CheckoutPayment, CheckoutRequest } from './use-checkout.ts';

afterEach(cleanup);

const allMethods: CheckoutPayment = {
  methods: ['promptpay', 'bank_transfer', 'cod'],
  defaultMethod: 'bank_transfer',
  codMaxSatang: 500_000,
  shippingFeeSatang: 0,
  amountDueSatang: 289_200,
  codFeeSatang: 0,
  codRefusedBy: [],
  carriers: ['thailandpost', 'flash', 'jt', 'kerry', 'spx', 'other'],
  freeShippingFromSatang: null,
  points: { balance: null, usable: 0, used: 0, discountSatang: 0, earned: 0 },
};

function renderConfirm(payment: CheckoutPayment | null, more: Partial<CheckoutRequest> = {}) {
  const onConfirm = vi.fn();
  const onTerms = vi.fn();
  render(
    <ConfirmOrderModal
      request={{
        items: [{ productId: 1, quantity: 2 }],
        summary: { units: 2, netSatang: payment?.amountDueSatang ?? 289_200 },
        payment,
        ...more,
      }}
      address="12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา"
      onConfirm={onConfirm}
      onTerms={onTerms}
      onBackToEdit={() => {}}
      onCancel={() => {}}
      paymentError={more.refusedMethods ? 'ไม่สามารถใช้วิธีชำระเงินนี้ได้ กรุณาเลือกวิธีอื่น' : null}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
  return { onConfirm, onTerms, dialog };
}

const methodGroup = (dialog: HTMLElement) =>
  within(dialog).getByRole('group', { name: 'วิธีชำระเงิน' });

describe('the payment method at checkout', () => {
  it("offers the quote's methods, each with its hint, the shop's default chosen", () => {
    const { dialog } = renderConfirm(allMethods);
    const radios = within(methodGroup(dialog)).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'promptpay',
      'bank_transfer',
      'cod',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'โอนเงินผ่านบัญชีธนาคาร' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'พร้อมเพย์ (สแกน QR)' })).not.toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: 'พร้อมเพย์ (สแกน QR)' }),
    ).toHaveAccessibleDescription('สแกน QR ในแอปธนาคาร ยอดเงินตรงกับคำสั่งซื้อ');
    expect(
      within(dialog).getByRole('radio', { name: 'เก็บเงินปลายทาง' }),
    ).toHaveAccessibleDescription('ชำระเงินสดกับพนักงานส่งของ (ยอดไม่เกิน ฿5,000.00)');
    expect(dialog).not.toHaveTextContent('เก็บเงินปลายทางได้เมื่อยอดไม่เกิน');
  });

  it("says, with a link to the privacy notice, what the order's address is used for", () => {
    const { dialog } = renderConfirm(allMethods);
    expect(within(dialog).getByRole('link', { name: 'ประกาศความเป็นส่วนตัว' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('sends the method chosen with the address', () => {
    const { dialog, onConfirm } = renderConfirm(allMethods);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'เก็บเงินปลายทาง' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    expect(onConfirm).toHaveBeenCalledWith('12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา', 'cod');
  });

  it('says why cash on delivery is missing when the order is over its limit', () => {
    const { dialog, onConfirm } = renderConfirm({
      ...allMethods,
      methods: ['promptpay', 'bank_transfer'],
      defaultMethod: 'promptpay',
      amountDueSatang: 650_000,
    });
    const group = methodGroup(dialog);
    expect(within(group).queryByRole('radio', { name: 'เก็บเงินปลายทาง' })).toBeNull();
    expect(group).toHaveAccessibleDescription('เก็บเงินปลายทางได้เมื่อยอดไม่เกิน ฿5,000.00');
    expect(within(dialog).getByRole('radio', { name: 'พร้อมเพย์ (สแกน QR)' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    expect(onConfirm).toHaveBeenCalledWith(expect.any(String), 'promptpay');
  });

  it('says nothing of cash on delivery when the shop takes none', () => {
    const { dialog } = renderConfirm({
      ...allMethods,
      methods: ['promptpay'],
      defaultMethod: 'promptpay',
      codMaxSatang: null,
    });
    expect(dialog).not.toHaveTextContent('เก็บเงินปลายทาง');
  });

  it('shows the shipping fee and the amount due when delivery costs something', () => {
    const { dialog } = renderConfirm({
      ...allMethods,
      shippingFeeSatang: 5_000,
      amountDueSatang: 294_200,
    });
    expect(dialog).toHaveTextContent('ค่าจัดส่ง฿50.00');
    expect(dialog).toHaveTextContent('ยอดที่ต้องชำระ฿2,942.00');
  });

  it('says delivery is free when it is', () => {
    const { dialog } = renderConfirm(allMethods);
    expect(dialog).toHaveTextContent('ค่าจัดส่งส่งฟรี');
    expect(dialog).toHaveTextContent('ยอดที่ต้องชำระ฿2,892.00');
  });

  it('after a refusal: says so, offers the others only, and keeps the address typed', () => {
    const { dialog } = renderConfirm(allMethods, {
      refusedMethods: ['cod'],
      shippingAddress: 'ไร่ลุงชม 45 หมู่ 7',
    });
    const group = methodGroup(dialog);
    expect(within(group).getByRole('alert')).toHaveTextContent(
      'ไม่สามารถใช้วิธีชำระเงินนี้ได้ กรุณาเลือกวิธีอื่น',
    );
    expect(within(group).queryByRole('radio', { name: 'เก็บเงินปลายทาง' })).toBeNull();
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: /ที่อยู่จัดส่ง/ })).toHaveValue('ไร่ลุงชม 45 หมู่ 7');
  });

  it('offers no choice without a quote: the shop decides', () => {
    const { dialog, onConfirm } = renderConfirm(null);
    expect(within(dialog).queryByRole('group', { name: 'วิธีชำระเงิน' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    expect(onConfirm).toHaveBeenCalledWith(expect.any(String), undefined);
  });
});

describe('delivery at checkout', () => {
  it('asks the fee again when the method changes, and shows COD’s own fee beside it', () => {
    const { dialog, onTerms } = renderConfirm({ ...allMethods, codFeeSatang: 2_000 });
    // The profile's free text is where this order goes: the quote is asked for that (no province).
    const destination = { shippingAddress: '12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา' };
    expect(onTerms).toHaveBeenLastCalledWith({ destination, paymentMethod: 'bank_transfer' });
    expect(
      within(dialog).getByRole('radio', { name: 'เก็บเงินปลายทาง' }),
    ).toHaveAccessibleDescription(
      'ชำระเงินสดกับพนักงานส่งของ (ยอดไม่เกิน ฿5,000.00) · ค่าธรรมเนียมเก็บเงินปลายทาง ฿20.00',
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: 'เก็บเงินปลายทาง' }));
    expect(onTerms).toHaveBeenLastCalledWith({ destination, paymentMethod: 'cod' });
    // Typing in the free text changes no fee: nothing is asked again.
    const asked = onTerms.mock.calls.length;
    fireEvent.change(within(dialog).getByRole('textbox', { name: /ที่อยู่จัดส่ง/ }), {
      target: { value: '12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา ใกล้วัด' },
    });
    expect(onTerms).toHaveBeenCalledTimes(asked);
  });

  it('names the goods that keep cash on delivery away, and the only carriers that take the cart', () => {
    const { dialog } = renderConfirm({
      ...allMethods,
      methods: ['promptpay', 'bank_transfer'],
      codRefusedBy: ['พาราควอต 27.6%'],
      carriers: ['thailandpost', 'other'],
    });
    expect(within(dialog).queryByRole('radio', { name: 'เก็บเงินปลายทาง' })).toBeNull();
    expect(dialog).toHaveTextContent('สินค้าต่อไปนี้ไม่รับเก็บเงินปลายทาง: พาราควอต 27.6%');
    expect(dialog).toHaveTextContent('สินค้าในตะกร้าส่งได้เฉพาะ ไปรษณีย์ไทย, ขนส่งอื่น');
  });

  it('says how much more ships free, only while the fee is charged', () => {
    const below = renderConfirm({
      ...allMethods,
      shippingFeeSatang: 5_000,
      amountDueSatang: 85_000,
      freeShippingFromSatang: 100_000,
    });
    // The summary's net is the amount due here (฿850): ฿150 more ships free.
    expect(below.dialog).toHaveTextContent('ซื้อเพิ่มอีก ฿150.00 เพื่อรับสิทธิ์ส่งฟรี');
    cleanup();
    const free = renderConfirm({ ...allMethods, freeShippingFromSatang: 100_000 });
    expect(free.dialog).not.toHaveTextContent('เพื่อรับสิทธิ์ส่งฟรี');
  });
});

describe('ConfirmOrderModal: ใช้แต้ม', () => {
  const withPoints = (points: Partial<CheckoutPayment['points']>): CheckoutPayment => ({
    ...allMethods,
    points: { balance: 1200, usable: 1200, used: 0, discountSatang: 0, earned: 14, ...points },
  });

  it('is not offered to a member without points', () => {
    renderConfirm(allMethods);
    expect(screen.queryByRole('checkbox', { name: /ใช้แต้ม/ })).toBeNull();
  });

  it('asks the server for the most usable points, shows its discount, and orders with them', () => {
    const onTerms = vi.fn();
    const onConfirm = vi.fn();
    const request: CheckoutRequest = {
      items: [{ productId: 1, quantity: 2 }],
      summary: { units: 2, netSatang: 289_200 },
      payment: withPoints({}),
    };
    const { rerender } = render(
      <ConfirmOrderModal
        request={request}
        address="12 หมู่ 3 ต.บ้านเกาะ"
        onConfirm={onConfirm}
        onTerms={onTerms}
        onBackToEdit={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText('แต้มสะสม 1,200 แต้ม')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /ใช้แต้ม/ }));
    expect(onTerms).toHaveBeenLastCalledWith(expect.objectContaining({ pointsToUse: 1200 }));
    // The server's quote answers: 1,200 points take ฿12 off.
    rerender(
      <ConfirmOrderModal
        request={{ ...request, payment: withPoints({ used: 1200, discountSatang: 1200 }) }}
        address="12 หมู่ 3 ต.บ้านเกาะ"
        onConfirm={onConfirm}
        onTerms={onTerms}
        onBackToEdit={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByTestId('points-discount').textContent).toBe('-฿12.00');
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    expect(onConfirm).toHaveBeenCalledWith('12 หมู่ 3 ต.บ้านเกาะ', 'bank_transfer', undefined, 1200);
  });
});
