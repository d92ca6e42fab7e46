import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openDetail,
  page,
  pending,
  serve,
  signIn,
} from '../../../../testing/admin-transactions-page.ts';
import { buildAdminTransaction } from '../../../../testing/factories/orders.ts';
import type { StubReply } from '../../../../testing/fetch-stub.ts';
import { Component as TransactionsAdminPage } from './transactions-admin-page.tsx';

beforeEach(() => signIn('sale'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('transactions list', () => {
  it('shows the counters, the rows with coloured status badges and searches by phone', async () => {
    const calls = serve();
    render(<TransactionsAdminPage />);
    const box = screen.getByLabelText('Order counters');
    await waitFor(() => expect(within(box).getByText('7')).toBeInTheDocument());
    expect(within(box).getByText('Pending').nextSibling).toHaveTextContent('7');
    expect(within(box).getByText('Confirmed').nextSibling).toHaveTextContent('3');

    const row = screen.getByRole('row', { name: /TXN1795348500000/ });
    expect(within(row).getByText('มานี รักนา')).toBeInTheDocument();
    expect(within(row).getByText('089-876-5432')).toBeInTheDocument();
    expect(within(row).getByText('Confirmed')).toHaveClass('bg-blue-100');
    expect(
      within(screen.getByRole('row', { name: /TXN1795348600000/ })).getByText('Pending'),
    ).toHaveClass('bg-amber-100');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search transactions' }), '081-234');
    await waitFor(() => expect(calls.some((call) => call.path.includes('q=081-234'))).toBe(true));
    expect(calls.at(-1)?.path).toContain('pageSize=10');
  });

  it('offers Pending, Confirmed and Cancelled, plus Shipped only when there are shipped orders', async () => {
    const calls = serve({ list: page([pending], { pending: 1, shipped: 2 }) });
    render(<TransactionsAdminPage />);
    const filter = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Statuses', 'Pending', 'Confirmed', 'Shipped', 'Cancelled']),
    );
    await userEvent.selectOptions(filter, 'cancelled');
    await waitFor(() => expect(calls.at(-1)?.path).toContain('status=cancelled'));
  });

  it("says 'No transactions found' when nothing matches", async () => {
    serve({ list: page([]) });
    render(<TransactionsAdminPage />);
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  });

  it('hides Delete from sale; admin deletes after the spec question', async () => {
    serve();
    const { unmount } = render(<TransactionsAdminPage />);
    await screen.findByRole('row', { name: /TXN1795348600000/ });
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    unmount();

    signIn('admin');
    const calls = serve({
      extra: (call) => (call.method === 'DELETE' ? { status: 204 } : undefined),
    });
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<TransactionsAdminPage />);
    const remove = await screen.findByRole('button', { name: `Delete ${pending.id}` });
    await userEvent.click(remove);
    expect(ask).toHaveBeenLastCalledWith('Are you sure you want to delete this transaction?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(remove);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        `/api/admin/transactions/${pending.id}`,
      ]),
    );
  });
});

