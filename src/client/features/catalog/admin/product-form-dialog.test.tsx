import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../../../shared/contracts/admin-catalog-answers.ts';
import { apiServer } from '../../../../testing/api-mock.ts';
import { NO_LABEL_FIELDS } from '../../../../testing/factories/api-catalog.ts';
import { ProductFormDialog } from './product-form-dialog.tsx';

/** What the form sends for a product without a label: no label fields filled in. */
const EMPTY_LABEL_BODY = {
  registrationNumber: null,
  formulation: null,
  hazardClass: null,
  phiDays: null,
  ppe: [],
  activeIngredients: [],
  uses: [],
};

const requests: { method: string; url: string; body: unknown }[] = [];
const handlers = [
  http.get('*/api/crops', () => HttpResponse.json([])),
  http.post('*/api/admin/products', async ({ request }) => {
    const body = await request.json();
    requests.push({ method: 'POST', url: request.url, body });
    return HttpResponse.json({ product: { id: 99, ...(body as object) } }, { status: 201 });
  }),
  http.put('*/api/admin/products/:id', async ({ request }) => {
    const body = await request.json();
    requests.push({ method: 'PUT', url: request.url, body });
    return HttpResponse.json({ product: { id: 7, ...(body as object) } });
  }),
];

beforeEach(() => apiServer.use(...handlers));
afterEach(() => {
  cleanup();
  requests.length = 0;
});

const existing: AdminProduct = {
  id: 7,
  name: 'ไกลโฟเซต ไร่ทอง 48%',
  category: 'herbicides',
  price: 450,
  originalPrice: null,
  rating: 4.5,
  reviewCount: 30,
  image: '/images/products/rai-thong-glyphosate-48.svg',
  isOnSale: false,
  discountPercent: 0,
  description: 'สารกำจัดวัชพืช',
  how2use: 'ผสมน้ำ',
  features: ['ดูดซึม', 'หญ้าใบแคบ'],
  inStock: true,
  stockCount: 12,
  memberPoints: 900,
  isEligibleForPromotion: true,
  codAllowed: true,
  vatExempt: true,
  refusedCarriers: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  variants: [
    {
      id: 70,
      label: 'ขนาดเดียว',
      size: 1,
      unit: 'piece',
      price: 450,
      originalPrice: null,
      stockCount: 12,
      inStock: true,
      memberPoints: 900,
      lowStockThreshold: 20,
    },
  ],
  ...NO_LABEL_FIELDS,
};

function renderForm(product: AdminProduct | null = null, canSetEligibility = true) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <ProductFormDialog
      open
      item={product}
      canSetEligibility={canSetEligibility}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { onSaved, onClose, user: userEvent.setup() };
}

/** The fields of the form's n-th pack size. */
const size = (n: number) => within(screen.getByRole('group', { name: `ขนาดที่ ${n}` }));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Product Name/), 'ปุ๋ยยูเรีย 46-0-0');
  await user.type(size(1).getByLabelText(/^ราคา \(฿\)/), '650');
  await user.type(size(1).getByLabelText(/^คงเหลือ/), '25');
  await user.type(screen.getByLabelText(/Image URL/), '/images/products/urea.svg');
}

