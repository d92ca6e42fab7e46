import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import type { CartQuote, QuoteProblem } from '../../../shared/contracts/cart.ts';
import { bahtToSatang, satangToBaht } from '../../../shared/domain/money.ts';
import { type DiscountRule, priceCart } from '../../../shared/domain/pricing.ts';
import { errorReply, mockApi, post } from '../../../testing/api-mock.ts';
import { CartModal } from './cart-modal.tsx';
import { type CartItem, useCartStore } from './cart-store.ts';

interface ShopProduct {
  name: string;
  price: number;
  eligible: boolean;
  stock: number;
}

const SHOP: Record<number, ShopProduct> = {
  1: { name: 'ไกลโฟเซต ไร่ทอง 48%', price: 890, eligible: true, stock: 100 },
  2: { name: 'ถังพ่นยาสะพายหลัง 16 ลิตร', price: 1290, eligible: false, stock: 100 },
  3: { name: 'ฮอร์โมนรวงทอง', price: 359, eligible: true, stock: 100 },
};

const item = (productId: number, quantity: number, overrides: Partial<CartItem> = {}): CartItem => {
  const product = SHOP[productId] as ShopProduct;
  return {
    productId,
    name: product.name,
    image: `/images/products/${productId}.svg`,
    priceSatang: bahtToSatang(product.price),
    isEligibleForPromotion: product.eligible,
    quantity,
    addedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
};

/** A request the cart sent: its method, path and JSON body. */
interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the cart's two calls (the quote and a code check) with `route`; what it leaves
 * unanswered is a 404. Returns the requests as sent, in order.
 */
function serve(route: (call: Call) => { status: number; body?: unknown } | undefined) {
  const answer = async (request: Request) => {
    const text = await request.text();
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    };
    const reply = route(call) ?? { status: 404, body: errorReply('NOT_FOUND', 'Not found') };
    return Response.json(reply.body ?? {}, { status: reply.status });
  };
  return mockApi(post('/cart/quote', answer), post('/promotions/validate', answer));
}

/** A quote the way the server makes it, from the shop table above. */
function quoteFor(
  call: Call,
  rule: DiscountRule | null,
  extraProblems: QuoteProblem[] = [],
): CartQuote {
  const body = call.body as {
    items: { productId: number; quantity: number }[];
    discountCode?: string;
  };
  const lines = body.items
    .filter((line) => SHOP[line.productId])
    .map((line) => {
      const product = SHOP[line.productId] as ShopProduct;
      return {
        productId: line.productId,
        variantId: 1000 + line.productId,
        variantLabel: 'ขนาดเดียว',
        name: product.name,
        image: `/images/products/${line.productId}.svg`,
        unitPrice: product.price,
        quantity: line.quantity,
        lineTotal: product.price * line.quantity,
        eligible: product.eligible,
        inStock: product.stock > 0,
        stockCount: product.stock,
      };
    });
  const price = priceCart(
    lines.map((line) => ({
      productId: line.productId,
      unitPriceSatang: bahtToSatang(line.unitPrice),
      quantity: line.quantity,
      isEligibleForPromotion: line.eligible,
    })),
    body.discountCode ? rule : null,
  );
  return {
    lines,
    subtotal: satangToBaht(price.subtotalSatang),
    eligibleSubtotal: satangToBaht(price.eligibleSubtotalSatang),
    discount: satangToBaht(price.discountSatang),
    net: satangToBaht(price.netSatang),
    ...(body.discountCode && rule ? { discountCode: body.discountCode } : {}),
    problems: extraProblems,
    shippingFee: 0,
    amountDue: satangToBaht(price.netSatang),
    pointsUsed: 0,
    pointsDiscount: 0,
    pointsEarned: 0,
    payment: {
      methods: ['promptpay', 'bank_transfer', 'cod'],
      defaultMethod: 'promptpay',
      codMaxAmount: 5000,
      codFee: 0,
      codRefusedBy: [],
    },
    delivery: { carriers: ['thailandpost', 'flash', 'jt', 'kerry', 'spx', 'other'] },
  };
}

const FARM10: DiscountRule = { type: 'percentage', valueHundredths: 1000 };

