import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorReply, mockApi, post } from '../../../testing/api-mock.ts';
import { ReviewInvitation } from './review-form.tsx';

afterEach(cleanup);

const ITEMS = [
  { productId: 7, productName: 'ปุ๋ยยูเรีย 46-0-0 ตราหัววัว' },
  { productId: 7, productName: 'ปุ๋ยยูเรีย 46-0-0 ตราหัววัว' },
  { productId: null, productName: 'สินค้าที่ถูกลบ' },
];

const published = {
  id: 1,
  name: 'สมชาย ใ.',
  rating: 4,
  comment: 'ดี',
  verifiedBuyer: true,
  createdAt: '2026-12-06T03:00:00.000Z',
};

describe('the review invitation of a delivered order', () => {
  it('sends stars, a comment and a photo as one form, then says it is published', async () => {
    const sent = mockApi(post('/products/7/reviews', published, 201));
    render(<ReviewInvitation orderId="TXN1001" items={ITEMS} />);
    // One form per product still in the shop.
    expect(screen.getAllByRole('form')).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ส่งรีวิว' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณาเลือกคะแนน');
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '4 ดาว' }));
    await user.type(screen.getByLabelText('ความคิดเห็น'), 'ใบเขียวขึ้น <b>จริง</b>');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'rice.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText(/แนบรูป/), photo);
    await user.click(screen.getByRole('button', { name: 'ส่งรีวิว' }));

    expect(await screen.findByRole('status')).toHaveTextContent('รีวิวของคุณแสดงบนหน้าสินค้าแล้ว');
    expect(sent).toHaveLength(1);
    const body = String(sent[0]?.body);
    expect(body).toContain('TXN1001');
    expect(body).toContain('name="rating"\r\n\r\n4');
    expect(body).toContain('ใบเขียวขึ้น <b>จริง</b>');
    expect(body).toContain('name="photo"');
  });

  it('shows the server’s refusal in Thai and keeps the form', async () => {
    mockApi(
      post('/products/7/reviews', errorReply('ALREADY_REVIEWED', 'คุณรีวิวสินค้านี้ของคำสั่งซื้อนี้แล้ว'), 409),
    );
    render(<ReviewInvitation orderId="TXN1001" items={ITEMS} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '5 ดาว' }));
    await user.click(screen.getByRole('button', { name: 'ส่งรีวิว' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('รีวิวสินค้านี้ของคำสั่งซื้อนี้แล้ว');
    expect(screen.getByRole('button', { name: 'ส่งรีวิว' })).toBeEnabled();
  });
});
