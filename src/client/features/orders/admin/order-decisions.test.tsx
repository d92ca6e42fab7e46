import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrdersSummary } from '../../../../shared/contracts/admin-orders.ts';
import {
  confirmed,
  openDetail,
  page,
  pending,
  renderOrders,
  serve,
  signIn,
  writesOf,
} from '../../../../testing/admin-orders-page.ts';
import { post } from '../../../../testing/api-mock.ts';
import { buildAdminOrder } from '../../../../testing/factories/orders.ts';
import { SUMMARY_POLL_MS, useOrdersSummaryStore } from './orders-summary.ts';

beforeEach(() => {
  signIn('sale');
  useOrdersSummaryStore.setState({ summary: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const posts = writesOf;

describe('rejecting an order', () => {
  it('asks first in Thai, chooses no reason for staff, shows one reject button, and sends the reason chosen', async () => {
    const rejected = buildAdminOrder({
      ...pending,
      status: 'cancelled',
      orderRejected: true,
      rejectionReason: 'ไม่สามารถจัดส่งไปยังที่อยู่นี้ได้',
    });
    const calls = serve({}, post('/admin/transactions/:id/reject', { transaction: rejected }));
    renderOrders();
    const dialog = await openDetail();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Select ไกลโฟเซต ไร่ทอง 48%' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Order' }));

    // One click sends nothing: it opens the question, in Thai, with no reason chosen.
    expect(posts(calls)).toHaveLength(0);
    const step = within(dialog).getByRole('region', { name: 'ปฏิเสธคำสั่งซื้อนี้?' });
    expect(step).toHaveAttribute('lang', 'th');
    for (const radio of within(step).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(
      within(step)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'สินค้าหมด',
      'ไม่สามารถจัดส่งไปยังที่อยู่นี้ได้',
      'ข้อมูลการสั่งซื้อไม่ครบถ้วน',
      'ลูกค้าขอยกเลิกคำสั่งซื้อ',
      'เหตุผลอื่น (พิมพ์เอง)',
    ]);
    // One reject button: the step's own (the bar's is gone while the step is open).
    expect(within(dialog).getAllByRole('button', { name: /reject|ปฏิเสธ/i })).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Reject Order' })).toBeNull();
    expect(within(step).getByRole('button', { name: 'ปฏิเสธคำสั่งซื้อ' })).toBeVisible();
    expect(within(step).getByRole('button', { name: 'ไม่ปฏิเสธ เก็บคำสั่งซื้อไว้' })).toBeVisible();

    // Rejecting with no reason chosen says so and sends nothing.
    await userEvent.click(within(step).getByRole('button', { name: 'ปฏิเสธคำสั่งซื้อ' }));
    expect(within(step).getByRole('alert')).toHaveTextContent('กรุณาเลือกหรือพิมพ์เหตุผลที่ลูกค้าจะเห็น');
    expect(posts(calls)).toHaveLength(0);

    // Keeping the order closes the question and sends nothing.
    await userEvent.click(within(step).getByRole('button', { name: 'ไม่ปฏิเสธ เก็บคำสั่งซื้อไว้' }));
    expect(within(dialog).queryByRole('region', { name: 'ปฏิเสธคำสั่งซื้อนี้?' })).toBeNull();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Order' }));
    const again = within(dialog).getByRole('region', { name: 'ปฏิเสธคำสั่งซื้อนี้?' });
    // A typed reason must not be empty.
    await userEvent.click(within(again).getByRole('radio', { name: 'เหตุผลอื่น (พิมพ์เอง)' }));
    await userEvent.click(within(again).getByRole('button', { name: 'ปฏิเสธคำสั่งซื้อ' }));
    expect(within(again).getByRole('alert')).toHaveTextContent('กรุณาเลือกหรือพิมพ์เหตุผลที่ลูกค้าจะเห็น');
    expect(posts(calls)).toHaveLength(0);

    await userEvent.click(within(again).getByRole('radio', { name: 'ไม่สามารถจัดส่งไปยังที่อยู่นี้ได้' }));
    await userEvent.click(within(again).getByRole('button', { name: 'ปฏิเสธคำสั่งซื้อ' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        expect.objectContaining({
          path: `/api/admin/transactions/${pending.id}/reject`,
          body: { itemIds: [11], reason: 'ไม่สามารถจัดส่งไปยังที่อยู่นี้ได้' },
        }),
      ]),
    );
    expect(await within(dialog).findByText('คำสั่งซื้อถูกปฏิเสธ: ไม่สามารถจัดส่งไปยังที่อยู่นี้ได้')).toBeVisible();
  });

  it('sends a reason typed by hand', async () => {
    const calls = serve(
      {},
      post('/admin/transactions/:id/reject', { transaction: { ...pending, status: 'cancelled' } }),
    );
    renderOrders();
    const dialog = await openDetail();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select ถังพ่นยา 16 ลิตร' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Order' }));
    const step = within(dialog).getByRole('region', { name: 'ปฏิเสธคำสั่งซื้อนี้?' });
    await userEvent.click(within(step).getByRole('radio', { name: 'เหตุผลอื่น (พิมพ์เอง)' }));
    await userEvent.type(within(step).getByRole('textbox', { name: 'เหตุผลอื่น' }), 'ร้านปิดปรับปรุง');
    await userEvent.click(within(step).getByRole('button', { name: 'ปฏิเสธคำสั่งซื้อ' }));
    await waitFor(() =>
      expect(posts(calls)[0]?.body).toEqual({ itemIds: [12], reason: 'ร้านปิดปรับปรุง' }),
    );
  });
});

