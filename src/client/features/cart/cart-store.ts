import { create } from 'zustand';
import type { Satang } from '../../../shared/domain/money.ts';
import type { DiscountRule } from '../../../shared/domain/pricing.ts';

/** One cart line as the browser keeps it: ids, names, prices and quantities only. */
export interface CartItem {
  productId: number;
  /** The pack size; left out by carts stored before sizes (the product's only size then). */
  variantId?: number;
  /** The size's label, as the card wrote it ("1 ลิตร"). */
  variantLabel?: string;
  name: string;
  image: string;
  /** Unit price in satang, as last quoted; the server re-prices every order. */
  priceSatang: number;
  isEligibleForPromotion: boolean;
  quantity: number;
  /** ISO time the product first went into the cart. */
  addedAt: string;
}

export interface CartProduct {
  id: number;
  /** The size chosen, with its label; its price and stock are the ones below. */
  variantId?: number;
  variantLabel?: string;
  name: string;
  image: string;
  /** In satang, as the catalogue keeps it from the answer on. */
  price: Satang;
  isEligibleForPromotion: boolean;
  inStock: boolean;
}

/** A discount code the server accepted for this customer and cart. */
export interface AppliedCode {
  code: string;
  promotionId: number;
  /**
   * For the instant estimate before the server's quote; null for a code put in from the
   * promotion dialog, until a quote on this cart accepts it and the rule is asked for.
   */
  rule: DiscountRule | null;
}

/** A line as the server priced it, to bring the stored copy up to date. */
export interface FreshLine {
  productId: number;
  variantId: number;
  variantLabel: string;
  name: string;
  image: string;
  priceSatang: number;
  isEligibleForPromotion: boolean;
}

/** How a visitor signed in: with an account they had, or one made just now. */
export type SignedInBy = 'login' | 'register';

const CART_STORAGE_KEY = 'cart';
/** The applied code, beside the lines (a cart stored before it has none). */
const CODE_STORAGE_KEY = 'cart-code';
export const MAX_LINE_QUANTITY = 999;

interface CartState {
  items: CartItem[];
  isOpen: boolean;
  /**
   * The applied discount code, kept with the lines in localStorage (a reload keeps it); the
   * server checks it again at every quote and at the order (docs/decisions/0040).
   */
  appliedCode: AppliedCode | null;
  /** Open the cart as soon as someone signs in (set when a visitor was sent to log in). */
  openAfterLogin: boolean;
  /** How the visitor sent from the order button signed in, said once in the cart opened after. */
  welcome: SignedInBy | null;
  add(product: CartProduct, quantity?: number): void;
  update(productId: number, quantity: number, variantId?: number): void;
  remove(productId: number, variantId?: number): void;
  clear(): void;
  /** Puts back lines and a code taken out by `clear` (its undo). */
  restore(items: CartItem[], appliedCode: AppliedCode | null): void;
  /** Takes names, images, prices and eligibility from a server quote; changes nothing if equal. */
  syncFromQuote(lines: readonly FreshLine[]): void;
  applyCode(code: AppliedCode): void;
  removeCode(): void;
  setOpenAfterLogin(value: boolean): void;
  /** Opens the cart after a sign-in from its order button, saying it worked. */
  openAfterSignIn(by: SignedInBy): void;
  open(): void;
  close(): void;
}

function isCartItem(value: unknown): value is CartItem {
  const item = value as CartItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    Number.isInteger(item.productId) &&
    (item.variantId === undefined || Number.isInteger(item.variantId)) &&
    typeof item.name === 'string' &&
    typeof item.image === 'string' &&
    Number.isInteger(item.priceSatang) &&
    typeof item.isEligibleForPromotion === 'boolean' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0 &&
    typeof item.addedAt === 'string'
  );
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads the stored cart lines; a broken value is logged and ignored, never a crash. */
function readStoredItems(): CartItem[] {
  const raw = storage()?.getItem(CART_STORAGE_KEY);
  if (!raw) return [];
  try {
    const items: unknown = JSON.parse(raw);
    if (!Array.isArray(items)) throw new Error('not a list of items');
    return items.filter(isCartItem);
  } catch (error) {
    console.warn('Ignoring the stored cart:', error);
    return [];
  }
}

function isAppliedCode(value: unknown): value is AppliedCode {
  const code = value as AppliedCode;
  const rule = code?.rule;
  return (
    typeof code === 'object' &&
    code !== null &&
    typeof code.code === 'string' &&
    /^[A-Z0-9]{1,50}$/.test(code.code) &&
    Number.isInteger(code.promotionId) &&
    (rule === null ||
      (typeof rule === 'object' &&
        (rule.type === 'fixed' || rule.type === 'percentage') &&
        Number.isInteger(rule.valueHundredths)))
  );
}

