import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { ActivePromotion } from '../../../shared/contracts/promotions.ts';
import { messages } from '../../../shared/messages.ts';
import { useRotation } from '../../components/ui/use-rotation.ts';
import { call, client } from '../../lib/api.ts';
import { useCall } from '../../lib/use-call.ts';

/** Spec section 9: the bar shows the next promotion every 5 seconds. */
export const BAR_AUTOPLAY_MS = 5000;

const loadDialog = () => import('./promotion-dialog.tsx');
const PromotionDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.PromotionDialog })),
);

// Remembers whether the last visit had promotions, so the bar's place is kept while it loads
// and the page does not jump when it arrives (and is not kept when there were none).
const SHOWN_KEY = 'promotion-bar-shown';
function lastTimeShown(): boolean {
  try {
    return localStorage.getItem(SHOWN_KEY) !== '0';
  } catch {
    return true;
  }
}
const noChanges = () => () => {};

/**
 * Whether to keep the bar's place while it loads: the server's page and its hydration keep it
 * (the server cannot know the last visit), then the browser's memory decides at once.
 */
function useReserve(): boolean {
  return useSyncExternalStore(noChanges, lastTimeShown, () => true);
}

function rememberShown(shown: boolean) {
  try {
    localStorage.setItem(SHOWN_KEY, shown ? '1' : '0');
  } catch {
    // Private mode or storage disabled: the bar just does not keep its place next time.
  }
}

/** The promotions on now; none when the call fails (the bar then simply does not show). */
async function loadActive(signal: AbortSignal): Promise<ActivePromotion[]> {
  try {
    const list = await call(client.promotions.active.$get({}, { init: { signal } }));
    return Array.isArray(list) ? list : [];
  } catch (error) {
    if (!signal.aborted) console.warn('promotion bar: could not load promotions', error);
    return [];
  }
}

const barClass = 'sticky top-0 z-40 h-10 bg-brand-800 text-white';

/** The bar's previous / next button: the arrow is drawn, the label is read. */
function ArrowButton({
  label,
  arrow,
  onClick,
}: {
  label: string;
  arrow: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className="grid size-10 shrink-0 place-items-center text-lg text-brand-100 hover:text-white focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white"
      onClick={onClick}
    >
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}

/**
 * The sticky bar over every public page: the active promotions one at a time (title, or the
 * message when there is no title), looping every 5 s; hidden when there are none or the call
 * fails. A click opens the promotion dialog, which loads only then.
 */
export function PromotionBar() {
  const { data: promotions } = useCall(loadActive, []);
  const reserve = useReserve();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A finger on the bar holds it too: a phone has no hover, and a tap as the next promotion
  // slides in would open the other one. A press that ends off the bar lets go as it leaves.
  const [pressed, setPressed] = useState(false);
  const [selected, setSelected] = useState<ActivePromotion | null>(null);

  useEffect(() => {
    if (promotions) rememberShown(promotions.length > 0);
  }, [promotions]);

  const count = promotions?.length ?? 0;
  const { index, next, prev } = useRotation(
    count,
    BAR_AUTOPLAY_MS,
    hovered || focused || pressed || selected !== null,
  );

  if (promotions === null) return reserve ? <div aria-hidden="true" className={barClass} /> : null;
  const current = promotions[index];
  if (!current) return null;

  return (
    <>
      <section
        aria-label={messages.promotions.barLabel}
        className={barClass}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onPointerDown={() => setPressed(true)}
        onPointerUp={() => setPressed(false)}
        onPointerCancel={() => setPressed(false)}
        onPointerLeave={() => setPressed(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <div className="mx-auto flex h-full max-w-7xl items-center px-1 sm:px-4">
          {count > 1 ? (
            <ArrowButton label={messages.promotions.previous} arrow="‹" onClick={prev} />
          ) : null}
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setSelected(current)}
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            className="flex h-full min-w-0 flex-1 items-center justify-center px-2 text-sm font-semibold hover:underline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white sm:text-base"
          >
            <span
              key={current.id}
              className="truncate transition duration-500 starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none"
            >
              {current.title.trim() || current.message}
            </span>
          </button>
          {count > 1 ? (
            <ArrowButton label={messages.promotions.next} arrow="›" onClick={next} />
          ) : null}
        </div>
      </section>
      {selected ? (
        <Suspense fallback={null}>
          <PromotionDialog promotion={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
