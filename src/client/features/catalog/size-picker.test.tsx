import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Variant } from '../../../shared/contracts/farm-fit.ts';
import { apiProduct } from '../../../testing/factories/api-catalog.ts';
import { shopProduct } from './catalog-api.ts';
import { asSize, SizePicker } from './size-picker.tsx';

const sizes: Variant[] = [
  {
    id: 1,
    label: '100 มล.',
    size: 100,
    unit: 'ml',
    price: 59,
    originalPrice: 69,
    stockCount: 50,
    inStock: true,
    memberPoints: 1,
  },
  {
    id: 2,
    label: '1 ลิตร',
    size: 1,
    unit: 'l',
    price: 399,
    originalPrice: null,
    stockCount: 3,
    inStock: true,
    memberPoints: 10,
  },
];

function Picker() {
  const [chosen, setChosen] = useState<number | undefined>(1);
  return (
    <>
      <SizePicker variants={sizes} chosen={chosen} onChoose={setChosen} />
      <output>{chosen}</output>
    </>
  );
}

afterEach(cleanup);

describe('SizePicker', () => {
  it('offers the sizes as radio buttons with their prices; a click or an arrow key chooses', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    expect(screen.getByRole('group', { name: 'ขนาดบรรจุ' })).toBeInTheDocument();
    const small = screen.getByRole('radio', { name: /^100 มล\.\s*฿59\.00$/ });
    const litre = screen.getByRole('radio', { name: /^1 ลิตร\s*฿399\.00$/ });
    expect(small).toBeChecked();
    await user.click(screen.getByText('1 ลิตร'));
    expect(litre).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2');
    litre.focus();
    await user.keyboard('{ArrowLeft}');
    expect(small).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });
});

describe('asSize', () => {
  it("shows a size's price, original price, stock and points; a one-size product as it is", () => {
    const product = shopProduct(apiProduct({ demo: 1, variants: sizes, price: 59 }));
    expect(asSize(product, sizes[1])).toMatchObject({
      price: 39900,
      originalPrice: null,
      stockCount: 3,
      memberPoints: 10,
      discountPercent: 0,
    });
    expect(asSize(product, sizes[0])).toMatchObject({ price: 5900, originalPrice: 6900 });
    const single = shopProduct(apiProduct({ demo: 1 }));
    expect(asSize(single, single.variants[0])).toBe(single);
  });
});
