import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/contracts/catalog.ts';
import { apiProduct } from '../../../testing/factories/api-catalog.ts';
import { useCartStore } from '../cart/cart-store.ts';
import { shopProduct } from './catalog-api.ts';
import { type CardView, ProductCard } from './product-card.tsx';

/** The card of a product as the API answers it (baht), converted as the storefront does. */
function renderCard(answer: Product, view: CardView = 'grid') {
  const product = shopProduct(answer);
  const router = createMemoryRouter(
    [{ path: '*', element: <ProductCard product={product} view={view} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('article', { name: product.name });
}

beforeEach(() => {
  useCartStore.setState({ items: [] });
});
afterEach(cleanup);

describe('ProductCard', () => {
  it('shows category, name linking to the product page, stars, reviews and the price in baht', () => {
    const product = apiProduct({ demo: 1, id: 42, price: 1299.5, originalPrice: null });
    const card = renderCard(product);
    expect(within(card).getByText('สารกำจัดวัชพืช')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      '/products/herbicides/42',
    );
    expect(within(card).getByRole('img', { name: 'คะแนน 4.5 จาก 5' })).toBeInTheDocument();
    expect(within(card).getByText('(132 รีวิว)')).toBeInTheDocument();
    expect(within(card).getByText('฿1,299.50')).toBeInTheDocument();
    expect(within(card).queryByText(/^ลด \d+%$/)).not.toBeInTheDocument();
    expect(card.querySelector('del')).toBeNull();
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
  });

  it('on sale: a badge ลด N% with N = round((original − price) / original × 100) and the old price struck through', () => {
    const card = renderCard(
      apiProduct({ demo: 0, price: 890, originalPrice: 1090, isOnSale: true }),
    );
    expect(within(card).getByText('ลด 18%')).toBeInTheDocument();
    expect(card.querySelector('del')).toHaveTextContent('฿1,090.00');
    expect(within(card).getByText('฿890.00')).toBeInTheDocument();
  });

  it('out of stock: an overlay, no low-stock warning and a disabled button', () => {
    const card = renderCard(apiProduct({ demo: 16, stockCount: 0 }));
    const button = within(card).getByRole('button', { name: /สินค้าหมด/ });
    expect(button).toBeDisabled();
    expect(within(card).getAllByText('สินค้าหมด').length).toBeGreaterThanOrEqual(2);
    expect(within(card).queryByText(/เหลือแค่/)).not.toBeInTheDocument();
  });

  it('warns under 20 left, and not at 20', () => {
    const low = renderCard(apiProduct({ demo: 8, stockCount: 7 }));
    expect(within(low).getByText('เหลือแค่ 7 รายการสุดท้าย!')).toBeInTheDocument();
    cleanup();
    const enough = renderCard(apiProduct({ demo: 8, stockCount: 20 }));
    expect(within(enough).queryByText(/เหลือแค่/)).not.toBeInTheDocument();
    cleanup();
    const nineteen = renderCard(apiProduct({ demo: 8, stockCount: 19 }));
    expect(within(nineteen).getByText('เหลือแค่ 19 รายการสุดท้าย!')).toBeInTheDocument();
  });

  it('adds to the cart and then marks the card as already in the cart', async () => {
    const user = userEvent.setup();
    const product = apiProduct({ demo: 3 });
    const card = renderCard(product);
    expect(within(card).queryByText(/อยู่ในตะกร้าแล้ว/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `เพิ่มลงตะกร้า ${product.name}` }));
    expect(within(card).getByText('อยู่ในตะกร้าแล้ว (1)')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `เพิ่มลงตะกร้า ${product.name}` }));
    expect(within(card).getByText('อยู่ในตะกร้าแล้ว (2)')).toBeInTheDocument();
    expect(useCartStore.getState().items).toMatchObject([
      { productId: product.id, quantity: 2, priceSatang: Math.round(product.price * 100) },
    ]);
  });

  it('shows a product already in the cart as such', () => {
    const product = apiProduct({ demo: 5 });
    useCartStore.getState().add(shopProduct(product), 3);
    const card = renderCard(product);
    expect(within(card).getByText('อยู่ในตะกร้าแล้ว (3)')).toBeInTheDocument();
  });

  it('shows 2 tags in the grid and 3 in the list, each a search by that tag', () => {
    const product = apiProduct({ demo: 0 });
    expect(product.features.length).toBeGreaterThan(3);
    const grid = renderCard(product, 'grid');
    const gridTags = within(within(grid).getByRole('list', { name: 'แท็ก' })).getAllByRole('link');
    expect(gridTags.map((tag) => tag.textContent)).toEqual([
      'ค้นหาแท็ก #ดูดซึม',
      'ค้นหาแท็ก #ไม่เลือกทำลาย',
    ]);
    expect(gridTags[0]).toHaveAttribute('href', `/products?tags=${encodeURIComponent('ดูดซึม')}`);
    cleanup();
    const list = renderCard(product, 'list');
    expect(
      within(within(list).getByRole('list', { name: 'แท็ก' })).getAllByRole('link'),
    ).toHaveLength(3);
  });

  it('a product with several sizes says "เริ่มต้น" its cheapest price, lists the sizes and sends to its page to choose', () => {
    const size = (id: number, label: string, price: number) => ({
      id,
      label,
      size: 1,
      unit: 'l' as const,
      price,
      originalPrice: null,
      stockCount: 10,
      inStock: true,
      memberPoints: 1,
    });
    const product = apiProduct({
      demo: 1,
      id: 43,
      price: 420,
      originalPrice: null,
      variants: [size(1, '1 ลิตร', 420), size(2, '4 ลิตร', 1550)],
    });
    const card = renderCard(product);
    expect(within(card).getByText('เริ่มต้น')).toBeInTheDocument();
    expect(within(card).getByText('฿420.00')).toBeInTheDocument();
    const sizes = within(card).getByRole('list', { name: 'ขนาดที่มี' });
    expect(
      within(sizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 ลิตร', '4 ลิตร']);
    expect(within(card).getByRole('link', { name: 'เลือกขนาด' })).toHaveAttribute(
      'href',
      '/products/herbicides/43',
    );
    expect(within(card).queryByRole('button', { name: /ใส่ตะกร้า/ })).not.toBeInTheDocument();
  });

  it('a one-size product shows neither "เริ่มต้น" nor sizes', () => {
    const card = renderCard(apiProduct({ demo: 1, id: 44 }));
    expect(within(card).queryByText('เริ่มต้น')).not.toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'ขนาดที่มี' })).not.toBeInTheDocument();
  });
});
