import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../../../shared/contracts/admin-catalog-answers.ts';
import { errorReply, get, mockApi, post, put } from '../../../../testing/api-mock.ts';
import { apiAdminProduct } from '../../../../testing/factories/api-catalog.ts';
import { ProductFormDialog } from './product-form-dialog.tsx';

afterEach(cleanup);

function renderForm(product: AdminProduct | null = null) {
  const onSaved = vi.fn();
  render(
    <ProductFormDialog open item={product} canSetEligibility onClose={vi.fn()} onSaved={onSaved} />,
  );
  return { onSaved, user: userEvent.setup() };
}

const sizes = () => screen.getByRole('group', { name: 'ขนาดบรรจุ' });
const size = (n: number) => within(screen.getByRole('group', { name: `ขนาดที่ ${n}` }));
const rowCount = () => within(sizes()).queryAllByRole('group').length;
const threshold = (n: number) => size(n).getByLabelText(/^เตือนเมื่อต่ำกว่า/);

type User = ReturnType<typeof userEvent.setup>;

async function fillSize(
  user: User,
  n: number,
  values: { label?: string; size: string; unit: string; price: string; stock: string },
) {
  const row = size(n);
  if (values.label) await user.type(row.getByLabelText(/^ชื่อขนาด/), values.label);
  await user.clear(row.getByLabelText(/^ปริมาณ/));
  await user.type(row.getByLabelText(/^ปริมาณ/), values.size);
  await user.selectOptions(row.getByLabelText(/^หน่วย/), values.unit);
  await user.type(row.getByLabelText(/^ราคา \(฿\)/), values.price);
  await user.type(row.getByLabelText(/^คงเหลือ/), values.stock);
}

async function fillProduct(user: User) {
  await user.type(screen.getByLabelText(/Product Name/), 'ไกลโฟเซต ทดสอบ');
  await user.type(screen.getByLabelText(/Image URL/), '/images/products/a.svg');
}

