import type { ReactNode, Ref } from 'react';
import { formatBaht, type Satang } from '../../../shared/domain/money.ts';
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

export interface PaperLine {
  name: string;
  quantity: number;
  unitPrice: Satang;
  totalPrice: Satang;
  /** Said after the unit price (a receipt marks goods exempt from VAT). */
  note?: string;
}

/** The lines sold, as both papers list them: name, unit price under it, quantity, amount. */
export function PaperLines({
  lines,
  headings,
  caption,
}: {
  lines: readonly PaperLine[];
  headings: { product: string; quantity: string; amount: string };
  caption?: string;
}) {
  return (
    <table className="w-full border-b border-dashed border-stone-300 text-sm">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <tr className="text-stone-600">
          <th scope="col" className="py-2 text-left font-semibold">
            {headings.product}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {headings.quantity}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {headings.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a paper's lines never move
          <tr key={index} className="align-top">
            <td className="py-1 pr-2">
              <span className="block">{line.name}</span>
              <span className="text-xs text-stone-500">
                @ {formatBaht(line.unitPrice)}
                {line.note ? ` · ${line.note}` : ''}
              </span>
            </td>
            <td className="py-1 text-right tabular-nums">{line.quantity}</td>
            <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">
              {formatBaht(line.totalPrice)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
