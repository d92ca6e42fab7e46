import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../shared/contracts/accounts.ts';
import type { ActivePromotion } from '../../../shared/contracts/promotions.ts';
import { errorReply, mockApi, post } from '../../../testing/api-mock.ts';
import { useAuthDialog } from '../accounts/auth-dialog-store.ts';
import { useSessionStore } from '../accounts/session-store.ts';
import { CartModal } from '../cart/cart-modal.tsx';
import { useCartStore } from '../cart/cart-store.ts';
import { PromotionDialog } from './promotion-dialog.tsx';

const CUSTOMER: SessionUser = {
  id: 'u-1',
  phone: '0812345678',
  firstName: 'สมหญิง',
  lastName: 'ทองดี',
  address: 'อยุธยา',
  role: 'customer',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastProfileEditAt: null,
};

const PROMOTION: ActivePromotion = {
  id: 7,
  title: 'ลดรับหน้าฝน 10%',
  message: 'ซื้อสินค้าที่ร่วมรายการ\nลดทันที 10%',
  imageUrl: '/images/promotions/rain.svg',
  discountCode: 'RAIN10',
};

const flush = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function renderDialog(promotion: ActivePromotion = PROMOTION) {
  const onClose = vi.fn();
  render(<PromotionDialog promotion={promotion} onClose={onClose} />);
  return onClose;
}

