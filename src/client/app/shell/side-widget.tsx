import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { formatPhone } from '../../../shared/domain/phone.ts';
import { shellMessages } from '../../../shared/shell-messages.ts';
import { ArrowUpIcon, ChatIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { SHOP_PHONE } from '../../lib/shop-identity.ts';

const text = shellMessages.sideWidget;

// What the LINE dialog shows loads on its first opening, not with every page.
const LineContact = lazy(() =>
  import('./line-contact.tsx').then((module) => ({ default: module.LineContact })),
);
/** The LINE dialog's size while its content loads (the QR code's 160 px square and its line). */
const LINE_PLACE = 'h-48 w-40';

export const SKIP_LINK_ID = 'skip-link';

const roundButton =
  'pointer-events-auto grid size-11 place-items-center rounded-full shadow-md ring-1 ring-black/5 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

function backToTop() {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  document.getElementById(SKIP_LINK_ID)?.focus({ preventScroll: true });
}

/**
 * LINE, phone and back-to-top. Below the widest screens they sit in a bar along the bottom (the
 * cart button at its right end) whose height the page keeps free (`--dock-height`), so they never
 * lie over a control; where the page has margins wide enough, they stack above the cart button.
 */
export function SideWidget() {
  const popoverId = useId();
  const scrolled = useScrolledPast(400);
  const [lineWanted, setLineWanted] = useState(false);

  return (
    <aside
      aria-label={text.label}
      className="fixed inset-x-0 bottom-0 z-40 flex h-(--dock-height) items-start gap-3 border-t border-stone-200 bg-white/95 px-4 pt-2.5 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur gutter:pointer-events-none gutter:inset-x-auto gutter:right-6 gutter:bottom-[6.25rem] gutter:h-auto gutter:w-14 gutter:flex-col gutter:items-center gutter:gap-2 gutter:border-0 gutter:bg-transparent gutter:p-0 gutter:shadow-none gutter:backdrop-blur-none"
    >
      <button
        type="button"
        popoverTarget={popoverId}
        aria-label={text.line}
        className={`${roundButton} bg-[#06c755] text-white hover:brightness-95`}
      >
        <ChatIcon className="size-5" />
      </button>
      <div
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-label={text.line}
        onToggle={(event) => {
          if (event.newState === 'open') setLineWanted(true);
        }}
        className="fixed inset-auto bottom-[calc(var(--dock-height)+0.5rem)] left-4 m-0 rounded-2xl border border-stone-200 bg-white p-4 text-stone-800 shadow-xl gutter:right-[6rem] gutter:bottom-[12.75rem] gutter:left-auto"
      >
        {lineWanted ? (
          <Suspense fallback={<div className={LINE_PLACE} />}>
            <LineContact />
          </Suspense>
        ) : null}
      </div>
      <a
        href={`tel:${SHOP_PHONE}`}
        aria-label={text.call}
        title={formatPhone(SHOP_PHONE)}
        className={`${roundButton} bg-white text-brand-700 hover:bg-brand-50`}
      >
        <PhoneIcon className="size-5" />
      </a>
      <button
        type="button"
        aria-label={text.backToTop}
        onClick={backToTop}
        className={`${roundButton} bg-white text-stone-700 hover:bg-stone-100 ${
          scrolled ? '' : 'invisible opacity-0'
        }`}
      >
        <ArrowUpIcon className="size-5" />
      </button>
    </aside>
  );
}
