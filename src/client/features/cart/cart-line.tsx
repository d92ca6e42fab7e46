import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import type { QuoteProblem } from '../../../shared/contracts/cart.ts';
import { formatBaht } from '../../../shared/domain/money.ts';
import { showsSize } from '../../../shared/domain/pack-sizes.ts';
import { type CartItem, MAX_LINE_QUANTITY, useCartStore } from './cart-store.ts';

interface CartLineProps {
  item: CartItem;
  problems: readonly QuoteProblem[];
  /** Units left, when the server said; + stops there. */
  available?: number;
}

const text = checkoutMessages.cart;
const BLOCKING = new Set(['MISSING', 'OUT_OF_STOCK', 'INSUFFICIENT_STOCK', 'ORDER_TOO_LARGE']);

function EligibilityLabel({ eligible }: { eligible: boolean }) {
  return eligible ? (
    <span className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
      {text.eligible}
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-600">
      {text.notEligible}
    </span>
  );
}

const stepButton =
  'grid size-10 place-items-center rounded-lg border border-stone-300 text-lg font-bold text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

/** One cart line: image, name, eligibility, unit price, − quantity +, line total, remove. */
export function CartLine({ item, problems, available }: CartLineProps) {
  const { update, remove } = useCartStore.getState();
  const blocked = problems.some((problem) => BLOCKING.has(problem.code));
  const maximum = Math.min(MAX_LINE_QUANTITY, available ?? MAX_LINE_QUANTITY);

  return (
    <li
      className={`flex gap-3 py-3 ${blocked ? 'rounded-lg bg-red-50 px-2 ring-1 ring-red-200' : ''}`}
    >
      <img
        src={item.image}
        alt=""
        width={72}
        height={72}
        className="size-16 shrink-0 rounded-lg border border-stone-200 bg-stone-50 object-contain sm:size-[72px]"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="thai-clamp-2 font-semibold text-stone-900">{item.name}</p>
        {showsSize(item.variantLabel) ? (
          <p className="text-sm text-stone-700">
            {text.size} <span className="font-semibold">{item.variantLabel}</span>
          </p>
        ) : null}
        <EligibilityLabel eligible={item.isEligibleForPromotion} />
        <p className="text-sm text-stone-600">
          {text.unitPrice}{' '}
          <span className="font-semibold text-stone-800">{formatBaht(item.priceSatang)}</span>
        </p>
        {problems.length > 0 ? (
          <ul className="space-y-0.5">
            {problems.map((problem) => (
              <li
                key={problem.code}
                className={`text-sm font-semibold ${BLOCKING.has(problem.code) ? 'text-red-700' : 'text-amber-700'}`}
              >
                {problem.message}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <fieldset className="flex items-center gap-1">
            <legend className="sr-only">{text.quantityOf(item.name)}</legend>
            <button
              type="button"
              aria-label={text.less(item.name)}
              onClick={() => update(item.productId, item.quantity - 1, item.variantId)}
              className={stepButton}
            >
              −
            </button>
            <output aria-live="polite" className="min-w-10 text-center font-semibold tabular-nums">
              {item.quantity}
            </output>
            <button
              type="button"
              aria-label={text.more(item.name)}
              disabled={item.quantity >= maximum}
              onClick={() => update(item.productId, item.quantity + 1, item.variantId)}
              className={stepButton}
            >
              +
            </button>
          </fieldset>
          <p className="font-bold text-stone-900 tabular-nums">
            <span className="sr-only">{text.lineTotal}</span>
            {formatBaht(item.priceSatang * item.quantity)}
          </p>
        </div>
      </div>
      <button
        type="button"
        aria-label={text.remove(item.name)}
        onClick={() => remove(item.productId, item.variantId)}
        className="-mr-1 grid size-10 shrink-0 place-items-center self-start rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
        </svg>
      </button>
    </li>
  );
}

export function isBlocking(problem: QuoteProblem): boolean {
  return BLOCKING.has(problem.code);
}