describe('product form', () => {
  it('shows the spec message next to a number field as soon as it is wrong', async () => {
    const { user } = renderForm();
    const price = size(1).getByLabelText(/^ราคา \(฿\)/);
    await user.type(price, '12a');
    expect(price).toHaveAccessibleDescription('ข้อมูลเป็นตัวเลขจำนวนเต็มเท่านั้น');
    expect(price).toHaveAttribute('aria-invalid', 'true');

    await user.clear(price);
    await user.type(price, '0');
    expect(price).toHaveAccessibleDescription('ค่าต่ำสุดที่อนุญาตคือ 1');

    const points = size(1).getByLabelText(/^แต้มสมาชิก/);
    await user.type(points, '1.5');
    expect(points).toHaveAccessibleDescription('ข้อมูลเป็นตัวเลขจำนวนเต็มเท่านั้น');

    const stock = size(1).getByLabelText(/^คงเหลือ/);
    await user.type(stock, '-1');
    expect(stock).toHaveAccessibleDescription('ค่าต่ำสุดที่อนุญาตคือ 0');
  });

  it('blocks the submission while any field has an error', async () => {
    const { user, onSaved } = renderForm();
    await fillRequired(user);
    await user.type(size(1).getByLabelText(/^ราคาเดิม/), 'ห้าร้อย');
    const submit = screen.getByRole('button', { name: 'Add Product' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(requests).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();

    await user.clear(size(1).getByLabelText(/^ราคาเดิม/));
    expect(submit).toBeEnabled();
  });

  it('marks every missing required field on submit and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    for (const field of [
      screen.getByLabelText(/Product Name/),
      size(1).getByLabelText(/^ราคา \(฿\)/),
      size(1).getByLabelText(/^คงเหลือ/),
      screen.getByLabelText(/Image URL/),
    ]) {
      expect(field).toHaveAccessibleDescription('กรุณากรอกข้อมูลนี้');
    }
    expect(requests).toHaveLength(0);
  });

  it('sends herbicides by default, one unnamed piece with points 0 and the tags trimmed', async () => {
    const { user, onSaved } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Tags/), ' ข้าว , , นาปรัง ,');
    await user.click(screen.getByRole('switch', { name: 'On Sale' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/\/api\/admin\/products$/),
        body: {
          name: 'ปุ๋ยยูเรีย 46-0-0',
          category: 'herbicides',
          variants: [
            {
              label: 'ขนาดเดียว',
              size: 1,
              unit: 'piece',
              price: 650,
              originalPrice: null,
              stockCount: 25,
              memberPoints: 0,
              lowStockThreshold: 20,
            },
          ],
          image: '/images/products/urea.svg',
          features: ['ข้าว', 'นาปรัง'],
          description: '',
          how2use: '',
          inStock: true,
          isOnSale: true,
          isEligibleForPromotion: true,
          codAllowed: true,
          vatExempt: true,
          refusedCarriers: [],
          ...EMPTY_LABEL_BODY,
        },
      },
    ]);
  });

  it('sends how the product may travel: not by COD, and the carriers that refuse it', async () => {
    const { user, onSaved } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'รับเก็บเงินปลายทาง' }));
    await user.click(screen.getByRole('checkbox', { name: 'Flash Express' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kerry Express' }));
    await user.click(screen.getByRole('checkbox', { name: 'Flash Express' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests[0]?.body).toMatchObject({ codAllowed: false, refusedCarriers: ['kerry'] });
  });

  it('edits a product: stock 0 is allowed and the PUT carries the changes', async () => {
    const { user, onSaved } = renderForm(existing);
    expect(screen.getByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tags/)).toHaveValue('ดูดซึม, หญ้าใบแคบ');
    expect(size(1).getByLabelText(/^ชื่อขนาด/)).toHaveValue('ขนาดเดียว');
    const stock = size(1).getByLabelText(/^คงเหลือ/);
    await user.clear(stock);
    await user.type(stock, '0');
    expect(stock).not.toHaveAttribute('aria-invalid');
    const price = size(1).getByLabelText(/^ราคา \(฿\)/);
    await user.clear(price);
    await user.type(price, '399');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      url: expect.stringMatching(/\/api\/admin\/products\/7$/),
      body: {
        variants: [
          {
            id: 70,
            label: 'ขนาดเดียว',
            size: 1,
            unit: 'piece',
            price: 399,
            originalPrice: null,
            stockCount: 0,
            memberPoints: 900,
          },
        ],
        features: ['ดูดซึม', 'หญ้าใบแคบ'],
      },
    });
  });

  it('puts a message the server sends for a field next to that field and stays open', async () => {
    apiServer.use(
      http.post('*/api/admin/products', () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION',
              message: 'ยาวได้ไม่เกิน 200 ตัวอักษร',
              fields: { name: 'ยาวได้ไม่เกิน 200 ตัวอักษร' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, onSaved } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Product Name/)).toHaveAccessibleDescription(
        'ยาวได้ไม่เกิน 200 ตัวอักษร',
      ),
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Product Name/)).toHaveValue('ปุ๋ยยูเรีย 46-0-0');
  });

  it('disables the promotion checkbox for someone who may not set it', () => {
    renderForm(existing, false);
    expect(screen.getByRole('checkbox', { name: 'Eligible for promotion' })).toBeDisabled();
  });

  it('offers the six categories by their Thai names', () => {
    renderForm();
    const options = within(screen.getByLabelText(/^Category/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'สารกำจัดวัชพืช',
      'สารกำจัดแมลง',
      'สารกำจัดโรคพืช',
      'ฮอร์โมนพืช',
      'สารปรับสภาพ/สารอื่นๆ',
      'อุปกรณ์การเกษตร',
    ]);
  });
});
