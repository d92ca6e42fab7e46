import { beforeEach, describe, expect, it, vi } from 'vitest';

const product = (overrides: Partial<import('./cart-store.ts').CartProduct> = {}) => ({
  id: 1,
  name: 'ไกลโฟเซต ไร่ทอง 48',
  image: '/images/products/a.svg',
  price: 45000,
  isEligibleForPromotion: true,
  inStock: true,
  ...overrides,
});

class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

async function freshStore(stored: Record<string, string> = {}) {
  const memory = new MemoryStorage();
  for (const [key, value] of Object.entries(stored)) memory.setItem(key, value);
  vi.stubGlobal('localStorage', memory);
  vi.resetModules();
  const module = await import('./cart-store.ts');
  return { ...module, memory };
}

describe('cart store', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('adds with a default quantity of 1 and increases an existing line, at the satang price it was shown', async () => {
    const { useCartStore, selectItemCount } = await freshStore();
    const cart = useCartStore.getState();
    cart.add(product());
    cart.add(product(), 2);
    cart.add(product({ id: 2, price: 29950 }));
    const state = useCartStore.getState();
    expect(state.items.map((item) => [item.productId, item.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(selectItemCount(state)).toBe(4);
    expect(state.items.map((item) => item.priceSatang)).toEqual([45000, 29950]);
    expect(state.items[0]?.addedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('never adds an out-of-stock product', async () => {
    const { useCartStore } = await freshStore();
    useCartStore.getState().add(product({ inStock: false }));
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('removes a line when its quantity is set to zero or less, and by id', async () => {
    const { useCartStore } = await freshStore();
    const cart = useCartStore.getState();
    cart.add(product());
    cart.add(product({ id: 2 }));
    cart.update(1, 0);
    expect(useCartStore.getState().items.map((item) => item.productId)).toEqual([2]);
    cart.update(2, 5);
    expect(useCartStore.getState().items[0]?.quantity).toBe(5);
    cart.update(2, -1);
    expect(useCartStore.getState().items).toEqual([]);
    cart.add(product({ id: 3 }));
    cart.remove(3);
    cart.add(product({ id: 4 }));
    cart.clear();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('writes every change to localStorage and reads it back at start', async () => {
    const first = await freshStore();
    first.useCartStore.getState().add(product(), 2);
    const stored = first.memory.getItem('cart');
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
    const second = await freshStore({ cart: stored ?? '' });
    expect(second.useCartStore.getState().items[0]).toMatchObject({ productId: 1, quantity: 2 });
  });

  it('ignores and logs a broken stored cart instead of crashing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { useCartStore } = await freshStore({ cart: '{not json' });
    expect(useCartStore.getState().items).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('caps a line at 999', async () => {
    const { useCartStore } = await freshStore();
    useCartStore.getState().add(product(), 998);
    useCartStore.getState().add(product(), 5);
    expect(useCartStore.getState().items[0]?.quantity).toBe(999);
  });

  it('keeps two sizes of one product as two lines, each changed and removed on its own', async () => {
    const { useCartStore } = await freshStore();
    const cart = useCartStore.getState();
    cart.add(product({ variantId: 7, variantLabel: '1 ลิตร' }), 2);
    cart.add(product({ variantId: 8, variantLabel: '4 ลิตร', price: 145000 }));
    cart.add(product({ variantId: 7, variantLabel: '1 ลิตร' }));
    expect(useCartStore.getState().items.map((item) => [item.variantLabel, item.quantity])).toEqual(
      [
        ['1 ลิตร', 3],
        ['4 ลิตร', 1],
      ],
    );
    cart.update(1, 5, 8);
    cart.remove(1, 7);
    expect(useCartStore.getState().items.map((item) => [item.variantLabel, item.quantity])).toEqual(
      [['4 ลิตร', 5]],
    );
  });

  it('takes fresh names, prices and eligibility from a quote, leaving unknown lines alone', async () => {
    const { useCartStore, memory } = await freshStore();
    const cart = useCartStore.getState();
    cart.add(product({ variantId: 7, variantLabel: 'ขนาดเดียว' }), 2);
    cart.add(product({ id: 2, price: 10000 }));
    const before = useCartStore.getState().items;
    cart.syncFromQuote([
      {
        productId: 1,
        variantId: 7,
        variantLabel: 'ขนาดเดียว',
        name: before[0]?.name ?? '',
        image: before[0]?.image ?? '',
        priceSatang: 45000,
        isEligibleForPromotion: true,
      },
    ]);
    expect(useCartStore.getState().items).toBe(before);
    cart.syncFromQuote([
      {
        productId: 1,
        variantId: 7,
        variantLabel: 'ขนาดเดียว',
        name: 'ไกลโฟเซต ไร่ทอง 48 (ใหม่)',
        image: '/images/products/b.svg',
        priceSatang: 48000,
        isEligibleForPromotion: false,
      },
    ]);
    const [first, second] = useCartStore.getState().items;
    expect(first).toMatchObject({
      name: 'ไกลโฟเซต ไร่ทอง 48 (ใหม่)',
      priceSatang: 48000,
      isEligibleForPromotion: false,
      quantity: 2,
    });
    expect(second).toBe(before[1]);
    expect(JSON.parse(memory.getItem('cart') ?? '[]')[0].priceSatang).toBe(48000);
  });

  it('keeps the applied code with the cart across a reload, and forgets it when cleared or removed', async () => {
    const first = await freshStore();
    const cart = first.useCartStore.getState();
    cart.add(product());
    const applied = {
      code: 'FARM10',
      promotionId: 1,
      rule: { type: 'percentage', valueHundredths: 1000 },
    } as const;
    cart.applyCode(applied);
    // A reload: a new module over the same storage.
    const second = await freshStore(Object.fromEntries(first.memory.data));
    expect(second.useCartStore.getState().appliedCode).toEqual(applied);
    expect(second.useCartStore.getState().items).toHaveLength(1);

    second.useCartStore.getState().removeCode();
    expect(second.memory.getItem('cart-code')).toBeNull();
    second.useCartStore.getState().applyCode(applied);
    second.useCartStore.getState().clear();
    expect(second.memory.getItem('cart-code')).toBeNull();
    const third = await freshStore(Object.fromEntries(second.memory.data));
    expect(third.useCartStore.getState().appliedCode).toBeNull();
  });

  it('ignores and logs a broken stored code, keeping the lines', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { useCartStore } = await freshStore({
      cart: JSON.stringify([
        {
          ...product(),
          productId: 1,
          priceSatang: 45000,
          quantity: 1,
          addedAt: '2026-01-01T00:00:00Z',
        },
      ]),
      'cart-code': JSON.stringify({ code: '<script>', promotionId: 1, rule: null }),
    });
    expect(useCartStore.getState().appliedCode).toBeNull();
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });
});
