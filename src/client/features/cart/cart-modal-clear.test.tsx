import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeApi } from '../../../testing/api-mock.ts';
import { line, quote } from '../../../testing/cart-checkout.tsx';
import { CartModal } from './cart-modal.tsx';
import { useCartStore } from './cart-store.ts';

const FARM10 = {
  code: 'FARM10',
  promotionId: 1,
  rule: { type: 'percentage', valueHundredths: 1000 },
} as const;

function renderCart() {
  const router = createMemoryRouter(
    [{ path: '*', element: <CartModal isLoggedIn onCheckout={vi.fn()} checkoutError={null} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('ล้างตะกร้า (issue 37)', () => {
  it('empties the cart at once and puts the lines and the code back on เลิกทำ', async () => {
    routeApi((call) => (call.path === '/api/cart/quote' ? quote(call) : undefined));
    const lines = [line(1, 2, 89000), line(2, 1, 129000)];
    useCartStore.setState({ items: lines, appliedCode: FARM10, isOpen: true });
    const user = userEvent.setup();
    renderCart();

    await user.click(await screen.findByRole('button', { name: 'ล้างตะกร้า' }));
    expect(useCartStore.getState().items).toEqual([]);
    const notice = screen.getByText('ล้างตะกร้าแล้ว (2 รายการ)');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    const undo = within(notice.parentElement as HTMLElement).getByRole('button', {
      name: 'เลิกทำ',
    });
    expect(undo).toHaveFocus();

    await user.click(undo);
    expect(useCartStore.getState().items).toEqual(lines);
    expect(useCartStore.getState().appliedCode).toEqual(FARM10);
    expect(await screen.findByRole('dialog', { name: 'ตะกร้าสินค้า (3)' })).toBeInTheDocument();
    expect(screen.queryByText('ล้างตะกร้าแล้ว (2 รายการ)')).toBeNull();
  });
});