describe('the detail modal', () => {
  it('confirms once however often it is clicked, with the ticked items, blocking reject meanwhile', async () => {
    let answer: (reply: StubReply) => void = () => {};
    const after = buildAdminTransaction({
      ...pending,
      status: 'confirmed',
      workflowStatus: 'received',
      orderReceivedAt: '2026-11-22T12:00:00.000Z',
      history: [
        {
          id: 1,
          actorId: 'staff-sale',
          actorName: 'สมศรี ขายดี',
          action: 'confirm',
          details: { itemIds: [11] },
          createdAt: '2026-11-22T12:00:00.000Z',
        },
      ],
    });
    const calls = serve({
      extra: (call) =>
        call.method === 'POST'
          ? new Promise<StubReply>((resolve) => {
              answer = resolve;
            })
          : undefined,
    });
    render(<TransactionsAdminPage />);
    const dialog = await openDetail();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Order' });
    const reject = within(dialog).getByRole('button', { name: 'Reject Order' });
    // Nothing ticked: neither decision can be taken.
    expect(confirm).toBeDisabled();
    expect(reject).toBeDisabled();
    expect(within(dialog).getByText('Tick at least one item to confirm or reject.')).toBeVisible();

    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Select ไกลโฟเซต ไร่ทอง 48%' }),
    );
    await userEvent.click(confirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirming...' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirming...' }));
    expect(within(dialog).getByRole('button', { name: 'Reject Order' })).toBeDisabled();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      expect.objectContaining({
        path: `/api/admin/transactions/${pending.id}/confirm`,
        body: { itemIds: [11] },
      }),
    ]);

    answer({ status: 200, body: { transaction: after } });
    expect(
      await within(dialog).findByText('This order is confirmed; it needs no decision.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Confirmed the order (1 item ticked)')).toBeInTheDocument();
    expect(within(dialog).getByText(/สมศรี ขายดี/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows a refused decision and lets the next click try again', async () => {
    let attempts = 0;
    const calls = serve({
      extra: (call) => {
        if (call.method !== 'POST') return undefined;
        attempts += 1;
        return attempts === 1
          ? {
              status: 409,
              body: {
                error: {
                  code: 'CONFLICT',
                  message: 'This order was rejected; it cannot be confirmed.',
                },
              },
            }
          : { status: 200, body: { transaction: { ...pending, status: 'confirmed' } } };
      },
    });
    render(<TransactionsAdminPage />);
    const dialog = await openDetail();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select ถังพ่นยา 16 ลิตร' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
    expect(
      await within(dialog).findByText('This order was rejected; it cannot be confirmed.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
  });

  it('cancels an item (greyed), restores it on the third click, and saves quantity and cancellation', async () => {
    const saved = buildAdminTransaction({ ...pending, totalAmount: 2670, netAmount: 2670 });
    const calls = serve({
      extra: (call) =>
        call.method === 'PATCH' ? { status: 200, body: { transaction: saved } } : undefined,
    });
    render(<TransactionsAdminPage />);
    const dialog = await openDetail();
    const line = () => within(dialog).getByRole('listitem', { name: 'ถังพ่นยา 16 ลิตร' });

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select ถังพ่นยา 16 ลิตร' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel ถังพ่นยา 16 ลิตร' }));
    expect(line()).toHaveAttribute('data-cancelled', 'true');
    expect(line()).toHaveClass('text-stone-400');
    expect(within(line()).getByRole('checkbox')).toBeDisabled();
    expect(within(line()).getByRole('checkbox')).not.toBeChecked();
    expect(within(dialog).getByText('Unsaved item changes')).toBeInTheDocument();

    const restore = within(dialog).getByRole('button', {
      name: 'Restore ถังพ่นยา 16 ลิตร (click 3 times)',
    });
    await userEvent.click(restore);
    expect(line()).toHaveTextContent('restore 1/3');
    await userEvent.click(restore);
    expect(line()).toHaveTextContent('restore 2/3');
    expect(line()).toHaveAttribute('data-cancelled', 'true');
    await userEvent.click(restore);
    expect(line()).not.toHaveAttribute('data-cancelled');
    expect(within(dialog).queryByText('Unsaved item changes')).not.toBeInTheDocument();

    // Quantity: at least 1, the line total follows; then cancel the other line and save.
    const quantity = within(dialog).getByRole('spinbutton', {
      name: 'Quantity of ไกลโฟเซต ไร่ทอง 48%',
    });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    const save = within(dialog).getByRole('button', { name: 'Save item changes' });
    expect(save).toBeDisabled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(
      within(within(dialog).getByRole('listitem', { name: 'ไกลโฟเซต ไร่ทอง 48%' })).getByText(
        '฿2,670.00',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel ถังพ่นยา 16 ลิตร' }));
    await userEvent.click(save);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
        expect.objectContaining({
          path: `/api/admin/transactions/${pending.id}/items`,
          body: {
            items: [
              { id: 11, quantity: 3, cancelled: false },
              { id: 12, quantity: 1, cancelled: true },
            ],
          },
        }),
      ]),
    );
  });

  it('moves the workflow by clicking a stage and copies the address', async () => {
    const moved = buildAdminTransaction({ ...pending, workflowStatus: 'received' });
    const calls = serve({
      extra: (call) =>
        call.method === 'POST' ? { status: 200, body: { transaction: moved } } : undefined,
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render(<TransactionsAdminPage />);
    const dialog = await openDetail();

    await userEvent.click(within(dialog).getByRole('button', { name: /ร้านรับคำสั่งซื้อ/ }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        expect.objectContaining({
          path: `/api/admin/transactions/${pending.id}/workflow`,
          body: { stage: 'received' },
        }),
      ]),
    );
    expect(
      await within(dialog).findByText('ร้านรับคำสั่งซื้อ', { selector: '.font-bold' }),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(pending.address);
    expect(alert).toHaveBeenCalledWith('Address copied to clipboard!');
  });

  it('shows a rejected order in red with the reason, and no decision buttons', async () => {
    const rejected = buildAdminTransaction({
      ...pending,
      status: 'cancelled',
      orderRejected: true,
      rejectionReason: 'Order rejected by admin',
    });
    serve({ list: page([rejected]), detail: rejected });
    render(<TransactionsAdminPage />);
    const dialog = await openDetail(rejected.id);
    expect(within(dialog).getByText('คำสั่งซื้อถูกปฏิเสธ: Order rejected by admin')).toBeVisible();
    expect(within(dialog).getAllByText(/\(ถูกปฏิเสธ\)/)).toHaveLength(4);
    expect(within(dialog).queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('This order was rejected.')).toBeInTheDocument();
  });
});

