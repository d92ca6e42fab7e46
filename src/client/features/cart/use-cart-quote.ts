import { useRef, useState } from 'react';
import { cartLineKey, type QuoteProblem } from '../../../shared/contracts/cart.ts';
import { useCall } from '../../lib/use-call.ts';
import { type CartQuoteInSatang, requestQuote, ruleOf, validateDiscountCode } from './cart-api.ts';
import { type CartItem, isLineOf, useCartStore } from './cart-store.ts';

/** Waits this long after the last quantity click before asking for a new quote. */
export const QUOTE_DEBOUNCE_MS = 250;

export interface CartQuoteState {
  quote: CartQuoteInSatang | null;
  /** Whether the quote answers the cart as it is now (same lines, quantities and code). */
  current: boolean;
  /** A line's problems; a price change stays flagged until the cart closes. */
  problemsOf(item: Pick<CartItem, 'productId' | 'variantId'>): QuoteProblem[];
  /** Units left of a line's size, as last quoted. */
  stockOf(item: Pick<CartItem, 'productId' | 'variantId'>): number | undefined;
  /** Why the applied code was dropped by the last quote. */
  discountError: string | null;
  failed: boolean;
  dismissDiscountError(): void;
}

const cartKey = (items: readonly CartItem[], code: string | undefined) =>
  `${items.map((item) => `${cartLineKey(item)}x${item.quantity}`).join(',')}|${code ?? ''}`;

/** Resolves after `ms`, or rejects as soon as the quote it waits for is no longer wanted. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Fills in the rule of a code the server accepted on this cart, for the checkout's estimate. */
async function learnRule(code: string, items: readonly CartItem[]): Promise<void> {
  const answer = await validateDiscountCode(code, items);
  const rule = ruleOf(answer);
  const applied = useCartStore.getState().appliedCode;
  if (rule && applied?.code === code) {
    useCartStore.getState().applyCode({
      ...applied,
      promotionId: answer.promotionId ?? applied.promotionId,
      rule,
    });
  }
}

/**
 * Keeps the open cart priced by the server: asks for a quote when the cart opens and after each
 * change (once the clicks settle), brings stored prices up to date, flags what changed, and drops
 * a code that no longer applies. The cart mounts it while open, so a closed cart forgets it all.
 */
export function useCartQuote(): CartQuoteState {
  const items = useCartStore((state) => state.items);
  const appliedCode = useCartStore((state) => state.appliedCode);
  const [priceNotices, setPriceNotices] = useState<Map<string, QuoteProblem>>(new Map());
  const [discountError, setDiscountError] = useState<string | null>(null);
  const key = cartKey(items, appliedCode?.code);
  // The first quote goes at once; later ones wait for the quantity clicks to settle.
  const answered = useRef(false);

  const priced = useCall(
    async (signal) => {
      const { items: cartItems, appliedCode: code } = useCartStore.getState();
      if (cartItems.length === 0) return { key, quote: null };
      if (answered.current) await pause(QUOTE_DEBOUNCE_MS, signal);
      const answer = await requestQuote(cartItems, code?.code, signal).finally(() => {
        if (!signal.aborted) answered.current = true;
      });
      if (signal.aborted) throw signal.reason;
      const changed = answer.problems.filter((problem) => problem.code === 'PRICE_CHANGED');
      if (changed.length > 0) {
        setPriceNotices((notices) => {
          const next = new Map(notices);
          for (const problem of changed) next.set(cartLineKey(problem), problem);
          return next;
        });
      }
      useCartStore.getState().syncFromQuote(
        answer.lines.map((line) => ({
          productId: line.productId,
          variantId: line.variantId,
          variantLabel: line.variantLabel,
          name: line.name,
          image: line.image,
          priceSatang: line.unitPrice,
          isEligibleForPromotion: line.eligible,
        })),
      );
      if (code && answer.discountError) {
        setDiscountError(answer.discountError.message);
        useCartStore.getState().removeCode();
      } else if (code && code.rule === null && answer.discountCode === code.code) {
        learnRule(code.code, cartItems).catch((error: unknown) => {
          console.warn('Could not learn the rule of the applied code:', error);
        });
      }
      return { key: cartKey(cartItems, answer.discountCode ?? code?.code), quote: answer };
    },
    [key],
  );
  const quote = priced.data?.quote ?? null;
  const problems = [
    ...(quote?.problems.filter((problem) => problem.code !== 'PRICE_CHANGED') ?? []),
    ...priceNotices.values(),
  ];
  const problemsOf = (item: Pick<CartItem, 'productId' | 'variantId'>) =>
    problems.filter((problem) => isLineOf(item, problem.productId, problem.variantId));
  const stockOf = (item: Pick<CartItem, 'productId' | 'variantId'>) => {
    const line = quote?.lines.find((candidate) =>
      isLineOf(item, candidate.productId, candidate.variantId),
    );
    return line ? (line.inStock ? line.stockCount : 0) : undefined;
  };

  return {
    quote,
    current: quote !== null && !priced.loading && priced.data?.key === key,
    problemsOf,
    stockOf,
    discountError,
    failed: priced.error !== null,
    dismissDiscountError: () => setDiscountError(null),
  };
}
