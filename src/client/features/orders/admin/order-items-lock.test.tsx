import { cleanup, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openDetail,
  page,
  pending,
  renderOrders,
  serve,
  signIn,
} from '../../../../testing/admin-orders-page.ts';
import { buildAdminOrder } from '../../../../testing/factories/orders.ts';

beforeEach(() => signIn('sale'));
afterEach(cleanup);

describe('why the items of an order cannot change', () => {
  it('says a paid order is paid, not "cancelled or delivery has started"', async () => {
    const paid = buildAdminOrder({
      ...pending,
      status: 'confirmed',
      workflowStatus: 'payments',
      paymentMethod: 'promptpay',
      paymentStatus: 'paid',
    });
    serve({ list: page([paid]), detail: paid });
    renderOrders();
    const dialog = await openDetail();
    const reason =
      'Items can no longer change: the customer has paid for them, and the amount paid would no longer match.';
    expect(within(dialog).getByText(reason)).toBeVisible();
    expect(within(dialog).queryByText(/cancelled or delivery has started/)).toBeNull();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel ถังพ่นยา 16 ลิตร' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveAttribute('title', reason);
  });
});