describe('the add/edit form', () => {
  it('requires username, total (step 0.01) and address, then saves a manual order', async () => {
    const created = buildAdminTransaction({ id: 'TXN1795348700000', items: [], channel: 'phone' });
    const calls = serve({
      extra: (call) =>
        call.method === 'POST' ? { status: 201, body: { transaction: created } } : undefined,
    });
    render(<TransactionsAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: '+ Add Transaction' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Transaction' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('กรุณากรอกข้อมูลนี้')).toHaveLength(2);
    expect(
      within(dialog).getByText('กรุณากรอกจำนวนเงินมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const amount = within(dialog).getByRole('spinbutton', { name: /Total Amount/ });
    expect(amount).toHaveAttribute('step', '0.01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'ลุงมา');
    await userEvent.type(amount, '1234.56');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Shipping Address/ }),
      'รับที่ร้าน',
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Status/ }),
      'confirmed',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        expect.objectContaining({
          path: '/api/admin/transactions',
          body: {
            username: 'ลุงมา',
            totalAmount: 1234.56,
            shippingAddress: 'รับที่ร้าน',
            status: 'confirmed',
          },
        }),
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Transaction' })).not.toBeInTheDocument(),
    );
  });

  it('edits an order: the total of an order with items stays as its items make it', async () => {
    const calls = serve({
      extra: (call) =>
        call.method === 'PUT' ? { status: 200, body: { transaction: pending } } : undefined,
    });
    render(<TransactionsAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${pending.id}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Transaction' });
    const amount = within(dialog).getByRole('spinbutton', { name: /Total Amount/ });
    expect(amount).toHaveValue(3070);
    expect(amount).toBeDisabled();
    const address = within(dialog).getByRole('textbox', { name: /Shipping Address/ });
    await userEvent.clear(address);
    await userEvent.type(address, 'ส่งที่สวน');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({
          path: `/api/admin/transactions/${pending.id}`,
          body: {
            username: pending.username,
            totalAmount: 3070,
            shippingAddress: 'ส่งที่สวน',
            status: 'pending',
          },
        }),
      ]),
    );
  });
});
