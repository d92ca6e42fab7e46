import { useEffect, useRef, useState } from 'react';
import type { CartQuote, QuoteProblem } from '../../../shared/contracts/cart.ts';
import { bahtToSatang } from '../../../shared/domain/money.ts';
import { requestQuote, ruleOf, validateDiscountCode } from './cart-api.ts';
import { type CartItem, useCartStore } from './cart-store.ts';

/** Waits this long after the last quantity click before asking for a new quote. */
export const QUOTE_DEBOUNCE_MS = 250;

export interface CartQuoteState {
  quote: CartQuote | null;
  /** Whether the quote answers the cart as it is now (same lines, quantities and code). */
  current: boolean;
  /** Problems by product id; a price change stays flagged until the cart closes. */
  problems: Map<number, QuoteProblem[]>;
  /** Units left by product id, as last quoted. */
  stock: Map<number, number>;
  /** Why the applied code was dropped by the last quote. */
  discountError: string | null;
  failed: boolean;
  refresh(): void;
  dismissDiscountError(): void;
}

const cartKey = (items: readonly CartItem[], code: string | undefined) =>
  `${items.map((item) => `${item.productId}x${item.quantity}`).join(',')}|${code ?? ''}`;

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
 * change, brings stored prices up to date, flags what changed, and drops a code that no longer applies.
 */
export function useCartQuote(open: boolean): CartQuoteState {
  const items = useCartStore((state) => state.items);
  const appliedCode = useCartStore((state) => state.appliedCode);
  const [quote, setQuote] = useState<CartQuote | null>(null);
  const [quotedKey, setQuotedKey] = useState<string | null>(null);
  const [priceNotices, setPriceNotices] = useState<Map<number, QuoteProblem>>(new Map());
  const [discountError, setDiscountError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const key = cartKey(items, appliedCode?.code);

  useEffect(() => {
    if (!open) {
      setPriceNotices(new Map());
      setDiscountError(null);
      setQuote(null);
      setQuotedKey(null);
    }
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for items and code; `round` asks again
  useEffect(() => {
    if (!open) return;
    const { items: cartItems, appliedCode: code } = useCartStore.getState();
    if (cartItems.length === 0) {
      setQuote(null);
      setQuotedKey(key);
      return;
    }
    const ticket = ++latest.current;
    const timer = setTimeout(
      async () => {
        try {
          const answer = await requestQuote(cartItems, code?.code);
          if (ticket !== latest.current) return;
          setFailed(false);
          setQuote(answer);
          setQuotedKey(cartKey(cartItems, answer.discountCode ?? code?.code));
          const changed = answer.problems.filter((problem) => problem.code === 'PRICE_CHANGED');
          if (changed.length > 0) {
            setPriceNotices((notices) => {
              const next = new Map(notices);
              for (const problem of changed) next.set(problem.productId, problem);
              return next;
            });
          }
          useCartStore.getState().syncFromQuote(
            answer.lines.map((line) => ({
              productId: line.productId,
              name: line.name,
              image: line.image,
              priceSatang: bahtToSatang(line.unitPrice),
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
        } catch {
          if (ticket === latest.current) setFailed(true);
        }
      },
      quotedKey === null ? 0 : QUOTE_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [open, key, round]);

  const problems = new Map<number, QuoteProblem[]>();
  const stock = new Map<number, number>();
  if (quote) {
    for (const problem of quote.problems) {
      if (problem.code === 'PRICE_CHANGED') continue;
      problems.set(problem.productId, [...(problems.get(problem.productId) ?? []), problem]);
    }
    for (const line of quote.lines) stock.set(line.productId, line.inStock ? line.stockCount : 0);
  }
  for (const [productId, notice] of priceNotices) {
    problems.set(productId, [...(problems.get(productId) ?? []), notice]);
  }

  return {
    quote,
    current: quote !== null && quotedKey === key,
    problems,
    stock,
    discountError,
    failed,
    refresh: () => setRound((value) => value + 1),
    dismissDiscountError: () => setDiscountError(null),
  };
}
