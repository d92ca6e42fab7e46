import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Crop } from '../../../../shared/contracts/farm-fit.ts';
import { errorReply, get, mockApi, post, put } from '../../../../testing/api-mock.ts';
import { apiAdminProduct } from '../../../../testing/factories/api-catalog.ts';
import { ProductFormDialog } from './product-form-dialog.tsx';

afterEach(cleanup);

const crops: Crop[] = [
  {
    id: 'rice',
    name: 'Rice',
    nameTh: 'ข้าว',
    targets: [
      {
        id: 'brown-planthopper',
        kind: 'insect',
        name: 'Brown planthopper',
        nameTh: 'เพลี้ยกระโดดสีน้ำตาล',
      },
      { id: 'barnyard-grass', kind: 'weed', name: 'Barnyard grass', nameTh: 'หญ้าข้าวนก' },
    ],
  },
];

function renderForm(product = apiAdminProduct({ id: 7 })) {
  const onSaved = vi.fn();
  render(
    <ProductFormDialog open item={product} canSetEligibility onClose={vi.fn()} onSaved={onSaved} />,
  );
  return { onSaved, user: userEvent.setup() };
}

describe('the product form’s label fields', () => {
  it('sends registration, formulation, hazard class, PPE, PHI, an ingredient with its group and a use', async () => {
    const sent = mockApi(
      get('/crops', crops),
      put('/admin/products/:id', (request) =>
        request
          .json()
          .then((body) => ({ product: { ...apiAdminProduct({ id: 7 }), ...(body as object) } })),
      ),
    );
    const { user, onSaved } = renderForm();
    const label = screen.getByRole('group', { name: 'Label (ฉลาก)' });
    const fields = within(label);
    await user.type(fields.getByLabelText('Registration number'), '684/2562');
    await user.selectOptions(fields.getByLabelText('Formulation'), 'WG');
    await user.selectOptions(fields.getByLabelText('WHO hazard class'), 'U');
    await user.type(fields.getByLabelText('Pre-harvest interval (days)'), '14');
    await user.click(fields.getByRole('checkbox', { name: 'ถุงมือ' }));
    await user.click(fields.getByRole('checkbox', { name: 'หน้ากาก' }));

    await user.click(fields.getByRole('button', { name: 'Add ingredient' }));
    const ingredient = within(fields.getByRole('group', { name: 'Ingredient 1' }));
    await user.type(ingredient.getByLabelText('Name (English)'), 'pymetrozine');
    await user.type(ingredient.getByLabelText('Name (Thai)'), 'ไพมีโทรซีน');
    await user.type(ingredient.getByLabelText('Percent'), '50');
    await user.selectOptions(ingredient.getByLabelText('MoA scheme'), 'IRAC');
    await user.type(ingredient.getByLabelText('MoA group'), '9B');

    await user.click(fields.getByRole('button', { name: 'Add use' }));
    const use = within(fields.getByRole('group', { name: 'Use 1' }));
    await waitFor(() =>
      expect(use.getByRole('option', { name: 'ข้าว (Rice)' })).toBeInTheDocument(),
    );
    await user.selectOptions(use.getByLabelText('Crop'), 'rice');
    await user.selectOptions(use.getByLabelText('Target'), 'brown-planthopper');
    await user.type(use.getByLabelText('Rate'), '10');
    await user.selectOptions(use.getByLabelText('Unit'), 'g');
    await user.type(use.getByLabelText('Interval (days)'), '10');
    await user.type(use.getByLabelText('Max applications'), '2');
    await user.type(use.getByLabelText('Source'), 'ฉลาก');

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = sent.find((request) => request.method === 'PUT')?.body;
    expect(body).toMatchObject({
      registrationNumber: '684/2562',
      formulation: 'WG',
      hazardClass: 'U',
      phiDays: 14,
      ppe: ['gloves', 'mask'],
      activeIngredients: [
        {
          name: 'pymetrozine',
          nameTh: 'ไพมีโทรซีน',
          percent: 50,
          moa: { scheme: 'IRAC', group: '9B' },
        },
      ],
      uses: [
        {
          crop: 'rice',
          target: 'brown-planthopper',
          rate: { amount: 10, unit: 'g', per: '20l' },
          intervalDays: 10,
          maxApplications: 2,
          source: 'ฉลาก',
        },
      ],
    });
  });

  it('shows a stored label and says why a banned substance is refused, before sending it', async () => {
    const banned = 'ไม่สามารถบันทึกสินค้าเพื่อขายได้: พาราควอต (paraquat) เป็นวัตถุอันตรายที่ห้ามใช้ในประเทศไทย';
    const sent = mockApi(
      get('/crops', crops),
      post('/admin/products', errorReply('BANNED_SUBSTANCE', banned), 409),
      put('/admin/products/:id', errorReply('BANNED_SUBSTANCE', banned), 409),
    );
    const { user, onSaved } = renderForm(
      apiAdminProduct({
        id: 7,
        registrationNumber: '1/2560',
        activeIngredients: [{ name: 'paraquat dichloride', nameTh: 'พาราควอต', percent: 27.6 }],
        uses: [
          {
            crop: 'rice',
            target: 'barnyard-grass',
            rate: { amount: 100, unit: 'ml', per: '20l' },
            source: 'ฉลาก',
          },
        ],
      }),
    );
    const fields = within(screen.getByRole('group', { name: 'Label (ฉลาก)' }));
    expect(fields.getByLabelText('Registration number')).toHaveValue('1/2560');
    expect(
      within(fields.getByRole('group', { name: 'Ingredient 1' })).getByLabelText('Name (English)'),
    ).toHaveValue('paraquat dichloride');
    const use = within(fields.getByRole('group', { name: 'Use 1' }));
    await waitFor(() => expect(use.getByLabelText('Target')).toHaveValue('barnyard-grass'));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(banned)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('shows the server’s refusal of a substance only its reference list bans', async () => {
    const banned = 'ไม่สามารถบันทึกสินค้าเพื่อขายได้: เอ็นดริน (endrin) เป็นวัตถุอันตรายที่ห้ามใช้ในประเทศไทย';
    mockApi(
      get('/crops', crops),
      put('/admin/products/:id', errorReply('BANNED_SUBSTANCE', banned), 409),
    );
    const { user, onSaved } = renderForm(
      apiAdminProduct({
        id: 8,
        activeIngredients: [{ name: 'endrin', nameTh: 'เอ็นดริน', percent: 20 }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText(banned)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says what is wrong with a percent over 100 and sends nothing', async () => {
    const sent = mockApi(get('/crops', crops));
    const { user } = renderForm();
    const fields = within(screen.getByRole('group', { name: 'Label (ฉลาก)' }));
    await user.click(fields.getByRole('button', { name: 'Add ingredient' }));
    const ingredient = within(fields.getByRole('group', { name: 'Ingredient 1' }));
    await user.type(ingredient.getByLabelText('Name (English)'), 'x');
    await user.type(ingredient.getByLabelText('Percent'), '120');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await fields.findByRole('alert')).toBeInTheDocument();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
