import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, renderOrders, serve, signIn } from '../../../../testing/admin-orders-page.ts';
import { buildAdminOrder, COD_ORDER_AMOUNTS } from '../../../../testing/factories/orders.ts';

beforeEach(() => signIn('sale'));
afterEach(cleanup);

/** A COD order of ฿1,590 that ships free, with the COD fee of ฿20: the courier collects ฿1,610. */
const cod = buildAdminOrder({
  id: 'TXN1795348700000',
  ...COD_ORDER_AMOUNTS,
});

describe('what staff see of a COD order’s money', () => {
  it('lists the amount due, fees included, as the packing slip collects it', async () => {
    serve({ list: page([cod], { pending: 1 }) });
    renderOrders();
    const row = await screen.findByRole('row', { name: /TXN1795348700000/ });
    const header = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header).toContain('ยอดที่ต้องชำระ');
    expect(within(row).getByText('฿1,610.00')).toBeVisible();
    expect(within(row).queryByText('฿1,590.00')).toBeNull();
  });

  it('shows the parcel’s fee, the COD fee and the amount due in the order’s detail', async () => {
    serve({ list: page([cod], { pending: 1 }), detail: cod });
    const user = userEvent.setup();
    renderOrders();
    await user.click(await screen.findByRole('button', { name: `View ${cod.id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Transaction ${cod.id}` });
    const row = async (label: string) => (await within(dialog).findByText(label)).closest('div');
    expect(await row('ยอดสุทธิ')).toHaveTextContent('฿1,590.00');
    expect(await row('ค่าจัดส่ง')).toHaveTextContent('ส่งฟรี');
    expect(await row('ค่าธรรมเนียมเก็บเงินปลายทาง')).toHaveTextContent('฿20.00');
    expect(await row('ยอดที่ต้องชำระ')).toHaveTextContent('฿1,610.00');
  });
});