/** Reads the stored code; a broken one is logged and ignored, as a broken cart is. */
function readStoredCode(): AppliedCode | null {
  const raw = storage()?.getItem(CODE_STORAGE_KEY);
  if (!raw) return null;
  try {
    const code: unknown = JSON.parse(raw);
    if (!isAppliedCode(code)) throw new Error('not a discount code');
    return code;
  } catch (error) {
    console.warn('Ignoring the stored discount code:', error);
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    const store = storage();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn('Could not store the cart:', error);
  }
}

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));

/** Whether a stored line is this product in this size (a line without a size matches any). */
export function isLineOf(
  item: Pick<CartItem, 'productId' | 'variantId'>,
  productId: number,
  variantId: number | undefined,
): boolean {
  return (
    item.productId === productId &&
    (item.variantId === undefined || variantId === undefined || item.variantId === variantId)
  );
}

/**
 * The cart, kept in localStorage (its lines and its applied code) and written back on every change. It starts empty and takes the
 * stored lines just after: a page the server rendered (which knows no cart) is hydrated from the
 * store's first state, then redrawn with the stored lines, without a hydration mismatch.
 */
export const useCartStore = create<CartState>()((set, get) => ({
  items: [],
  isOpen: false,
  appliedCode: null,
  openAfterLogin: false,
  welcome: null,

  add(product, quantity = 1) {
    if (!product.inStock || quantity <= 0) return;
    const items = get().items;
    const existing = items.find((item) => isLineOf(item, product.id, product.variantId));
    const next = existing
      ? items.map((item) =>
          item === existing ? { ...item, quantity: clampQuantity(item.quantity + quantity) } : item,
        )
      : [
          ...items,
          {
            productId: product.id,
            ...(product.variantId !== undefined
              ? { variantId: product.variantId, variantLabel: product.variantLabel }
              : {}),
            name: product.name,
            image: product.image,
            priceSatang: product.price,
            isEligibleForPromotion: product.isEligibleForPromotion,
            quantity: clampQuantity(quantity),
            addedAt: new Date().toISOString(),
          },
        ];
    set({ items: next });
  },

  update(productId, quantity, variantId) {
    const items = get().items;
    set({
      items:
        quantity <= 0
          ? items.filter((item) => !isLineOf(item, productId, variantId))
          : items.map((item) =>
              isLineOf(item, productId, variantId)
                ? { ...item, quantity: clampQuantity(quantity) }
                : item,
            ),
    });
  },

  remove(productId, variantId) {
    set({ items: get().items.filter((item) => !isLineOf(item, productId, variantId)) });
  },

  clear() {
    set({ items: [], appliedCode: null });
  },

  restore: (items, appliedCode) => set({ items, appliedCode }),

  syncFromQuote(lines) {
    let changed = false;
    const items = get().items.map((item) => {
      const line = lines.find((candidate) =>
        isLineOf(item, candidate.productId, candidate.variantId),
      );
      if (
        !line ||
        ((item.variantId === undefined || line.variantLabel === item.variantLabel) &&
          line.name === item.name &&
          line.image === item.image &&
          line.priceSatang === item.priceSatang &&
          line.isEligibleForPromotion === item.isEligibleForPromotion)
      ) {
        return item;
      }
      changed = true;
      // A line without a size keeps none: it is the product's only size, and the cart's lines
      // stay as the customer made them.
      return {
        ...item,
        ...(item.variantId !== undefined ? { variantLabel: line.variantLabel } : {}),
        name: line.name,
        image: line.image,
        priceSatang: line.priceSatang,
        isEligibleForPromotion: line.isEligibleForPromotion,
      };
    });
    if (changed) set({ items });
  },

  applyCode: (appliedCode) => set({ appliedCode }),
  removeCode: () => set({ appliedCode: null }),
  setOpenAfterLogin: (openAfterLogin) => set({ openAfterLogin }),
  openAfterSignIn: (welcome) => set({ openAfterLogin: false, isOpen: true, welcome }),

  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false, welcome: null }),
}));
useCartStore.setState({ items: readStoredItems(), appliedCode: readStoredCode() });

useCartStore.subscribe((state, previous) => {
  if (state.items !== previous.items) write(CART_STORAGE_KEY, state.items);
  if (state.appliedCode !== previous.appliedCode) write(CODE_STORAGE_KEY, state.appliedCode);
});

/** Sum of quantities. */
export const selectItemCount = (state: Pick<CartState, 'items'>) =>
  state.items.reduce((sum, item) => sum + item.quantity, 0);
