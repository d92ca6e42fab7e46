import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  confirmed,
  page,
  pending,
  renderOrders,
  serve,
  signIn,
} from '../../../../testing/admin-orders-page.ts';
import { buildAdminOrder } from '../../../../testing/factories/orders.ts';
import { useOrdersSummaryStore } from './orders-summary.ts';

beforeEach(() => {
  signIn('sale');
  useOrdersSummaryStore.setState({ summary: null });
});

afterEach(cleanup);

const lists = (sent: ReturnType<typeof serve>) =>
  sent.filter((request) => request.path === '/api/admin/transactions');

describe("the transactions page's staff tools", () => {
  it('reads payment, days and "to ship" from the address and asks the API for them', async () => {
    const sent = serve();
    renderOrders(
      '/admin/transactions?payment=cod&from=2026-11-01&to=2026-11-30&toShip=1&status=nonsense',
    );
    await screen.findByRole('row', { name: /TXN1795348600000/ });
    expect(screen.getByRole('combobox', { name: 'สถานะการชำระเงิน' })).toHaveValue('cod');
    // Days read dd/MM/yyyy, whatever the browser's language.
    expect(await screen.findByLabelText('ตั้งแต่วันที่')).toHaveValue('01/11/2026');
    expect(screen.getByLabelText('ถึงวันที่')).toHaveValue('30/11/2026');
    expect(screen.getByRole('checkbox', { name: 'รอส่ง' })).toBeChecked();
    const asked = lists(sent)[0]?.search;
    expect(Object.fromEntries(asked ?? [])).toEqual({
      page: '1',
      payment: 'cod',
      from: '2026-11-01',
      to: '2026-11-30',
      toShip: '1',
      pageSize: '10',
    });
    // The export takes what is filtered.
    const exported = new URL(
      screen.getByRole('link', { name: 'ส่งออก CSV' }).getAttribute('href') ?? '',
      'http://shop.test',
    );
    expect(exported.pathname).toBe('/api/admin/transactions/export.csv');
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      payment: 'cod',
      from: '2026-11-01',
      to: '2026-11-30',
      toShip: '1',
    });
  });

  it('writes the filters to the address, starting again from page 1', async () => {
    const sent = serve();
    const user = userEvent.setup();
    const router = renderOrders('/admin/transactions?page=2');
    await screen.findByRole('row', { name: /TXN1795348600000/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'สถานะการชำระเงิน' }), 'paid');
    await user.click(screen.getByRole('checkbox', { name: 'รอส่ง' }));
    await user.type(await screen.findByLabelText('ตั้งแต่วันที่'), '02/11/2026');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?payment=paid&toShip=1&from=2026-11-02'),
    );
    await waitFor(() => expect(lists(sent).at(-1)?.search.get('from')).toBe('2026-11-02'));
    expect(lists(sent).at(-1)?.search.get('toShip')).toBe('1');
    await user.click(screen.getByRole('checkbox', { name: 'รอส่ง' }));
    await waitFor(() => expect(router.state.location.search).toBe('?payment=paid&from=2026-11-02'));
  });

  it('filters on a day only once it is typed whole: a partial day changes nothing', async () => {
    const sent = serve();
    const user = userEvent.setup();
    const router = renderOrders();
    await screen.findByRole('row', { name: /TXN1795348600000/ });
    const from = await screen.findByLabelText('ตั้งแต่วันที่');
    const asked = lists(sent).length;
    // Typed as a person types, one key at a time: "0", "02", … "02/11/202" are no day.
    await user.type(from, '02/11/202');
    expect(router.state.location.search).toBe('');
    expect(lists(sent)).toHaveLength(asked);
    expect(screen.getByRole('row', { name: /TXN1795348600000/ })).toBeVisible();
    await user.type(from, '6');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-02'));
    await waitFor(() => expect(lists(sent).at(-1)?.search.get('from')).toBe('2026-11-02'));
    // No year 0002 (nor 0020, 0202) was ever asked for.
    expect(
      lists(sent)
        .map((call) => call.search.get('from'))
        .filter(Boolean),
    ).toEqual(['2026-11-02']);
    expect(from).toHaveValue('02/11/2026');
  });

  it('shows how each order is paid and where its money is, in Thai', async () => {
    serve({
      list: page([
        buildAdminOrder({ id: 'TXN1795348600001', paymentMethod: 'cod', paymentStatus: 'cod' }),
        buildAdminOrder({
          id: 'TXN1795348600002',
          paymentMethod: 'promptpay',
          paymentStatus: 'in_review',
        }),
        buildAdminOrder({
          id: 'TXN1795348600003',
          paymentMethod: 'bank_transfer',
          paymentStatus: 'awaiting',
          status: 'cancelled',
          cancelledBy: 'customer',
        }),
      ]),
    });
    renderOrders();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain('การชำระเงิน');
    const payment = (id: string) =>
      screen.getByRole('row', { name: new RegExp(id) }).querySelector('td[data-label="การชำระเงิน"]')
        ?.textContent;
    // Cash on delivery says so once; a slip waiting and a cancelled unpaid order say so, with how.
    expect(payment('TXN1795348600001')).toBe('เก็บเงินปลายทาง');
    expect(payment('TXN1795348600002')).toBe('รอตรวจสอบสลิปพร้อมเพย์');
    expect(payment('TXN1795348600003')).toBe('ไม่ได้ชำระเงินโอนเงิน');
  });

  it('prints the labels of the ticked orders in a new tab', async () => {
    serve();
    const user = userEvent.setup();
    renderOrders();
    await screen.findByRole('row', { name: /TXN1795348600000/ });
    expect(screen.queryByRole('link', { name: 'พิมพ์ใบปะหน้า' })).toBeNull();
    expect(screen.getByRole('button', { name: 'พิมพ์ใบปะหน้า' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: `เลือก ${confirmed.id}` }));
    await user.click(screen.getByRole('checkbox', { name: `เลือก ${pending.id}` }));
    expect(screen.getByText('เลือกแล้ว 2 รายการ')).toBeVisible();
    const print = screen.getByRole('link', { name: 'พิมพ์ใบปะหน้า' });
    expect(print).toHaveAttribute('target', '_blank');
    const url = new URL(print.getAttribute('href') ?? '', 'http://shop.test');
    expect(url.pathname).toBe('/api/admin/transactions/packing-slips');
    expect(url.searchParams.get('ids')).toBe(`${confirmed.id},${pending.id}`);

    await user.click(screen.getByRole('checkbox', { name: `เลือก ${confirmed.id}` }));
    const row = screen.getByRole('row', { name: new RegExp(pending.id) });
    expect(within(row).getByRole('checkbox')).toBeChecked();
    expect(
      new URL(
        screen.getByRole('link', { name: 'พิมพ์ใบปะหน้า' }).getAttribute('href') ?? '',
        'http://shop.test',
      ).searchParams.get('ids'),
    ).toBe(pending.id);
  });
});
