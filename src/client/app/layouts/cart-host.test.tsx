import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RoutedReply, routeApi } from '../../../testing/api-mock.ts';
import {
  answerCheckout,
  closeCart,
  confirmOrder,
  flush,
  line,
  openCart,
  orderError,
  quote,
  renderHost,
} from '../../../testing/cart-checkout.tsx';
import { buildOrder } from '../../../testing/factories/orders.ts';
import { useAuthDialog } from '../../features/accounts/auth-dialog-store.ts';
import { useSessionStore } from '../../features/accounts/session-store.ts';
import { useCartStore } from '../../features/cart/cart-store.ts';
import { MIN_PROCESSING_MS } from '../../features/orders/checkout/use-checkout.ts';

vi.mock('../../features/orders/download-receipt.ts', async (original) => ({
  ...(await original<typeof import('../../features/orders/download-receipt.ts')>()),
  downloadReceipt: vi.fn(async () => {}),
}));

beforeEach(openCart);
afterEach(closeCart);

describe('checkout', () => {
  it('for a visitor: the order button closes the cart and opens the login dialog', async () => {
    useSessionStore.setState({ user: null, status: 'ready' });
    answerCheckout();
    renderHost();
    fireEvent.click(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useCartStore.getState().isOpen).toBe(false);
    expect(useAuthDialog.getState().mode).toBe('login');
    expect(useCartStore.getState().openAfterLogin).toBe(true);
    expect(useCartStore.getState().items).toHaveLength(2);
  });

  it('asks for confirmation; back to edit returns to the cart, cancel closes everything', async () => {
    const calls = answerCheckout();
    renderHost();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' }));
    const confirm = screen.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
    // 2 × ฿890 + ฿1,290 = ฿3,070, 10 % off the eligible ฿1,780 → ฿2,892.
    expect(confirm).toHaveTextContent('สั่งซื้อสินค้า 3 ชิ้น ยอดสุทธิ ฿2,892.00 (ใช้โค้ด FARM10)');
    expect(within(confirm).getByRole('textbox', { name: /ที่อยู่จัดส่ง/ })).toHaveValue(
      '12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา',
    );

    fireEvent.click(within(confirm).getByRole('button', { name: 'กลับไปแก้ไข' }));
    expect(screen.queryByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /ตะกร้าสินค้า/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' }));
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(2);
    expect(calls.some((call) => call.path === '/api/orders')).toBe(false);
  });

  it('sends the order at once, keeps the overlay 3 s, then clears and closes the cart and shows the success modal', async () => {
    const calls = answerCheckout(() => ({ status: 201, body: { order: buildOrder() } }));
    renderHost();
    await flush();
    confirmOrder();
    await flush();

    expect(screen.getByRole('dialog', { name: 'กำลังส่งคำสั่งซื้อไปยังร้านค้า...' })).toBeInTheDocument();
    const post = calls.find((call) => call.path === '/api/orders');
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({
      items: [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
      discountCode: 'FARM10',
      shippingAddress: '12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา',
      paymentMethod: 'promptpay',
    });
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);

    await flush(MIN_PROCESSING_MS - 100);
    expect(screen.getByText('กำลังส่งคำสั่งซื้อไปยังร้านค้า...', { selector: 'p' })).toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(2);

    await flush(100);
    expect(
      screen.queryByText('กำลังส่งคำสั่งซื้อไปยังร้านค้า...', { selector: 'p' }),
    ).not.toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([]);
    expect(useCartStore.getState().appliedCode).toBeNull();
    expect(useCartStore.getState().isOpen).toBe(false);
    const success = screen.getByRole('dialog', { name: 'สั่งซื้อสำเร็จ!' });
    expect(success).toHaveTextContent('TXN1795348555341');
    expect(screen.queryByRole('dialog', { name: /ตะกร้าสินค้า/ })).not.toBeInTheDocument();
  });

  it('keeps the cart and says why when the order is refused; a new attempt has a new key', async () => {
    let attempt = 0;
    const calls = answerCheckout(() => {
      attempt += 1;
      return orderError(409, {
        code: 'OUT_OF_STOCK',
        message: 'สินค้ามีไม่พอ: ถังพ่นยา 16 ลิตร',
        products: [{ productId: 2, name: 'ถังพ่นยา 16 ลิตร', requested: 1, available: 0 }],
      });
    });
    renderHost();
    await flush();
    for (let round = 0; round < 2; round++) {
      confirmOrder();
      await flush(MIN_PROCESSING_MS);
      expect(screen.getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาด: สินค้ามีไม่พอ: ถังพ่นยา 16 ลิตร');
      expect(useCartStore.getState().items).toHaveLength(2);
      expect(useCartStore.getState().isOpen).toBe(true);
    }
    expect(attempt).toBe(2);
    const keys = calls
      .filter((call) => call.path === '/api/orders')
      .map((call) => call.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('drops a code the shop refused at checkout and shows the reason', async () => {
    answerCheckout(() =>
      orderError(409, {
        code: 'DISCOUNT_INVALID',
        message: 'โค้ดส่วนลดนี้ถูกใช้ครบจำนวนแล้ว',
        reason: 'MAX_USES_REACHED',
      }),
    );
    renderHost();
    await flush();
    confirmOrder();
    await flush(MIN_PROCESSING_MS);
    expect(screen.getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาด: โค้ดส่วนลดนี้ถูกใช้ครบจำนวนแล้ว');
    expect(useCartStore.getState().appliedCode).toBeNull();
    expect(useCartStore.getState().items).toHaveLength(2);
  });

  it('says to log in when the session ended before the order', async () => {
    answerCheckout(() => orderError(401, { code: 'UNAUTHENTICATED', message: 'Please log in' }));
    renderHost();
    await flush();
    confirmOrder();
    await flush(MIN_PROCESSING_MS);
    expect(screen.getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาด: กรุณาเข้าสู่ระบบก่อนสั่งซื้อ');
  });

  it('says the order failed, without server details, on a network error or a 500', async () => {
    answerCheckout(() => orderError(500, { code: 'INTERNAL', message: 'Internal server error' }));
    renderHost();
    await flush();
    confirmOrder();
    await flush(MIN_PROCESSING_MS);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'เกิดข้อผิดพลาด: ไม่สามารถบันทึกคำสั่งซื้อได้ กรุณาลองใหม่อีกครั้ง',
    );
  });
});

describe('checkout: what the order holds and costs', () => {
  it('sends the pack size of each line that has one', async () => {
    useCartStore.setState({
      items: [{ ...line(1, 2, 89000), variantId: 11 }, line(2, 1, 129000)],
    });
    const calls = answerCheckout(() => ({ status: 201, body: { order: buildOrder() } }));
    renderHost();
    await flush();
    confirmOrder();
    await flush(MIN_PROCESSING_MS);
    const post = calls.find((call) => call.path === '/api/orders');
    expect(post?.body).toMatchObject({
      items: [
        { productId: 1, variantId: 11, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
    });
  });

  it("asks for the fee itself when ordered before the cart's quote came back", async () => {
    let asked = 0;
    routeApi((call) => {
      if (call.path !== '/api/cart/quote') return undefined;
      asked += 1;
      // The cart's own quote is slow; the confirmation's answers with the shop's fee.
      if (asked === 1) return new Promise<RoutedReply>(() => {});
      const reply = quote(call);
      return { ...reply, body: { ...(reply.body as object), shippingFee: 40, amountDue: 2932 } };
    });
    renderHost();
    fireEvent.click(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' }));
    const confirm = screen.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' });
    await flush(100);
    expect(confirm).toHaveTextContent('฿40.00');
    expect(confirm).toHaveTextContent('฿2,932.00');
    expect(within(confirm).getByRole('radio', { name: 'พร้อมเพย์ (สแกน QR)' })).toBeChecked();
  });
});