const redeemButton = () =>
  screen
    .getAllByRole('button')
    .find((button) => button.parentElement?.getAttribute('aria-live') === 'polite') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  useSessionStore.setState({ user: CUSTOMER, status: 'ready' });
  useAuthDialog.setState({ mode: null });
  useCartStore.setState({ items: [], isOpen: false, appliedCode: null, openAfterLogin: false });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PromotionDialog', () => {
  it('shows the title, the message, the picture and the code', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'ลดรับหน้าฝน 10%' });
    expect(dialog).toHaveTextContent('ซื้อสินค้าที่ร่วมรายการ ลดทันที 10%');
    expect(screen.getByText('RAIN10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ดูรูปภาพขนาดใหญ่' })).toBeInTheDocument();
  });

  it('enlarges the picture on a click, and closes the large view on Escape', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'ดูรูปภาพขนาดใหญ่' }));
    const dialogs = screen.getAllByRole('dialog', { name: 'ลดรับหน้าฝน 10%' });
    expect(dialogs).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'ลดรับหน้าฝน 10%' })).toHaveAttribute(
      'src',
      '/images/promotions/rain.svg',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('has no picture button without an image and no code box without a code', () => {
    renderDialog({ ...PROMOTION, imageUrl: null, discountCode: '' });
    expect(screen.queryByRole('button', { name: 'ดูรูปภาพขนาดใหญ่' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'คัดลอกโค้ด' })).not.toBeInTheDocument();
  });

  it('copies the code and says "คัดลอกแล้ว!" for 2 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderDialog();

    fireEvent.click(screen.getByRole('button', { name: 'คัดลอกโค้ด' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith('RAIN10');
    expect(screen.getByRole('button', { name: 'คัดลอกแล้ว!' })).toBeInTheDocument();
    await flush(1999);
    expect(screen.getByRole('button', { name: 'คัดลอกแล้ว!' })).toBeInTheDocument();
    await flush(1);
    expect(screen.getByRole('button', { name: 'คัดลอกโค้ด' })).toBeInTheDocument();
  });

  it('stays on "คัดลอกโค้ด" and only logs when the clipboard refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'คัดลอกโค้ด' }));
    await flush();
    expect(screen.getByRole('button', { name: 'คัดลอกโค้ด' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('redeems: กำลังดำเนินการ... (disabled) → ใช้โค้ดสำเร็จ! (disabled), in Thai (issue 37)', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = mockApi(
      post('/promotions/:id/redeem', async () => {
        await answered;
        return { result: 'SUCCESS' };
      }),
    );
    renderDialog();
    const button = screen.getByRole('button', { name: 'ใช้โค้ดนี้' });
    expect(button).toBeEnabled();

    fireEvent.click(button);
    expect(redeemButton()).toHaveTextContent('กำลังดำเนินการ...');
    expect(redeemButton()).toBeDisabled();
    await flush();
    expect(redeemButton()).toHaveTextContent('กำลังดำเนินการ...');
    expect(calls).toMatchObject([{ method: 'POST', path: '/api/promotions/7/redeem' }]);

    release();
    await flush();
    expect(redeemButton()).toHaveTextContent('ใช้โค้ดสำเร็จ!');
    expect(redeemButton()).toBeDisabled();
  });

  it('puts the redeemed code into the cart, which shows it applied and priced by the server', async () => {
    const calls = mockApi(
      post('/promotions/7/redeem', { result: 'SUCCESS', code: 'RAIN10' }),
      post('/cart/quote', async (request) => {
        const code = ((await request.json()) as { discountCode?: string }).discountCode;
        return {
          lines: [
            {
              productId: 1,
              name: 'ไกลโฟเซต ไร่ทอง 48%',
              image: '/images/products/1.svg',
              unitPrice: 890,
              quantity: 2,
              lineTotal: 1780,
              eligible: true,
              inStock: true,
              stockCount: 100,
            },
          ],
          subtotal: 1780,
          eligibleSubtotal: 1780,
          discount: code === 'RAIN10' ? 178 : 0,
          net: code === 'RAIN10' ? 1602 : 1780,
          ...(code ? { discountCode: code } : {}),
          problems: [],
          shippingFee: 0,
          amountDue: code === 'RAIN10' ? 1602 : 1780,
          payment: { methods: ['promptpay'], defaultMethod: 'promptpay', codMaxAmount: null },
        };
      }),
      post('/promotions/validate', {
        valid: true,
        discountType: 'percentage',
        discountValue: 10,
        discount: 178,
        promotionId: 7,
      }),
    );
    useCartStore.getState().add(
      {
        id: 1,
        name: 'ไกลโฟเซต ไร่ทอง 48%',
        image: '/images/products/1.svg',
        price: 89000,
        isEligibleForPromotion: true,
        inStock: true,
      },
      2,
    );
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'ใช้โค้ดนี้' }));
    await flush();
    expect(redeemButton()).toHaveTextContent('ใช้โค้ดสำเร็จ!');
    expect(screen.getByText('ใส่โค้ด RAIN10 ในตะกร้าแล้ว ส่วนลดจะคิดเมื่อสั่งซื้อ')).toBeInTheDocument();
    expect(useCartStore.getState().appliedCode).toMatchObject({ code: 'RAIN10', promotionId: 7 });
    cleanup();

    // The cart, opened later: the code sits applied, and the server's quote carries the discount.
    const router = createMemoryRouter(
      [{ path: '*', element: <CartModal isLoggedIn onCheckout={vi.fn()} checkoutError={null} /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await flush(300);
    const cart = screen.getByRole('dialog', { name: 'ตะกร้าสินค้า (2)' });
    expect(within(cart).getByRole('textbox', { name: 'โค้ดส่วนลด' })).toHaveValue('RAIN10');
    expect(within(cart).getByRole('button', { name: 'ใช้โค้ดแล้ว' })).toBeDisabled();
    const summary = within(cart).getByLabelText('สรุปยอด');
    expect(within(summary).getByText('ส่วนลด (RAIN10)')).toBeInTheDocument();
    expect(within(summary).getByText('-฿178.00')).toBeInTheDocument();
    expect(within(summary).getByText('฿1,602.00')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/cart/quote').at(-1)?.body).toMatchObject({
      discountCode: 'RAIN10',
    });
    // The checkout's own estimate learns the rule once the server has accepted the code.
    expect(useCartStore.getState().appliedCode?.rule).toEqual({
      type: 'percentage',
      valueHundredths: 1000,
    });
  });

  it.each([
    [{ status: 200, body: { result: 'ALREADY_REDEEMED' } }, 'คุณเคยใช้โค้ดส่วนลดนี้ไปแล้ว', false],
    [{ status: 200, body: { result: 'UNAVAILABLE' } }, 'โปรโมชันนี้ไม่สามารถใช้ได้แล้ว', true],
    [{ status: 200, body: { result: 'SOMETHING_ELSE' } }, 'ไม่สามารถใช้โค้ดส่วนลดนี้ได้', true],
    [
      { status: 500, body: errorReply('INTERNAL', 'Internal server error') },
      'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
      true,
    ],
  ])('answers %j with "%s" (enabled again: %s)', async (reply, label, enabled) => {
    mockApi(post('/promotions/7/redeem', reply.body as object, reply.status));
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'ใช้โค้ดนี้' }));
    await flush();
    expect(redeemButton()).toHaveTextContent(label);
    if (enabled) expect(redeemButton()).toBeEnabled();
    else expect(redeemButton()).toBeDisabled();
  });

  it('says "เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง" when the network fails', async () => {
    mockApi(post('/promotions/7/redeem', () => HttpResponse.error()));
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'ใช้โค้ดนี้' }));
    await flush();
    expect(redeemButton()).toHaveTextContent('เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง');
  });

  it('offers a visitor the login dialog instead of the redeem button', () => {
    useSessionStore.setState({ user: null, status: 'ready' });
    const onClose = renderDialog();
    expect(screen.queryByRole('button', { name: 'ใช้โค้ดนี้' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบเพื่อใช้โค้ดนี้' }));
    expect(onClose).toHaveBeenCalled();
    expect(useAuthDialog.getState().mode).toBe('login');
  });
});
