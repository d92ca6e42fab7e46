import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../shared/contracts/accounts.ts';
import { type RoutedCall, type RoutedReply, routeApi } from '../../../testing/api-mock.ts';
import { buildOrder } from '../../../testing/factories/orders.ts';
import { useAuthDialog } from '../../features/accounts/auth-dialog-store.ts';
import { useSessionStore } from '../../features/accounts/session-store.ts';
import { type CartItem, useCartStore } from '../../features/cart/cart-store.ts';
import { MIN_PROCESSING_MS } from '../../features/orders/checkout/use-checkout.ts';
import { CartHost } from './cart-host.tsx';

vi.mock('../../features/orders/download-receipt.ts', async (original) => ({
  ...(await original<typeof import('../../features/orders/download-receipt.ts')>()),
  downloadReceipt: vi.fn(async () => {}),
}));

const customer: SessionUser = {
  id: 'u-1',
  phone: '0812345678',
  firstName: 'สมหญิง',
  lastName: 'ทองดี',
  address: '12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา',
  role: 'customer',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastProfileEditAt: null,
};

const line = (productId: number, quantity: number, priceSatang: number): CartItem => ({
  productId,
  name: productId === 1 ? 'ไกลโฟเซต ไร่ทอง 48%' : 'ถังพ่นยา 16 ลิตร',
  image: `/images/products/${productId}.svg`,
  priceSatang,
  isEligibleForPromotion: productId === 1,
  quantity,
  addedAt: '2026-11-01T00:00:00.000Z',
});

const quote = (call: RoutedCall): RoutedReply => {
  const body = call.body as { items: { productId: number; quantity: number }[] };
  return {
    status: 200,
    body: {
      lines: body.items.map((item) => ({
        productId: item.productId,
        name: item.productId === 1 ? 'ไกลโฟเซต ไร่ทอง 48%' : 'ถังพ่นยา 16 ลิตร',
        image: `/images/products/${item.productId}.svg`,
        unitPrice: item.productId === 1 ? 890 : 1290,
        quantity: item.quantity,
        lineTotal: (item.productId === 1 ? 890 : 1290) * item.quantity,
        eligible: item.productId === 1,
        inStock: true,
        stockCount: 50,
      })),
      subtotal: 0,
      eligibleSubtotal: 0,
      discount: 0,
      net: 0,
      problems: [],
      shippingFee: 0,
      amountDue: 2892,
      payment: {
        methods: ['promptpay', 'bank_transfer', 'cod'],
        defaultMethod: 'promptpay',
        codMaxAmount: 5000,
        codFee: 0,
        codRefusedBy: [],
      },
      delivery: { carriers: ['thailandpost', 'flash', 'jt', 'kerry', 'spx', 'other'] },
    },
  };
};

function renderHost() {
  const router = createMemoryRouter([{ path: '*', Component: CartHost }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** Answers the cart's quote and, with `order`, what POST /api/orders gets back. */
function answerCheckout(order?: (call: RoutedCall) => RoutedReply) {
  return routeApi((call) => {
    if (call.path === '/api/cart/quote') return quote(call);
    if (call.path === '/api/orders' && order) return order(call);
    return undefined;
  });
}

/** The API's refusal of an order. */
const orderError = (status: number, error: Record<string, unknown>): RoutedReply => ({
  status,
  body: { error },
});

/** From the open cart: order, then confirm with the prefilled address. */
function confirmOrder() {
  fireEvent.click(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' }));
  fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
}

const flush = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  useCartStore.setState({
    items: [line(1, 2, 89000), line(2, 1, 129000)],
    isOpen: true,
    appliedCode: {
      code: 'FARM10',
      promotionId: 1,
      rule: { type: 'percentage', valueHundredths: 1000 },
    },
    openAfterLogin: false,
  });
  useSessionStore.setState({ user: customer, status: 'ready' });
  useAuthDialog.setState({ mode: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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
    const recipient = within(confirm).getByRole('textbox', { name: /ชื่อผู้รับ/ });
    expect(within(confirm).queryByRole('textbox', { name: /ที่อยู่จัดส่งสำหรับคำสั่งซื้อนี้/ })).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
    await flush(MIN_PROCESSING_MS);
    expect(recipient).toHaveAccessibleDescription(/กรุณากรอกชื่อผู้รับ/);
    expect(recipient).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'ยืนยันการสั่งซื้อ' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/orders')).toBe(false);
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
