import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { CartHost } from '../client/app/layouts/cart-host.tsx';
import { useAuthDialog } from '../client/features/accounts/auth-dialog-store.ts';
import { useSessionStore } from '../client/features/accounts/session-store.ts';
import { type CartItem, useCartStore } from '../client/features/cart/cart-store.ts';
import type { SessionUser } from '../shared/contracts/accounts.ts';
import { type RoutedCall, type RoutedReply, routeApi } from './api-mock.ts';
import { buildShopSettings } from './factories/settings.ts';

/*
 * The cart's checkout as a component test drives it (src/client/app/layouts/cart-host.tsx): a
 * customer, a cart of two lines, the API's quote and its answers to an order.
 */

export const customer: SessionUser = {
  id: 'u-1',
  phone: '0812345678',
  firstName: 'สมหญิง',
  lastName: 'ทองดี',
  address: '12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา',
  role: 'customer',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastProfileEditAt: null,
};

export const line = (productId: number, quantity: number, priceSatang: number): CartItem => ({
  productId,
  name: productId === 1 ? 'ไกลโฟเซต ไร่ทอง 48%' : 'ถังพ่นยา 16 ลิตร',
  image: `/images/products/${productId}.svg`,
  priceSatang,
  isEligibleForPromotion: productId === 1,
  quantity,
  addedAt: '2026-11-01T00:00:00.000Z',
});

export const quote = (call: RoutedCall): RoutedReply => {
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

export function renderHost() {
  const router = createMemoryRouter([{ path: '*', Component: CartHost }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** Answers the cart's quote and, with `order`, what POST /api/orders gets back. */
export function answerCheckout(order?: (call: RoutedCall) => RoutedReply) {
  return routeApi((call) => {
    if (call.path === '/api/cart/quote') return quote(call);
    if (call.path === '/api/orders' && order) return order(call);
    // The order summary's heading: the shop's name and address.
    if (call.path === '/api/settings/shop') return { status: 200, body: buildShopSettings() };
    return undefined;
  });
}

/** The API's refusal of an order. */
export const orderError = (status: number, error: Record<string, unknown>): RoutedReply => ({
  status,
  body: { error },
});

/** From the open cart: order, then confirm with the prefilled address. */
export function confirmOrder() {
  fireEvent.click(screen.getByRole('button', { name: 'สั่งซื้อสินค้า' }));
  fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }));
}

export const flush = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** A signed-in customer's open cart of two lines with a code, on fake timers (beforeEach). */
export function openCart() {
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
}

/** Unmounts and puts the clock and the globals back (afterEach). */
export function closeCart() {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
