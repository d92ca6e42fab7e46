import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JsonBodyType } from 'msw';
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
import { errorReply, get, mockApi, patch, post, put } from '../../../../testing/api-mock.ts';
import { buildAdminOrder } from '../../../../testing/factories/orders.ts';

beforeEach(() => signIn('sale'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const lists = (sent: ReturnType<typeof serve>) =>
  sent.filter((request) => request.path === '/api/admin/transactions');

describe('transactions list', () => {
  it('shows the counters, the rows with coloured status badges, amounts, and searches by phone', async () => {
    const sent = serve();
    const user = userEvent.setup();
    const router = renderOrders();
    const row = await screen.findByRole('row', { name: /TXN1795348500000/ });
    // The counters come with the rows, in a section of their own that may show its placeholder a
    // moment longer; the placeholder's box is then replaced, so the box is looked up each time.
    const box = () => screen.getByLabelText('Order counters');
    await waitFor(() =>
      expect(within(box()).getByText('Pending').nextSibling).toHaveTextContent('7'),
    );
    expect(within(box()).getByText('Confirmed').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('2 transactions')).toBeVisible();

    expect(within(row).getByText('มานี รักนา')).toBeInTheDocument();
    expect(within(row).getByText('089-876-5432')).toBeInTheDocument();
    expect(within(row).getByText('Confirmed')).toHaveClass('bg-blue-100');
    expect(within(row).getByText('฿2,892.00')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /TXN1795348600000/ })).getByText('Pending'),
    ).toHaveClass('bg-amber-100');

    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), '081-234');
    await waitFor(() => expect(lists(sent).at(-1)?.search.get('q')).toBe('081-234'));
    expect(lists(sent).at(-1)?.search.get('pageSize')).toBe('10');
    expect(router.state.location.search).toBe('?q=081-234');
  });

  it('shows its heading, counters and grey rows at once, before the orders arrive', async () => {
    let answer: (value: JsonBodyType) => void = () => {};
    mockApi(
      get('/admin/transactions/summary', { newOrders: 0, latestOrderAt: null }),
      get('/admin/transactions', () => new Promise((resolve) => (answer = resolve))),
    );
    renderOrders();
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions...');
    expect(within(screen.getByLabelText('Order counters')).getAllByText('–')).toHaveLength(2);
    answer(page([pending], { pending: 1 }));
    expect(await screen.findByRole('row', { name: /TXN1795348600000/ })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers Pending, Confirmed and Cancelled, plus Shipped only when there are shipped orders', async () => {
    const sent = serve({ list: page([pending], { pending: 1, shipped: 2 }) });
    const user = userEvent.setup();
    const router = renderOrders();
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Status' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Statuses', 'Pending', 'Confirmed', 'Shipped', 'Cancelled']),
    );
    // Taken once the first answer is shown (the box may be drawn again as it arrives): a change
    // of filter must then keep the same box, not mount the toolbar anew.
    const filter = screen.getByRole('combobox', { name: 'Status' });
    await user.selectOptions(filter, 'cancelled');
    await waitFor(() => expect(lists(sent).at(-1)?.search.get('status')).toBe('cancelled'));
    expect(router.state.location.search).toBe('?status=cancelled');
    expect(filter).toBeInTheDocument();
  });

  it('reads the search, the status and the page from the address', async () => {
    const sent = serve({ list: { ...page([pending]), total: 25, page: 3 } });
    renderOrders('/admin/transactions?q=TXN17&status=pending&page=3');
    await screen.findByRole('row', { name: /TXN1795348600000/ });
    expect(screen.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue('TXN17');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(`${lists(sent)[0]?.search}`).toBe('q=TXN17&page=3&status=pending&pageSize=10');
    const pages = screen.getByRole('navigation', { name: 'Transactions pages' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("says 'No transactions found' when nothing matches", async () => {
    serve({ list: page([]) });
    renderOrders();
    expect(await screen.findByText('No transactions found')).toBeVisible();
  });

  it('says so in red when the list cannot be loaded', async () => {
    mockApi(
      get('/admin/transactions/summary', { newOrders: 0, latestOrderAt: null }),
      get('/admin/transactions', errorReply('INTERNAL', 'Internal server error'), 500),
    );
    renderOrders();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load transactions.');
  });

  it('has no Delete in the list, beside View or anywhere, for anyone', async () => {
    signIn('admin');
    serve();
    renderOrders();
    const row = await screen.findByRole('row', { name: /TXN1795348600000/ });
    expect(within(row).getByRole('button', { name: `View ${pending.id}` })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Delete|^ลบ/ })).not.toBeInTheDocument();
  });

  it('shows Access Denied to a customer and asks nothing', async () => {
    signIn('customer');
    const sent = serve();
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe('the detail modal', () => {
  it('greys the item icons an order no longer lets staff use, and they say no to the pointer', async () => {
    const shipped = buildAdminOrder({
      ...pending,
      status: 'shipped',
      workflowStatus: 'courier',
      paymentMethod: 'cod',
      paymentStatus: 'cod',
    });
    serve({ detail: shipped });
    renderOrders();
    const dialog = await openDetail();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel ถังพ่นยา 16 ลิตร' });
    // Greyed, the pointer says no, and the reason on hover, focus or a long press.
    const reason = 'Items can no longer change: delivery has started.';
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveAttribute('title', reason);
    expect(cancel).toHaveAccessibleDescription(reason);
    expect(cancel).toHaveClass('text-stone-300', 'cursor-not-allowed');
    expect(cancel).not.toHaveClass('text-red-700');
  });

  it('confirms once however often it is clicked, with the ticked items, blocking reject meanwhile', async () => {
    let answer: (value: JsonBodyType) => void = () => {};
    const after = buildAdminOrder({
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
    const sent = serve(
      {},
      post('/admin/transactions/:id/confirm', () => new Promise((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup();
    renderOrders();
    const dialog = await openDetail();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Order' });
    const reject = within(dialog).getByRole('button', { name: 'Reject Order' });
    // Nothing ticked: neither decision can be taken.
    expect(confirm).toBeDisabled();
    expect(reject).toBeDisabled();
    expect(within(dialog).getByText('Tick at least one item to confirm or reject.')).toBeVisible();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Select ไกลโฟเซต ไร่ทอง 48%' }));
    await user.click(confirm);
    await user.click(within(dialog).getByRole('button', { name: 'Confirming...' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirming...' }));
    expect(within(dialog).getByRole('button', { name: 'Reject Order' })).toBeDisabled();
    await waitFor(() => expect(writesOf(sent)).toHaveLength(1));
    expect(writesOf(sent)[0]).toMatchObject({
      path: `/api/admin/transactions/${pending.id}/confirm`,
      body: { itemIds: [11] },
    });

    answer({ transaction: after });
    expect(
      await within(dialog).findByText('This order is confirmed; it needs no decision.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Confirmed the order (1 item ticked)')).toBeInTheDocument();
    expect(within(dialog).getByText(/สมศรี ขายดี/)).toBeInTheDocument();
    expect(writesOf(sent)).toHaveLength(1);
  });

  it('shows the order with its amounts, and grey sections while it loads', async () => {
    let answer: (value: JsonBodyType) => void = () => {};
    serve();
    mockApi(get('/admin/transactions/:id', () => new Promise((resolve) => (answer = resolve))));
    const user = userEvent.setup();
    renderOrders();
    await user.click(await screen.findByRole('button', { name: `View ${pending.id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Transaction ${pending.id}` });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the transaction...');
    answer(pending);
    const line = await within(dialog).findByRole('listitem', { name: 'ไกลโฟเซต ไร่ทอง 48%' });
    expect(within(line).getByText('฿890.00 / unit')).toBeVisible();
    expect(within(line).getByText('฿1,780.00')).toBeVisible();
    expect(within(dialog).getByText('ส่วนลด (FARM10)')).toBeVisible();
    expect(within(dialog).getByText('-฿178.00')).toBeVisible();
    expect(within(dialog).getByText('฿3,070.00')).toBeVisible();
  });

  it('shows a refused decision and lets the next click try again', async () => {
    let attempts = 0;
    const sent = serve(
      {},
      post('/admin/transactions/:id/confirm', () => {
        attempts += 1;
        return attempts === 1
          ? Response.json(
              errorReply('CONFLICT', 'This order was rejected; it cannot be confirmed.'),
              { status: 409 },
            )
          : { transaction: { ...pending, status: 'confirmed' } };
      }),
    );
    const user = userEvent.setup();
    renderOrders();
    const dialog = await openDetail();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select ถังพ่นยา 16 ลิตร' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
    expect(
      await within(dialog).findByText('This order was rejected; it cannot be confirmed.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(writesOf(sent)).toHaveLength(2));
  });

  it('cancels an item (greyed), restores it on the third click, and saves quantity and cancellation', async () => {
    const saved = buildAdminOrder({ ...pending, totalAmount: 2670, netAmount: 2670 });
    const sent = serve({}, patch('/admin/transactions/:id/items', { transaction: saved }));
    const user = userEvent.setup();
    renderOrders();
    const dialog = await openDetail();
    const line = () => within(dialog).getByRole('listitem', { name: 'ถังพ่นยา 16 ลิตร' });

    await user.click(within(dialog).getByRole('checkbox', { name: 'Select ถังพ่นยา 16 ลิตร' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel ถังพ่นยา 16 ลิตร' }));
    expect(line()).toHaveAttribute('data-cancelled', 'true');
    expect(line()).toHaveClass('text-stone-400');
    expect(within(line()).getByRole('checkbox')).toBeDisabled();
    expect(within(line()).getByRole('checkbox')).not.toBeChecked();
    expect(within(dialog).getByText('Unsaved item changes')).toBeInTheDocument();

    const restore = within(dialog).getByRole('button', {
      name: 'Restore ถังพ่นยา 16 ลิตร (click 3 times)',
    });
    await user.click(restore);
    expect(line()).toHaveTextContent('restore 1/3');
    await user.click(restore);
    expect(line()).toHaveTextContent('restore 2/3');
    expect(line()).toHaveAttribute('data-cancelled', 'true');
    await user.click(restore);
    expect(line()).not.toHaveAttribute('data-cancelled');
    expect(within(dialog).queryByText('Unsaved item changes')).not.toBeInTheDocument();

    // Quantity: at least 1, the line total follows; then cancel the other line and save.
    const quantity = within(dialog).getByRole('spinbutton', {
      name: 'Quantity of ไกลโฟเซต ไร่ทอง 48%',
    });
    await user.clear(quantity);
    await user.type(quantity, '0');
    const save = within(dialog).getByRole('button', { name: 'Save item changes' });
    expect(save).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(
      within(within(dialog).getByRole('listitem', { name: 'ไกลโฟเซต ไร่ทอง 48%' })).getByText(
        '฿2,670.00',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel ถังพ่นยา 16 ลิตร' }));
    await user.click(save);
    await waitFor(() =>
      expect(writesOf(sent)).toEqual([
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
    // The list is asked again after the change.
    await waitFor(() => expect(lists(sent)).toHaveLength(2));
  });

  it('moves the workflow by clicking a stage and copies the address', async () => {
    const moved = buildAdminOrder({ ...pending, workflowStatus: 'received' });
    const sent = serve({}, post('/admin/transactions/:id/workflow', { transaction: moved }));
    // After userEvent's setup, which puts a clipboard of its own on the navigator.
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderOrders();
    const dialog = await openDetail();

    await user.click(within(dialog).getByRole('button', { name: /ร้านรับคำสั่งซื้อ/ }));
    await waitFor(() =>
      expect(writesOf(sent)).toEqual([
        expect.objectContaining({
          path: `/api/admin/transactions/${pending.id}/workflow`,
          body: { stage: 'received' },
        }),
      ]),
    );
    expect(
      await within(dialog).findByText('ร้านรับคำสั่งซื้อ', { selector: '.font-bold' }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(pending.address);
    expect(alert).toHaveBeenCalledWith('Address copied to clipboard!');
  });

  it('shows a rejected order in red with the reason, and no decision buttons', async () => {
    const rejected = buildAdminOrder({
      ...pending,
      status: 'cancelled',
      orderRejected: true,
      rejectionReason: 'Order rejected by admin',
    });
    serve({ list: page([rejected]), detail: rejected });
    renderOrders();
    const dialog = await openDetail(rejected.id);
    expect(within(dialog).getByText('คำสั่งซื้อถูกปฏิเสธ: Order rejected by admin')).toBeVisible();
    expect(within(dialog).getAllByText(/\(ถูกปฏิเสธ\)/)).toHaveLength(4);
    expect(within(dialog).queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('This order was rejected.')).toBeInTheDocument();
  });

  it('says so when the order cannot be loaded', async () => {
    serve();
    mockApi(get('/admin/transactions/:id', errorReply('INTERNAL', 'Internal server error'), 500));
    const user = userEvent.setup();
    renderOrders();
    await user.click(await screen.findByRole('button', { name: `View ${pending.id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Transaction ${pending.id}` });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
  });
});

describe('the add/edit form', () => {
  it('requires username, total (step 0.01) and address, then saves a manual order', async () => {
    const created = buildAdminOrder({ id: 'TXN1795348700000', items: [], channel: 'phone' });
    const sent = serve({}, post('/admin/transactions', { transaction: created }, 201));
    const user = userEvent.setup();
    renderOrders();
    await user.click(await screen.findByRole('button', { name: '+ Add Transaction' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Transaction' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('กรุณากรอกข้อมูลนี้')).toHaveLength(2);
    expect(
      within(dialog).getByText('กรุณากรอกจำนวนเงินมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง'),
    ).toBeInTheDocument();
    expect(writesOf(sent)).toHaveLength(0);

    const amount = within(dialog).getByRole('spinbutton', { name: /Total Amount/ });
    expect(amount).toHaveAttribute('step', '0.01');
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'ลุงมา');
    await user.type(amount, '1234.56');
    await user.type(within(dialog).getByRole('textbox', { name: /Shipping Address/ }), 'รับที่ร้าน');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), 'confirmed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writesOf(sent)).toEqual([
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
    const sent = serve({}, put('/admin/transactions/:id', { transaction: pending }));
    const user = userEvent.setup();
    renderOrders();
    await user.click(await screen.findByRole('button', { name: `Edit ${pending.id}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Transaction' });
    const amount = within(dialog).getByRole('spinbutton', { name: /Total Amount/ });
    expect(amount).toHaveValue(3070);
    expect(amount).toBeDisabled();
    const address = within(dialog).getByRole('textbox', { name: /Shipping Address/ });
    await user.clear(address);
    await user.type(address, 'ส่งที่สวน');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writesOf(sent)).toEqual([
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