describe('the product form’s pack sizes', () => {
  it('starts a new product with one size that cannot be removed; adds and removes sizes', async () => {
    mockApi(get('/crops', []));
    const { user } = renderForm();
    expect(rowCount()).toBe(1);
    expect(size(1).getByLabelText(/^ปริมาณ/)).toHaveValue('1');
    expect(size(1).getByLabelText(/^หน่วย/)).toHaveValue('piece');
    expect(within(sizes()).queryByRole('button', { name: /^ลบขนาด/ })).toBeNull();

    await user.click(within(sizes()).getByRole('button', { name: 'เพิ่มขนาด' }));
    await user.click(within(sizes()).getByRole('button', { name: 'เพิ่มขนาด' }));
    expect(rowCount()).toBe(3);
    await user.type(size(2).getByLabelText(/^ชื่อขนาด/), '1 ลิตร');
    await user.type(size(3).getByLabelText(/^ชื่อขนาด/), '5 ลิตร');

    await user.click(size(2).getByRole('button', { name: 'ลบขนาดที่ 2' }));
    expect(rowCount()).toBe(2);
    expect(size(2).getByLabelText(/^ชื่อขนาด/)).toHaveValue('5 ลิตร');
    await user.click(size(1).getByRole('button', { name: 'ลบขนาดที่ 1' }));
    expect(rowCount()).toBe(1);
    expect(size(1).getByLabelText(/^ชื่อขนาด/)).toHaveValue('5 ลิตร');
    expect(within(sizes()).queryByRole('button', { name: /^ลบขนาด/ })).toBeNull();
  });

  it('offers no more than ten sizes', async () => {
    mockApi(get('/crops', []));
    const { user } = renderForm();
    for (let n = 1; n < 10; n += 1) {
      await user.click(within(sizes()).getByRole('button', { name: 'เพิ่มขนาด' }));
    }
    expect(rowCount()).toBe(10);
    expect(within(sizes()).queryByRole('button', { name: 'เพิ่มขนาด' })).toBeNull();
  });

  it('sends two sizes, each with its amount, unit, price, stock and low-stock line', async () => {
    const sent = mockApi(
      get('/crops', []),
      post('/admin/products', { product: apiAdminProduct({ id: 99 }) }, 201),
    );
    const { user, onSaved } = renderForm();
    await fillProduct(user);
    await fillSize(user, 1, { size: '500', unit: 'ml', price: '180', stock: '30' });
    await user.click(within(sizes()).getByRole('button', { name: 'เพิ่มขนาด' }));
    await fillSize(user, 2, {
      label: 'แกลลอน 1 ลิตร',
      size: '1',
      unit: 'l',
      price: '320',
      stock: '12',
    });
    await user.type(size(2).getByLabelText(/^ราคาเดิม/), '350');
    expect(threshold(1)).toHaveValue('20');
    expect(threshold(2)).toHaveAccessibleDescription('แจ้งร้านทาง LINE เมื่อเหลือน้อยกว่านี้');
    await user.clear(threshold(2));
    await user.type(threshold(2), '5');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = sent.find((request) => request.method === 'POST')?.body as Record<string, unknown>;
    expect(body.variants).toEqual([
      {
        label: '500 มล.',
        size: 500,
        unit: 'ml',
        price: 180,
        originalPrice: null,
        stockCount: 30,
        memberPoints: 0,
        lowStockThreshold: 20,
      },
      {
        label: 'แกลลอน 1 ลิตร',
        size: 1,
        unit: 'l',
        price: 320,
        originalPrice: 350,
        stockCount: 12,
        memberPoints: 0,
        lowStockThreshold: 5,
      },
    ]);
    expect(body).not.toHaveProperty('price');
    expect(body).not.toHaveProperty('stockCount');
  });

  it('shows the shared schema’s message on the row with the repeated name, on save', async () => {
    const sent = mockApi(get('/crops', []));
    const { user } = renderForm();
    await fillProduct(user);
    await fillSize(user, 1, { label: '1 ลิตร', size: '1', unit: 'l', price: '320', stock: '5' });
    await user.click(within(sizes()).getByRole('button', { name: 'เพิ่มขนาด' }));
    await fillSize(user, 2, { label: '1 ลิตร', size: '1', unit: 'l', price: '300', stock: '5' });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(size(2).getByLabelText(/^ชื่อขนาด/)).toHaveAccessibleDescription('ชื่อขนาดซ้ำกัน');
    expect(size(1).getByLabelText(/^ชื่อขนาด/)).not.toHaveAttribute('aria-invalid');
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('puts the server’s message about the second size’s price on that row until it is changed', async () => {
    const sent = mockApi(
      get('/crops', []),
      post(
        '/admin/products',
        errorReply('VALIDATION', 'ค่าสูงสุดที่อนุญาตคือ 1000000', {
          fields: { 'variants.1.price': 'ค่าสูงสุดที่อนุญาตคือ 1000000' },
        }),
        400,
      ),
    );
    const { user, onSaved } = renderForm();
    await fillProduct(user);
    await fillSize(user, 1, { size: '500', unit: 'ml', price: '180', stock: '30' });
    await user.click(within(sizes()).getByRole('button', { name: 'เพิ่มขนาด' }));
    await fillSize(user, 2, { size: '1', unit: 'l', price: '320', stock: '12' });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const secondPrice = size(2).getByLabelText(/^ราคา \(฿\)/);
    await waitFor(() => expect(secondPrice).toHaveAccessibleDescription('ค่าสูงสุดที่อนุญาตคือ 1000000'));
    expect(size(1).getByLabelText(/^ราคา \(฿\)/)).not.toHaveAttribute('aria-invalid');
    expect(secondPrice).toHaveValue('320');
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();

    await user.type(secondPrice, '0');
    expect(secondPrice).not.toHaveAttribute('aria-invalid');
  });

  it('loads a product’s sizes and sends them back with their ids', async () => {
    const product = apiAdminProduct({
      id: 7,
      variants: [
        {
          id: 71,
          label: '500 มล.',
          size: 500,
          unit: 'ml',
          price: 180,
          originalPrice: null,
          stockCount: 30,
          inStock: true,
          memberPoints: 0,
          lowStockThreshold: 15,
        },
        {
          id: 72,
          label: '1 ลิตร',
          size: 1,
          unit: 'l',
          price: 320,
          originalPrice: 350,
          stockCount: 12,
          inStock: true,
          memberPoints: 6,
          lowStockThreshold: 4,
        },
      ],
    });
    const sent = mockApi(get('/crops', []), put('/admin/products/:id', { product }));
    const { user, onSaved } = renderForm(product);
    expect(rowCount()).toBe(2);
    expect(size(2).getByLabelText(/^ชื่อขนาด/)).toHaveValue('1 ลิตร');
    expect(size(2).getByLabelText(/^ราคาเดิม/)).toHaveValue('350');
    expect(size(2).getByLabelText(/^หน่วย/)).toHaveValue('l');
    expect(threshold(1)).toHaveValue('15');
    expect(threshold(2)).toHaveValue('4');

    await user.click(size(1).getByRole('button', { name: 'ลบขนาดที่ 1' }));
    const stock = size(1).getByLabelText(/^คงเหลือ/);
    await user.clear(stock);
    await user.type(stock, '40');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = sent.find((request) => request.method === 'PUT')?.body as Record<string, unknown>;
    expect(body.variants).toEqual([
      {
        id: 72,
        label: '1 ลิตร',
        size: 1,
        unit: 'l',
        price: 320,
        originalPrice: 350,
        stockCount: 40,
        memberPoints: 6,
        lowStockThreshold: 4,
      },
    ]);
  });

  it('sends a changed low-stock line, leaves an emptied one out and says what is wrong with one', async () => {
    const product = apiAdminProduct({
      id: 8,
      variants: [
        {
          id: 81,
          label: '1 กก.',
          size: 1,
          unit: 'kg',
          price: 120,
          originalPrice: null,
          stockCount: 30,
          inStock: true,
          memberPoints: 0,
          lowStockThreshold: 10,
        },
        {
          id: 82,
          label: '25 กก.',
          size: 25,
          unit: 'kg',
          price: 2400,
          originalPrice: null,
          stockCount: 9,
          inStock: true,
          memberPoints: 0,
          lowStockThreshold: 3,
        },
      ],
    });
    const sent = mockApi(get('/crops', []), put('/admin/products/:id', { product }));
    const { user, onSaved } = renderForm(product);
    await user.clear(threshold(1));
    await user.type(threshold(1), '1.5');
    expect(threshold(1)).toHaveAccessibleDescription(
      expect.stringContaining('ข้อมูลเป็นตัวเลขจำนวนเต็มเท่านั้น'),
    );
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.clear(threshold(1));
    await user.type(threshold(1), '0');
    await user.clear(threshold(2));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = sent.find((request) => request.method === 'PUT')?.body as Record<string, unknown>;
    const variants = body.variants as Record<string, unknown>[];
    expect(variants[0]).toMatchObject({ id: 81, lowStockThreshold: 0 });
    expect(variants[1]).toMatchObject({ id: 82 });
    expect(variants[1]).not.toHaveProperty('lowStockThreshold');
  });
});
