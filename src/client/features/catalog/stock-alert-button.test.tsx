import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorReply, memberOf, mockApi, post } from '../../../testing/api-mock.ts';
import { useAuthDialog } from '../accounts/auth-dialog-store.ts';
import { useSessionStore } from '../accounts/session-store.ts';
import { StockAlertButton } from './stock-alert-button.tsx';

afterEach(cleanup);

const alert = {
  id: 3,
  productId: 7,
  variantId: 70,
  productName: 'ปุ๋ยยูเรีย',
  variantLabel: '50 กก.',
  link: '/products/others/7',
  createdAt: '2026-12-06T03:00:00.000Z',
  notifiedAt: null,
};

describe('the back-in-stock button on a sold-out pack', () => {
  it('asks a visitor to sign in first and sends nothing', async () => {
    useSessionStore.setState({ status: 'ready', user: null });
    const sent = mockApi(post('/products/7/stock-alerts', alert, 201));
    render(<StockAlertButton productId={7} variantId={70} />);
    // Named by its words alone: its bell is drawn, not an emoji a phone without the font shows as
    // a box.
    await userEvent.setup().click(screen.getByRole('button', { name: 'แจ้งเตือนเมื่อมีสินค้า' }));
    expect(screen.getByRole('status')).toHaveTextContent('เข้าสู่ระบบก่อน');
    expect(useAuthDialog.getState().mode).toBe('login');
    expect(sent).toHaveLength(0);
  });

  it('sends the pack size for a customer and confirms', async () => {
    useSessionStore.setState({ status: 'ready', user: memberOf('customer') });
    const sent = mockApi(post('/products/7/stock-alerts', alert, 201));
    render(<StockAlertButton productId={7} variantId={70} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /แจ้งเตือนเมื่อมีสินค้า/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('บันทึกแล้ว');
    expect(sent.map((one) => one.body)).toEqual([{ variantId: 70 }]);
  });

  it('says so when the pack is back in stock already', async () => {
    useSessionStore.setState({ status: 'ready', user: memberOf('customer') });
    mockApi(
      post('/products/7/stock-alerts', errorReply('IN_STOCK', 'สินค้านี้มีพร้อมขาย สั่งซื้อได้เลย'), 409),
    );
    render(<StockAlertButton productId={7} variantId={70} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /แจ้งเตือนเมื่อมีสินค้า/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('มีพร้อมขาย');
  });
});