function renderCart(props: Partial<Parameters<typeof CartModal>[0]> = {}) {
  const onCheckout = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <CartModal isLoggedIn onCheckout={onCheckout} checkoutError={null} {...props} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { onCheckout, router };
}

beforeEach(() => {
  useCartStore.setState({ items: [], isOpen: true, appliedCode: null, openAfterLogin: false });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CartModal', () => {
  it('shows the empty state, and back-to-shopping closes the cart and goes to the products', async () => {
    serve(() => undefined);
    const user = userEvent.setup();
    const { router } = renderCart();
    const dialog = screen.getByRole('dialog', { name: 'ตะกร้าสินค้า (0)' });
    expect(within(dialog).getByText('ตะกร้าสินค้าของคุณว่างเปล่า')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'กลับไปเลือกซื้อสินค้า' }));
    expect(useCartStore.getState().isOpen).toBe(false);
    expect(router.state.location.pathname).toBe('/products');
  });

  it('lists each line with image, name, eligibility, unit price, quantity and line total, priced by the server', async () => {
    const calls = serve((call) => ({ status: 200, body: quoteFor(call, null) }));
    useCartStore.setState({ items: [item(1, 2), item(2, 1)] });
    renderCart();

    const lines = within(screen.getByRole('list', { name: 'สินค้าในตะกร้า' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(2);
    const [first, second] = lines as [HTMLElement, HTMLElement];
    expect(within(first).getByText('ไกลโฟเซต ไร่ทอง 48%')).toBeInTheDocument();
    expect(within(first).getByText('ร่วมรายการส่วนลด')).toBeInTheDocument();
    expect(within(first).getByText('฿890.00')).toBeInTheDocument();
    expect(within(first).getByText('฿1,780.00')).toBeInTheDocument();
    expect(within(second).getByText('ไม่ร่วมรายการส่วนลด')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/products/1.svg');

    const summary = screen.getByLabelText('สรุปยอด');
    // Subtotal and net (no code).
    expect(await within(summary).findAllByText('฿3,070.00')).toHaveLength(2);
    const quote = calls.find((call) => call.path === '/api/cart/quote');
    expect(quote?.body).toEqual({
      items: [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
      knownPrices: { '1': 890, '2': 1290 },
    });
  });

  it('changes quantities with − and +, removes a line, and clears the cart', async () => {
    serve((call) => ({ status: 200, body: quoteFor(call, null) }));
    useCartStore.setState({ items: [item(1, 1), item(3, 2)] });
    const user = userEvent.setup();
    renderCart();

    await user.click(screen.getByRole('button', { name: 'เพิ่มจำนวน ไกลโฟเซต ไร่ทอง 48%' }));
    expect(useCartStore.getState().items[0]?.quantity).toBe(2);
    expect(screen.getByText('฿1,780.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลดจำนวน ไกลโฟเซต ไร่ทอง 48%' }));
    await user.click(screen.getByRole('button', { name: 'ลดจำนวน ไกลโฟเซต ไร่ทอง 48%' }));
    expect(useCartStore.getState().items.map((line) => line.productId)).toEqual([3]);

    await user.click(screen.getByRole('button', { name: 'ลบ ฮอร์โมนรวงทอง ออกจากตะกร้า' }));
    expect(screen.getByText('ตะกร้าสินค้าของคุณว่างเปล่า')).toBeInTheDocument();

    useCartStore.setState({ items: [item(1, 1), item(3, 2)] });
    await user.click(await screen.findByRole('button', { name: 'ล้างตะกร้า' }));
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('flags a changed price, an out-of-stock product and a missing one, and blocks ordering', async () => {
    serve((call) => {
      const quote = quoteFor(call, null, [
        {
          productId: 1,
          code: 'PRICE_CHANGED',
          message: 'ราคาเปลี่ยนจาก ฿850.00 เป็น ฿890.00',
          knownPrice: 850,
          price: 890,
        },
        { productId: 3, code: 'OUT_OF_STOCK', message: 'สินค้าหมด', available: 0 },
        { productId: 77, code: 'MISSING', message: 'สินค้านี้ไม่มีจำหน่ายแล้ว' },
      ]);
      return { status: 200, body: quote };
    });
    useCartStore.setState({
      items: [
        item(1, 1, { priceSatang: 85000 }),
        item(3, 1),
        { ...item(1, 1), productId: 77, name: 'สินค้าที่เลิกขาย' },
      ],
    });
    const { onCheckout } = renderCart();

    expect(await screen.findByText('ราคาเปลี่ยนจาก ฿850.00 เป็น ฿890.00')).toBeInTheDocument();
    expect(screen.getByText('สินค้าหมด')).toBeInTheDocument();
    expect(screen.getByText('สินค้านี้ไม่มีจำหน่ายแล้ว')).toBeInTheDocument();
    // The stored copy took the new price; the flag stays.
    expect(useCartStore.getState().items[0]?.priceSatang).toBe(89000);
    expect(screen.getByText('กรุณาแก้ไขรายการที่มีปัญหาก่อนสั่งซื้อ')).toBeInTheDocument();
    const order = screen.getByRole('button', { name: 'สั่งซื้อสินค้า' });
    expect(order).toBeDisabled();
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it("blocks ordering a cart past the one order limit, with the server's Thai message", async () => {
    const message = checkoutMessages.cart.problem.ORDER_TOO_LARGE;
    serve((call) => ({
      status: 200,
      body: quoteFor(call, null, [{ productId: 1, code: 'ORDER_TOO_LARGE', message }]),
    }));
    useCartStore.setState({ items: [item(1, 1)] });
    const { onCheckout } = renderCart();

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' })).toBeDisabled();
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('stops + at the stock the server reports', async () => {
    serve((call) => {
      const quote = quoteFor(call, null);
      quote.lines[0] = { ...(quote.lines[0] as CartQuote['lines'][number]), stockCount: 2 };
      return { status: 200, body: quote };
    });
    useCartStore.setState({ items: [item(1, 2)] });
    renderCart();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'เพิ่มจำนวน ไกลโฟเซต ไร่ทอง 48%' })).toBeDisabled(),
    );
  });

  it('shows the checkout failure and calls onCheckout from the order button', async () => {
    serve((call) => ({ status: 200, body: quoteFor(call, null) }));
    useCartStore.setState({ items: [item(1, 1)] });
    const user = userEvent.setup();
    const { onCheckout } = renderCart({ checkoutError: 'เกิดข้อผิดพลาด: สินค้ามีไม่พอ: ไกลโฟเซต' });
    expect(screen.getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาด: สินค้ามีไม่พอ: ไกลโฟเซต');
    await user.click(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'เลือกซื้อสินค้าต่อ' }));
    expect(useCartStore.getState().isOpen).toBe(false);
  });
});

describe('discount code', () => {
  const codeInput = () => screen.getByRole('textbox', { name: 'โค้ดส่วนลด' });
  const applyButton = () => screen.getByRole('button', { name: 'ใช้โค้ด' });

  it('upper-cases the code as typed', async () => {
    serve((call) => ({ status: 200, body: quoteFor(call, null) }));
    useCartStore.setState({ items: [item(1, 1)] });
    const user = userEvent.setup();
    renderCart();
    await user.type(codeInput(), 'farm10');
    expect(codeInput()).toHaveValue('FARM10');
  });

  it('asks a visitor to log in and enter a code', async () => {
    const calls = serve((call) => ({ status: 200, body: quoteFor(call, null) }));
    useCartStore.setState({ items: [item(1, 1)] });
    const user = userEvent.setup();
    renderCart({ isLoggedIn: false });
    await user.type(codeInput(), 'FARM10');
    await user.click(applyButton());
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณาเข้าสู่ระบบและใส่โค้ดส่วนลด');
    expect(calls.some((call) => call.path === '/api/promotions/validate')).toBe(false);
  });

  it('asks for a code when the field is empty', async () => {
    serve((call) => ({ status: 200, body: quoteFor(call, null) }));
    useCartStore.setState({ items: [item(1, 1)] });
    const user = userEvent.setup();
    renderCart();
    await user.click(applyButton());
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณาเข้าสู่ระบบและใส่โค้ดส่วนลด');
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when nothing in the cart takes part in promotions', async () => {
    const calls = serve((call) => ({ status: 200, body: quoteFor(call, null) }));
    useCartStore.setState({ items: [item(2, 1)] });
    const user = userEvent.setup();
    renderCart();
    await user.type(codeInput(), 'FARM10');
    await user.click(applyButton());
    expect(screen.getByRole('alert')).toHaveTextContent('ไม่มีสินค้าที่ร่วมรายการในตะกร้า');
    expect(calls.some((call) => call.path === '/api/promotions/validate')).toBe(false);
  });

  it('shows the server reason in Thai and leaves the input open', async () => {
    serve((call) =>
      call.path === '/api/promotions/validate'
        ? {
            status: 200,
            body: { valid: false, reason: 'EXPIRED', message: 'โปรโมชันนี้หมดอายุแล้ว' },
          }
        : { status: 200, body: quoteFor(call, null) },
    );
    useCartStore.setState({ items: [item(1, 1)] });
    const user = userEvent.setup();
    renderCart();
    await user.type(codeInput(), 'RAIN2025');
    await user.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('โปรโมชันนี้หมดอายุแล้ว');
    expect(codeInput()).not.toHaveAttribute('readonly');
    expect(useCartStore.getState().appliedCode).toBeNull();
  });

  it('says the check failed when the call fails', async () => {
    serve((call) =>
      call.path === '/api/promotions/validate'
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Internal server error' } } }
        : { status: 200, body: quoteFor(call, null) },
    );
    useCartStore.setState({ items: [item(1, 1)] });
    const user = userEvent.setup();
    renderCart();
    await user.type(codeInput(), 'FARM10');
    await user.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาดในการตรวจสอบโค้ด');
  });

  it('applies a valid code: input locked, button reads ใช้โค้ดแล้ว, discount and net from the quote', async () => {
    const calls = serve((call) =>
      call.path === '/api/promotions/validate'
        ? {
            status: 200,
            body: {
              valid: true,
              discountType: 'percentage',
              discountValue: 10,
              discount: 89,
              promotionId: 4,
            },
          }
        : { status: 200, body: quoteFor(call, FARM10) },
    );
    useCartStore.setState({ items: [item(1, 1), item(2, 1)] });
    const user = userEvent.setup();
    renderCart();
    await user.type(codeInput(), 'farm10');
    await user.click(applyButton());

    const applied = await screen.findByRole('button', { name: 'ใช้โค้ดแล้ว' });
    expect(applied).toBeDisabled();
    expect(codeInput()).toHaveAttribute('readonly');
    expect(codeInput()).toHaveValue('FARM10');
    expect(useCartStore.getState().appliedCode).toEqual({
      code: 'FARM10',
      promotionId: 4,
      rule: FARM10,
    });
    const summary = screen.getByLabelText('สรุปยอด');
    expect(within(summary).getByText('ส่วนลด (FARM10)')).toBeInTheDocument();
    expect(within(summary).getByText('-฿89.00')).toBeInTheDocument();
    expect(within(summary).getByText('฿2,091.00')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/promotions/validate')?.body).toEqual({
      code: 'FARM10',
      items: [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1 },
      ],
    });
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === '/api/cart/quote' &&
            (call.body as { discountCode?: string }).discountCode === 'FARM10',
        ),
      ).toBe(true),
    );
  });

  it('drops an applied code the server no longer accepts, with its reason', async () => {
    serve((call) => ({
      status: 200,
      body: {
        ...quoteFor(call, null),
        discountError: { reason: 'MAX_USES_REACHED', message: 'โค้ดส่วนลดนี้ถูกใช้ครบจำนวนแล้ว' },
      },
    }));
    useCartStore.setState({
      items: [item(1, 1)],
      appliedCode: { code: 'FARM10', promotionId: 4, rule: FARM10 },
    });
    renderCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('โค้ดส่วนลดนี้ถูกใช้ครบจำนวนแล้ว');
    expect(useCartStore.getState().appliedCode).toBeNull();
    expect(screen.getByRole('button', { name: 'ใช้โค้ด' })).toBeEnabled();
  });
});
