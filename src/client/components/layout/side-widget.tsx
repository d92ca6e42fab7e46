import { useEffect, useId, useState } from 'react';
import { formatPhone } from '../../../shared/domain/phone.ts';
import { ArrowUpIcon, ChatIcon, PhoneIcon } from '../ui/icons.tsx';
import { LineContact } from './line-contact.tsx';
import { SHOP_PHONE } from './site-links.ts';

export const SKIP_LINK_ID = 'skip-link';

const roundButton =
  'pointer-events-auto grid size-10 place-items-center rounded-full shadow-md ring-1 ring-black/5 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:size-11';

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

/** LINE, phone and back-to-top, stacked above the cart button on the right. */
export function SideWidget() {
  const popoverId = useId();
  const scrolled = useScrolledPast(400);
  const [lineOpen, setLineOpen] = useState(false);

  return (
    <aside
      aria-label="ติดต่อร้าน"
      className="pointer-events-none fixed right-4 bottom-[5.25rem] z-40 flex w-14 flex-col items-center gap-2 sm:right-6 sm:bottom-[6.25rem]"
    >
      <button
        type="button"
        popoverTarget={popoverId}
        aria-label="ติดต่อทางไลน์"
        className={`${roundButton} bg-[#06c755] text-white hover:brightness-95`}
      >
        <ChatIcon className="size-5" />
      </button>
      <div
        id={popoverId}
        popover="auto"
        onToggle={(event) => setLineOpen(event.newState === 'open')}
        className="fixed inset-auto right-[4.75rem] bottom-[11.25rem] m-0 rounded-2xl border border-stone-200 bg-white p-4 text-stone-800 shadow-xl sm:right-[6rem] sm:bottom-[12.75rem]"
      >
        <LineContact open={lineOpen} />
      </div>
      <a
        href={`tel:${SHOP_PHONE}`}
        aria-label="โทรหาร้าน"
        title={formatPhone(SHOP_PHONE)}
        className={`${roundButton} bg-white text-brand-700 hover:bg-brand-50`}
      >
        <PhoneIcon className="size-5" />
      </a>
      <button
        type="button"
        aria-label="กลับขึ้นด้านบน"
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
