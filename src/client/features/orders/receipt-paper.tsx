import type { ReactNode, Ref } from 'react';
import { SHOP_NAME } from '../../lib/shop-identity.ts';

/**
 * The paper an order's picture is drawn on — the order summary before payment, the receipt
 * after: a fixed width so the image looks the same from every screen, the shop's name as a
 * watermark, its logo and name at the top with what the paper is under them.
 */
export function ReceiptPaper({
  heading,
  children,
  ref,
}: {
  heading: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      className="relative w-full max-w-[420px] overflow-hidden bg-white p-5 font-sans text-[15px] leading-relaxed text-stone-800"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 grid place-items-center select-none"
      >
        <span className="-rotate-[28deg] text-5xl font-bold whitespace-nowrap text-brand-700/[0.08]">
          {SHOP_NAME}
        </span>
      </div>
      <div className="relative">
        <div className="flex items-center gap-3 border-b border-dashed border-stone-300 pb-3">
          <img src="/images/logo.svg" alt="" width={40} height={40} className="size-10" />
          <div>
            <p className="text-lg leading-snug font-bold text-brand-800">{SHOP_NAME}</p>
            {heading}
          </div>
        </div>
        {children}
      </div>
    </div>
  );
}
