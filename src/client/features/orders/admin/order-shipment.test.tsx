import { cleanup, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../../../shared/contracts/admin-orders.ts';
import {
  openDetail,
  pending,
  renderOrders,
  serve,
  signIn,
  writesOf,
} from '../../../../testing/admin-orders-page.ts';
import { errorReply, post } from '../../../../testing/api-mock.ts';
import { buildAdminOrder } from '../../../../testing/factories/orders.ts';
import { useOrdersSummaryStore } from './orders-summary.ts';

const readyCod = buildAdminOrder({
  ...pending,
  status: 'confirmed',
  workflowStatus: 'received',
  paymentMethod: 'cod',
  paymentStatus: 'cod',
});

const shippedCod: AdminOrderDetail = {
  ...readyCod,
  status: 'shipped',
  workflowStatus: 'courier',
  shipment: {
    carrier: 'thailandpost',
    trackingNumber: 'EF582568151TH',
    trackingUrl: 'https://track.thailandpost.co.th/?trackNumber=EF582568151TH',
    shippedAt: '2026-11-25T03:00:00.000Z',
    deliveredAt: null,
  },
};

beforeEach(() => {
  signIn('sale');
  useOrdersSummaryStore.setState({ summary: null });
});

afterEach(cleanup);

async function deliverySection() {
  const dialog = await openDetail();
  const section = within(dialog).getByRole('heading', { name: 'การจัดส่ง' }).closest('section');
  if (!section) throw new Error('no delivery section');
  return within(section);
}

describe('handing an order to a carrier in its detail', () => {
  it('checks the number as typed by the carrier’s format, then ships and shows the parcel', async () => {
    const sent = serve(
      { detail: readyCod },
      post('/admin/transactions/:id/shipment', { transaction: shippedCod }),
    );
    renderOrders();
    const delivery = await deliverySection();
    expect(delivery.getByRole('link', { name: /พิมพ์ใบปะหน้า/ })).toHaveAttribute(
      'href',
      `/api/admin/transactions/${readyCod.id}/packing-slip`,
    );
    const carrier = delivery.getByRole('combobox', { name: /ขนส่ง/ });
    expect(
      within(carrier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'เลือกขนส่ง',
      'ไปรษณีย์ไทย',
      'Flash Express',
      'J&T Express',
      'Kerry Express',
      'SPX Express',
      'ขนส่งอื่น',
    ]);
    await userEvent.selectOptions(carrier, 'thailandpost');
    const number = delivery.getByRole('textbox', { name: /เลขพัสดุ/ });
    await userEvent.type(number, 'ef58256815');
    expect(number).toHaveAccessibleDescription(/เลขพัสดุไม่ตรงรูปแบบของขนส่งที่เลือก/);
    await userEvent.click(delivery.getByRole('button', { name: 'ส่งพัสดุ' }));
    expect(writesOf(sent)).toEqual([]);

    await userEvent.type(number, '1th');
    expect(number).not.toHaveAttribute('aria-invalid');
    await userEvent.click(delivery.getByRole('button', { name: 'ส่งพัสดุ' }));
    expect(await delivery.findByText('EF582568151TH')).toBeVisible();
    expect(writesOf(sent)).toMatchObject([
      {
        path: `/api/admin/transactions/${readyCod.id}/shipment`,
        body: { carrier: 'thailandpost', trackingNumber: 'ef582568151th' },
      },
    ]);
    expect(delivery.getByRole('link', { name: 'ติดตามพัสดุ' })).toHaveAttribute(
      'href',
      shippedCod.shipment?.trackingUrl,
    );
    expect(delivery.queryByRole('button', { name: 'ส่งพัสดุ' })).toBeNull();
    expect(delivery.getByRole('button', { name: 'แก้ไขเลขพัสดุ' })).toBeVisible();
    expect(delivery.getByRole('button', { name: 'ส่งถึงแล้ว' })).toBeVisible();
  });

  it('says in Thai, before sending, that a Thailand Post number’s check digit is wrong', async () => {
    const sent = serve(
      { detail: readyCod },
      post('/admin/transactions/:id/shipment', { transaction: shippedCod }),
    );
    renderOrders();
    const delivery = await deliverySection();
    await userEvent.selectOptions(delivery.getByRole('combobox', { name: /ขนส่ง/ }), 'thailandpost');
    const number = delivery.getByRole('textbox', { name: /เลขพัสดุ/ });
    // The right form, the wrong last digit: 12345678 checks to 5.
    await userEvent.type(number, 'EF123456789TH');
    expect(number).toHaveAccessibleDescription(
      /เลขพัสดุไปรษณีย์ไทยไม่ถูกต้อง: เลขหลักสุดท้าย \(เลขตรวจสอบ\) ไม่ตรงกับเลขพัสดุ/,
    );
    await userEvent.click(delivery.getByRole('button', { name: 'ส่งพัสดุ' }));
    expect(writesOf(sent)).toEqual([]);
    await userEvent.clear(number);
    await userEvent.type(number, 'EF123456785TH');
    expect(number).not.toHaveAttribute('aria-invalid');
    await userEvent.click(delivery.getByRole('button', { name: 'ส่งพัสดุ' }));
    await delivery.findByRole('link', { name: 'ติดตามพัสดุ' });
    expect(writesOf(sent)).toMatchObject([
      { body: { carrier: 'thailandpost', trackingNumber: 'EF123456785TH' } },
    ]);
  });

  it('asks for the carrier and shows the server’s refusal on the number field', async () => {
    const refusedText = 'เลขพัสดุนี้ใช้กับคำสั่งซื้ออื่นแล้ว';
    serve(
      { detail: readyCod },
      post(
        '/admin/transactions/:id/shipment',
        errorReply('VALIDATION', 'Invalid input', { fields: { trackingNumber: refusedText } }),
        400,
      ),
    );
    renderOrders();
    const delivery = await deliverySection();
    const number = delivery.getByRole('textbox', { name: /เลขพัสดุ/ });
    await userEvent.type(number, 'FLASH12345678');
    await userEvent.click(delivery.getByRole('button', { name: 'ส่งพัสดุ' }));
    expect(delivery.getByRole('combobox', { name: /ขนส่ง/ })).toHaveAccessibleDescription(
      'กรุณาเลือกขนส่ง',
    );
    await userEvent.selectOptions(delivery.getByRole('combobox', { name: /ขนส่ง/ }), 'flash');
    await userEvent.click(delivery.getByRole('button', { name: 'ส่งพัสดุ' }));
    expect(await delivery.findByText(refusedText)).toBeVisible();
    expect(number).toHaveAccessibleDescription(refusedText);
  });

  it('corrects the number of a shipped order, and marks it delivered', async () => {
    const corrected: AdminOrderDetail = {
      ...shippedCod,
      shipment: {
        ...(shippedCod.shipment as NonNullable<AdminOrderDetail['shipment']>),
        carrier: 'kerry',
        trackingNumber: 'KERDO12345678',
        trackingUrl: null,
      },
    };
    const delivered: AdminOrderDetail = {
      ...corrected,
      status: 'delivered',
      paymentStatus: 'paid',
      shipment: {
        ...(corrected.shipment as NonNullable<AdminOrderDetail['shipment']>),
        deliveredAt: '2026-11-26T03:00:00.000Z',
      },
    };
    const sent = serve(
      { detail: shippedCod },
      post('/admin/transactions/:id/shipment', { transaction: corrected }),
      post('/admin/transactions/:id/delivered', { transaction: delivered }),
    );
    renderOrders();
    const delivery = await deliverySection();
    expect(delivery.queryByRole('textbox', { name: /เลขพัสดุ/ })).toBeNull();
    await userEvent.click(delivery.getByRole('button', { name: 'แก้ไขเลขพัสดุ' }));
    await userEvent.selectOptions(delivery.getByRole('combobox', { name: /ขนส่ง/ }), 'kerry');
    const number = delivery.getByRole('textbox', { name: /เลขพัสดุ/ });
    expect(number).toHaveValue('EF582568151TH');
    await userEvent.clear(number);
    await userEvent.type(number, 'KERDO12345678');
    await userEvent.click(delivery.getByRole('button', { name: 'บันทึกเลขพัสดุ' }));
    expect(await delivery.findByText('KERDO12345678')).toBeVisible();
    expect(delivery.getByText('Kerry Express')).toBeVisible();

    await userEvent.click(delivery.getByRole('button', { name: 'ส่งถึงแล้ว' }));
    expect(await delivery.findByText('ส่งถึงเมื่อ')).toBeVisible();
    expect(delivery.queryByRole('button', { name: 'ส่งถึงแล้ว' })).toBeNull();
    expect(writesOf(sent).map((request) => request.path)).toEqual([
      `/api/admin/transactions/${readyCod.id}/shipment`,
      `/api/admin/transactions/${readyCod.id}/delivered`,
    ]);
  });

  it('offers no form before the order may ship', async () => {
    serve({ detail: buildAdminOrder({ ...pending, paymentMethod: 'promptpay' }) });
    renderOrders();
    const delivery = await deliverySection();
    expect(delivery.queryByRole('button', { name: 'ส่งพัสดุ' })).toBeNull();
    expect(delivery.getByText(/ส่งพัสดุได้เมื่อยืนยันคำสั่งซื้อ/)).toBeVisible();
  });
});