describe('confirming with some lines unticked', () => {
  it('says the other lines will be cancelled, then shows what the confirmation cancelled', async () => {
    const after = buildAdminOrder({
      ...pending,
      status: 'confirmed',
      workflowStatus: 'received',
      items: pending.items.map((item) => ({ ...item, isCancelled: item.id === 12 })),
      history: [
        {
          id: 1,
          actorId: 'staff-sale',
          actorName: 'สมศรี ขายดี',
          action: 'confirm',
          details: {
            itemIds: [11],
            changes: [
              {
                itemId: 12,
                productName: 'ถังพ่นยา 16 ลิตร',
                quantity: [1, 1],
                cancelled: [false, true],
              },
            ],
          },
          createdAt: '2026-11-25T07:05:00.000Z',
        },
      ],
    });
    const calls = serve({}, post('/admin/transactions/:id/confirm', { transaction: after }));
    renderOrders();
    const dialog = await openDetail();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Select ไกลโฟเซต ไร่ทอง 48%' }),
    );
    expect(
      within(dialog).getByText('1 item ticked — confirming cancels the other 1 line'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(posts(calls)[0]?.body).toEqual({ itemIds: [11] }));
    expect(
      await within(dialog).findByText(
        'Confirmed the order (1 item ticked) — cancelled the unticked line: ถังพ่นยา 16 ลิตร × 1',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText(/November 25, 2026, 14:05/)).toBeVisible();
  });
});

describe('the list while the page is open', () => {
  it('shows an order placed after the first load within one poll, and pauses while hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fresh = buildAdminOrder({
      id: 'TXN1795348900000',
      createdAt: '2026-11-25T07:05:00.000Z',
      firstName: 'ชาวนา',
      lastName: 'ใจดี',
    });
    let orders = [pending, confirmed];
    let summary: OrdersSummary = { newOrders: 1, latestOrderAt: pending.createdAt };
    const calls = serve({ list: () => page(orders), summary: () => summary });
    renderOrders();
    await screen.findByRole('row', { name: /TXN1795348600000/ });
    expect(screen.queryByRole('row', { name: /TXN1795348900000/ })).toBeNull();
    // The page has seen the summary as it stood.
    await waitFor(() => expect(useOrdersSummaryStore.getState().summary?.newOrders).toBe(1));

    // A customer orders.
    orders = [fresh, pending, confirmed];
    summary = { newOrders: 2, latestOrderAt: fresh.createdAt };
    await act(() => vi.advanceTimersByTimeAsync(SUMMARY_POLL_MS));
    const row = await screen.findByRole('row', { name: /TXN1795348900000/ });
    expect(within(row).getByText('ชาวนา ใจดี')).toBeVisible();
    expect(within(row).getByText('November 25, 2026, 14:05')).toBeVisible();
    expect(screen.getByText('3 transactions')).toBeVisible();

    // A hidden tab asks nothing.
    const summaryCalls = () =>
      calls.filter((call) => call.path === '/api/admin/transactions/summary').length;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    const asked = summaryCalls();
    await act(() => vi.advanceTimersByTimeAsync(SUMMARY_POLL_MS * 3));
    expect(summaryCalls()).toBe(asked);
    // Shown again, it asks at once.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(summaryCalls()).toBe(asked + 1));
  });

  it('says "1 transaction", not "1 transactions"', async () => {
    serve({ list: page([pending]) });
    renderOrders();
    expect(await screen.findByText('1 transaction')).toBeVisible();
  });
});
