import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openDetail,
  page,
  pending,
  renderOrders,
  serve,
  signIn,
  writesOf,
} from '../../../../testing/admin-orders-page.ts';
import { del, errorReply } from '../../../../testing/api-mock.ts';
import { buildAdminOrder } from '../../../../testing/factories/orders.ts';

const REFUSED = 'ลบคำสั่งซื้อนี้ไม่ได้ เพราะมีการชำระเงิน ส่งสลิป หรือส่งมอบให้ขนส่งแล้ว กรุณายกเลิกคำสั่งซื้อแทน';
/** What deleting the pending order does: its 3 units back on the shelf and its code's use. */
const WILL =
  'ลบคำสั่งซื้อนี้และประวัติของคำสั่งซื้อออกถาวร กู้คืนไม่ได้ · คืนสินค้า 3 ชิ้นเข้าสต็อก · คืนสิทธิ์การใช้โค้ดส่วนลด FARM10';

beforeEach(() => signIn('admin'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const deleteButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'ลบคำสั่งซื้อ' });

describe('deleting an order, from its detail', () => {
  it('says in Thai what it will do before it is pressed, asks in Thai, then deletes', async () => {
    const ask = vi.spyOn(window, 'confirm');
    let rows = [pending];
    const sent = serve(
      { list: () => page(rows) },
      del('/admin/transactions/:id', () => {
        rows = [];
        return new Response(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderOrders();
    const detail = await openDetail();
    const remove = deleteButton(detail);
    expect(remove).toBeEnabled();
    expect(remove).toHaveAccessibleDescription(WILL);

    // The question, in the shop's dialog: "keep" first, and it is the safe answer.
    await user.click(remove);
    let question = screen.getByRole('dialog', { name: `ลบคำสั่งซื้อ ${pending.id} ใช่หรือไม่?` });
    expect(question).toHaveTextContent(WILL);
    expect(within(question).getByRole('button', { name: 'ไม่ลบ' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'ไม่ลบ' }));
    expect(screen.queryByRole('dialog', { name: /ใช่หรือไม่/ })).not.toBeInTheDocument();
    expect(writesOf(sent)).toHaveLength(0);

    await user.click(remove);
    question = screen.getByRole('dialog', { name: `ลบคำสั่งซื้อ ${pending.id} ใช่หรือไม่?` });
    await user.click(within(question).getByRole('button', { name: 'ลบถาวร' }));
    expect(await screen.findByText('No transactions found')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writesOf(sent).map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /api/admin/transactions/${pending.id}`,
    ]);
    // No English browser prompt on the way.
    expect(ask).not.toHaveBeenCalled();
  });

  it('says a cancelled order gives nothing back (it gave its stock back when cancelled)', async () => {
    const cancelled = buildAdminOrder({
      id: pending.id,
      status: 'cancelled',
      cancelledBy: 'staff',
    });
    serve({ list: page([cancelled]), detail: cancelled });
    renderOrders();
    const detail = await openDetail();
    expect(deleteButton(detail)).toHaveAccessibleDescription(
      'ลบคำสั่งซื้อนี้และประวัติของคำสั่งซื้อออกถาวร กู้คืนไม่ได้',
    );
  });

  it.each([
    ['paid', { paymentMethod: 'promptpay', paymentStatus: 'paid', status: 'confirmed' }],
    ['given a slip', { paymentMethod: 'promptpay', paymentStatus: 'in_review' }],
    ['whose slip was refused', { paymentMethod: 'bank_transfer', paymentStatus: 'rejected' }],
    ['handed to a carrier', { paymentMethod: 'cod', paymentStatus: 'cod', status: 'shipped' }],
  ] as const)('is disabled, with the Thai reason, for an order %s', async (_label, state) => {
    const kept = buildAdminOrder({ id: pending.id, ...state });
    const sent = serve({ list: page([kept]), detail: kept });
    const user = userEvent.setup();
    renderOrders();
    const detail = await openDetail();
    const remove = deleteButton(detail);
    // Refused but reachable: a screen reader hears it is unavailable and why, a pointer (or a
    // long press) gets the reason on its title, and it looks disabled: greyed, the pointer says no.
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(REFUSED);
    expect(remove).toHaveAttribute('title', REFUSED);
    expect(remove).toHaveClass('text-stone-500', 'bg-stone-100', 'cursor-not-allowed');
    expect(remove).not.toHaveClass('bg-white');
    expect(remove).not.toHaveClass('text-red-700');
    await user.click(remove);
    expect(screen.queryByRole('dialog', { name: /ใช่หรือไม่/ })).not.toBeInTheDocument();
    expect(writesOf(sent)).toHaveLength(0);
  });

  it("shows the shop's refusal when the order gained a history meanwhile", async () => {
    serve(
      {},
      del(
        '/admin/transactions/:id',
        errorReply('ORDER_HAS_HISTORY', REFUSED, { reason: 'HAS_HISTORY' }),
        409,
      ),
    );
    const user = userEvent.setup();
    renderOrders();
    const detail = await openDetail();
    await user.click(deleteButton(detail));
    const question = screen.getByRole('dialog', { name: /ใช่หรือไม่/ });
    await user.click(within(question).getByRole('button', { name: 'ลบถาวร' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(REFUSED);
    // The order stays open in its detail.
    expect(screen.getByRole('dialog', { name: `Transaction ${pending.id}` })).toBeInTheDocument();
  });

  it('is not offered to sale, who cancel instead', async () => {
    signIn('sale');
    serve();
    renderOrders();
    const detail = await openDetail();
    await waitFor(() =>
      expect(within(detail).getByRole('heading', { name: 'Order Items' })).toBeVisible(),
    );
    expect(within(detail).queryByRole('button', { name: 'ลบคำสั่งซื้อ' })).not.toBeInTheDocument();
    expect(within(detail).queryByRole('heading', { name: 'ลบคำสั่งซื้อ' })).not.toBeInTheDocument();
  });
});
