import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeApi } from '../../../testing/api-mock.ts';
import {
  answerCheckout,
  closeCart,
  confirmOrder,
  customer,
  flush,
  openCart,
  orderError,
  quote,
  renderHost,
} from '../../../testing/cart-checkout.tsx';
import { buildOrder } from '../../../testing/factories/orders.ts';
import { useSessionStore } from '../../features/accounts/session-store.ts';
import { useCartStore } from '../../features/cart/cart-store.ts';
import { MIN_PROCESSING_MS } from '../../features/orders/checkout/use-checkout.ts';

vi.mock('../../features/orders/download-receipt.ts', async (original) => ({
  ...(await original<typeof import('../../features/orders/download-receipt.ts')>()),
  downloadReceipt: vi.fn(async () => {}),
}));

// The checkout's address form is a chunk of its own (checkout-address-lazy.ts). Loaded here before
// the tests, as the checkout tests before them in one file used to load it, so that its first
// import does not race the fake clock.
beforeAll(async () => {
  await import('../../features/addresses/checkout-address.tsx');
});
beforeEach(openCart);
afterEach(closeCart);

describe('checkout: where this order goes', () => {
  it("prefills the profile's address; an edited address goes with this order and the profile stays as it was", async () => {
    const calls = answerCheckout(() => ({ status: 201, body: { order: buildOrder() } }));
    renderHost();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' }));
    const confirm = screen.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
    const address = within(confirm).getByRole('textbox', { name: /ที่อยู่จัดส่งสำหรับคำสั่งซื้อนี้/ });
    expect(address).toHaveValue('12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา');
    expect(address).toHaveAccessibleDescription('ที่อยู่ในข้อมูลส่วนตัวของคุณไม่เปลี่ยน');

    fireEvent.change(address, { target: { value: 'ไร่ลุงชม 45 หมู่ 7 ต.บางปะหัน จ.พระนครศรีอยุธยา' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    await flush(MIN_PROCESSING_MS);

    const post = calls.find((call) => call.path === '/api/orders');
    expect(post?.body).toMatchObject({
      shippingAddress: 'ไร่ลุงชม 45 หมู่ 7 ต.บางปะหัน จ.พระนครศรีอยุธยา',
    });
    expect(calls.some((call) => call.path === '/api/me')).toBe(false);
    expect(useSessionStore.getState().user?.address).toBe('12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา');
  });

  it('without an address anywhere, asks for a new one in the address form and sends nothing until it is filled', async () => {
    useSessionStore.setState({ user: { ...customer, address: '' }, status: 'ready' });
    const calls = answerCheckout();
    renderHost();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' }));
    const confirm = screen.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
    await flush(100);
    const houseLine = within(confirm).getByRole('textbox', { name: /บ้านเลขที่/ });
    expect(within(confirm).queryByRole('textbox', { name: /ที่อยู่จัดส่งสำหรับคำสั่งซื้อนี้/ })).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    await flush(MIN_PROCESSING_MS);
    expect(houseLine).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/orders')).toBe(false);
  });

  it("starts a new address with the signed-in customer's name and phone (issue 37)", async () => {
    answerCheckout();
    renderHost();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' }));
    const confirm = screen.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
    await flush(100);
    fireEvent.click(within(confirm).getByRole('radio', { name: 'ที่อยู่ใหม่' }));
    expect(within(confirm).getByRole('textbox', { name: /ชื่อผู้รับ/ })).toHaveValue('สมหญิง ทองดี');
    expect(within(confirm).getByRole('textbox', { name: /เบอร์โทรศัพท์/ })).toHaveValue('0812345678');
    expect(within(confirm).getByRole('textbox', { name: /บ้านเลขที่/ })).toHaveValue('');
  });

  it('sends a saved default address as the structured object, to the order and to the quote alike', async () => {
    const saved = {
      id: '5b0c6f0e-1c1f-4a57-9f0e-2f5d3c1b9a11',
      recipient: 'สมศรี ใจดี',
      phone: '0812345678',
      line1: '45 หมู่ 2',
      subdistrict: 'ภาชี',
      district: 'ภาชี',
      province: 'พระนครศรีอยุธยา',
      postcode: '13140',
      isDefault: true,
    };
    const calls = routeApi((call) => {
      if (call.path === '/api/cart/quote') return quote(call);
      if (call.path === '/api/me/addresses') return { status: 200, body: { addresses: [saved] } };
      if (call.path === '/api/orders') return { status: 201, body: { order: buildOrder() } };
      return undefined;
    });
    renderHost();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' }));
    const confirm = screen.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
    await flush(100);
    expect(within(confirm).getByRole('radio', { name: /สมศรี ใจดี 45 หมู่ 2/ })).toBeChecked();
    expect(within(confirm).queryByRole('textbox', { name: /ที่อยู่จัดส่งสำหรับคำสั่งซื้อนี้/ })).toBeNull();
    // The fee is priced by the address the order goes to (a postcode two provinces share would
    // not say which province).
    const { id: _id, isDefault: _d, ...address } = saved;
    const quotes = calls.filter((call) => call.path === '/api/cart/quote');
    expect(quotes.at(-1)?.body).toMatchObject({ shippingAddress: address });
    expect(quotes.at(-1)?.body).not.toHaveProperty('postcode');
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    await flush(MIN_PROCESSING_MS);
    const order = calls.find((call) => call.path === '/api/orders');
    expect(order?.body).toMatchObject({ shippingAddress: address });
  });
});

describe('checkout: how the order is paid', () => {
  it('sends the method chosen in the confirmation', async () => {
    const calls = answerCheckout(() => ({ status: 201, body: { order: buildOrder() } }));
    renderHost();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' }));
    const confirm = screen.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
    expect(within(confirm).getByRole('radio', { name: 'พร้อมเพย์ (สแกน QR)' })).toBeChecked();
    fireEvent.click(within(confirm).getByRole('radio', { name: 'โอนเงินผ่านบัญชีธนาคาร' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    await flush(MIN_PROCESSING_MS);
    const post = calls.find((call) => call.path === '/api/orders');
    expect(post?.body).toMatchObject({ paymentMethod: 'bank_transfer' });
  });

  it('brings the confirmation back when the shop refuses the method, to choose another', async () => {
    const sent: unknown[] = [];
    answerCheckout((call) => {
      sent.push(call.body);
      return sent.length === 1
        ? orderError(409, {
            code: 'PAYMENT_METHOD_UNAVAILABLE',
            message: 'ร้านไม่ได้เปิดรับวิธีชำระเงินนี้',
          })
        : {
            status: 201,
            body: { order: buildOrder({ paymentMethod: 'promptpay', paymentStatus: 'awaiting' }) },
          };
    });
    renderHost();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' }));
    let confirm = screen.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
    fireEvent.click(within(confirm).getByRole('radio', { name: 'เก็บเงินปลายทาง' }));
    fireEvent.change(within(confirm).getByRole('textbox', { name: /ที่อยู่จัดส่ง/ }), {
      target: { value: 'ไร่ลุงชม 45 หมู่ 7' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    await flush(MIN_PROCESSING_MS);

    confirm = screen.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
    expect(within(confirm).getByRole('alert')).toHaveTextContent(
      'ไม่สามารถใช้วิธีชำระเงินนี้ได้ กรุณาเลือกวิธีอื่น',
    );
    expect(within(confirm).queryByRole('radio', { name: 'เก็บเงินปลายทาง' })).toBeNull();
    expect(within(confirm).getByRole('radio', { name: 'พร้อมเพย์ (สแกน QR)' })).toBeChecked();
    expect(within(confirm).getByRole('textbox', { name: /ที่อยู่จัดส่ง/ })).toHaveValue('ไร่ลุงชม 45 หมู่ 7');
    expect(useCartStore.getState().items).toHaveLength(2);

    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    await flush(MIN_PROCESSING_MS);
    expect(sent).toEqual([
      expect.objectContaining({ paymentMethod: 'cod', shippingAddress: 'ไร่ลุงชม 45 หมู่ 7' }),
      expect.objectContaining({ paymentMethod: 'promptpay', shippingAddress: 'ไร่ลุงชม 45 หมู่ 7' }),
    ]);
    expect(screen.getByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' })).toBeInTheDocument();
  });

  it('leads a PromptPay order from the success step to its payment page', async () => {
    answerCheckout(() => ({
      status: 201,
      body: { order: buildOrder({ paymentMethod: 'promptpay', paymentStatus: 'awaiting' }) },
    }));
    const router = renderHost();
    await flush();
    confirmOrder();
    await flush(MIN_PROCESSING_MS);
    const success = screen.getByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' });
    fireEvent.click(within(success).getByRole('button', { name: 'ไปหน้าชำระเงิน' }));
    await flush();
    expect(router.state.location.pathname).toBe('/orders/TXN1795348555341/payment');
    expect(screen.queryByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' })).not.toBeInTheDocument();
  });

  it('offers no payment page for cash on delivery', async () => {
    answerCheckout(() => ({
      status: 201,
      body: { order: buildOrder({ paymentMethod: 'cod', paymentStatus: 'cod' }) },
    }));
    renderHost();
    await flush();
    confirmOrder();
    await flush(MIN_PROCESSING_MS);
    const success = screen.getByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' });
    expect(within(success).queryByRole('button', { name: 'ไปหน้าชำระเงิน' })).toBeNull();
  });
});
