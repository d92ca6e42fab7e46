import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { formatBaht } from '../../../shared/domain/money.ts';
import { priceCart } from '../../../shared/domain/pricing.ts';
import { paths } from '../../../shared/routes.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { linkButtonClass } from '../../components/ui/link-button.tsx';
import type { CartQuoteInSatang } from './cart-api.ts';
import { CartLine, isBlocking } from './cart-line.tsx';
import { type AppliedCode, type CartItem, selectItemCount, useCartStore } from './cart-store.ts';
import { DiscountCodeForm } from './discount-code-form.tsx';
import { useCartQuote } from './use-cart-quote.ts';

const text = checkoutMessages.cart;

interface CartModalProps {
  isLoggedIn: boolean;
  /**
   * The order button; the screen decides between login and the confirmation. It gets the last
   * quote (its payment methods), or null when the server has not priced the cart.
   */
  onCheckout(quote: CartQuoteInSatang | null): void;
  /** 'เกิดข้อผิดพลาด: …' from the last checkout attempt. */
  checkoutError: string | null;
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'text-lg font-bold text-stone-900' : 'text-stone-700'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * 'ล้างตะกร้า' empties the cart at once and offers 'เลิกทำ' until the cart closes: one tap
 * either way, and no question over the cart (docs/decisions/0041).
 */
function ClearedNotice({ count, onUndo }: { count: number; onUndo(): void }) {
  const undo = useRef<HTMLButtonElement>(null);
  // The button that emptied the cart is gone: the focus goes to the one that puts it back.
  useEffect(() => undo.current?.focus(), []);
  return (
    <p
      role="status"
      className="flex w-full flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-xl bg-stone-100 px-4 py-2 text-stone-800"
    >
      <span>{text.cleared(count)}</span>
      <button
        ref={undo}
        type="button"
        onClick={onUndo}
        className="min-h-11 rounded-lg px-3 font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {text.undoClear}
      </button>
    </p>
  );
}

/** The cart: lines, clear, discount code, totals priced by the server, continue or order. */
export function CartModal({ isLoggedIn, onCheckout, checkoutError }: CartModalProps) {
  const navigate = useNavigate();
  const items = useCartStore((state) => state.items);
  const appliedCode = useCartStore((state) => state.appliedCode);
  const welcome = useCartStore((state) => state.welcome);
  const count = useCartStore(selectItemCount);
  const quote = useCartQuote();
  const close = () => useCartStore.getState().close();
  const [cleared, setCleared] = useState<{ items: CartItem[]; code: AppliedCode | null } | null>(
    null,
  );
  const clear = () => {
    const cart = useCartStore.getState();
    setCleared({ items: cart.items, code: cart.appliedCode });
    cart.clear();
  };
  const undoClear = () => {
    if (cleared) useCartStore.getState().restore(cleared.items, cleared.code);
    setCleared(null);
  };

  const local = priceCart(
    items.map((item) => ({
      productId: item.productId,
      unitPriceSatang: item.priceSatang,
      quantity: item.quantity,
      isEligibleForPromotion: item.isEligibleForPromotion,
    })),
    appliedCode?.rule ?? null,
  );
  const totals =
    quote.current && quote.quote
      ? { subtotal: quote.quote.subtotal, discount: quote.quote.discount, net: quote.quote.net }
      : { subtotal: local.subtotalSatang, discount: local.discountSatang, net: local.netSatang };
  const blocked = items.some((item) => quote.problemsOf(item).some(isBlocking));

  return (
    <Dialog
      title={checkoutMessages.cart.title(count)}
      onClose={close}
      width="2xl"
      closeOnBackdrop
      flush
    >
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          {cleared ? <ClearedNotice count={cleared.items.length} onUndo={undoClear} /> : null}
          <p className="text-lg text-stone-700">{text.yoursEmpty}</p>
          <button
            type="button"
            onClick={() => {
              close();
              navigate(paths.products);
            }}
            className={linkButtonClass()}
          >
            {text.backToShop}
          </button>
        </div>
      ) : (
        <>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 sm:px-6">
            <div className="flex items-center justify-between pt-3">
              <p className="text-sm text-stone-600">{text.lineCount(items.length)}</p>
              <button
                type="button"
                onClick={clear}
                className="rounded-lg px-2 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {text.clear}
              </button>
            </div>
            <ul aria-label={text.lines} className="divide-y divide-stone-200">
              {items.map((item) => (
                <CartLine
                  key={item.productId}
                  item={item}
                  problems={quote.problemsOf(item)}
                  available={quote.stockOf(item)}
                />
              ))}
            </ul>
            {quote.failed ? (
              <p role="status" className="pb-2 text-sm text-amber-700">
                {text.quoteFailed}
              </p>
            ) : null}
          </div>
          <div className="space-y-3 border-t border-stone-200 bg-stone-50 px-4 py-4 sm:px-6">
            <DiscountCodeForm
              isLoggedIn={isLoggedIn}
              serverError={quote.discountError}
              onDismissServerError={quote.dismissDiscountError}
            />
            <dl aria-label={text.totals} className="space-y-1">
              <TotalRow label={text.subtotal} value={formatBaht(totals.subtotal)} />
              <TotalRow
                label={appliedCode ? text.discountWithCode(appliedCode.code) : text.discount}
                value={formatBaht(-totals.discount)}
              />
              <TotalRow label={text.net} value={formatBaht(totals.net)} strong />
            </dl>
            {checkoutError ? (
              <p
                role="alert"
                className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
              >
                {checkoutError}
              </p>
            ) : null}
            {blocked ? <p className="text-sm text-red-700">{text.fixProblems}</p> : null}
            {welcome ? (
              <p
                role="status"
                className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900"
              >
                {text.welcome[welcome]}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={close}
                className="h-12 rounded-full border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {text.keepShopping}
              </button>
              <button
                type="button"
                onClick={() => onCheckout(quote.quote)}
                disabled={blocked}
                // Signed in from this button: one tap (or Enter) goes on with the order.
                data-autofocus={welcome ? true : undefined}
                className="h-12 rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
              >
                {text.order}
              </button>
            </div>
          </div>
        </>
      )}
    </Dialog>
  );
}
