import type { ReactNode, Ref } from 'react';
import { formatBaht, type Satang } from '../../../shared/domain/money.ts';
import { SHOP_NAME } from '../../lib/shop-identity.ts';

/** The shop as a paper names it: its settings' name and address. */
export interface PaperShop {
  name: string;
  address: string;
}

/**
 * The paper an order's picture is drawn on — the order summary before payment, the receipt
 * after: a fixed width so the image looks the same from every screen, the shop's name as a
 * watermark, its logo, name and address at the top with what the paper is under them.
 */
export function ReceiptPaper({
  heading,
  shop,
  children,
  ref,
}: {
  heading: ReactNode;
  /** Null while the shop's details are not known: its name alone. */
  shop?: PaperShop | null;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const name = shop?.name || SHOP_NAME;
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
          {name}
        </span>
      </div>
      <div className="relative">
        <div className="flex items-start gap-3 border-b border-dashed border-stone-300 pb-3">
          <img src="/images/logo.svg" alt="" width={40} height={40} className="mt-1 size-10" />
          <div className="min-w-0">
            <p className="text-lg leading-snug font-bold text-brand-800">{name}</p>
            {shop?.address ? (
              <p className="text-xs leading-relaxed text-stone-600">{shop.address}</p>
            ) : null}
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

/** A row of a paper's totals: its amount stands in the lines' amount column. */
export interface PaperTotal {
  label: string;
  value: string;
  strong?: boolean;
}

/** Rows of totals kept together (a dashed line above them), and what is said under them. */
export interface PaperTotals {
  rows: readonly PaperTotal[];
  after?: ReactNode;
}

/**
 * The lines sold, as both papers list them: name, unit price under it, quantity, amount; then the
 * totals, each amount in the same column as the lines' amounts, right-aligned.
 */
export function PaperLines({
  lines,
  headings,
  caption,
  totals = [],
}: {
  lines: readonly PaperLine[];
  headings: { product: string; quantity: string; amount: string };
  caption?: string;
  totals?: readonly PaperTotals[];
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
      {totals.length > 0 ? (
        <tfoot className="[&>tr:last-child>*]:pb-2">
          {totals.flatMap((group) => [
            ...group.rows.map((row, index) => (
              <tr
                key={row.label}
                className={`${index === 0 ? 'border-t border-dashed border-stone-300' : ''} ${
                  row.strong ? 'text-base font-bold text-stone-900' : ''
                }`}
              >
                <th
                  scope="row"
                  colSpan={2}
                  className={`pr-2 text-left ${row.strong ? 'font-bold' : 'font-normal'} ${index === 0 ? 'pt-2' : 'pt-0.5'}`}
                >
                  {row.label}
                </th>
                <td
                  className={`pl-2 text-right whitespace-nowrap tabular-nums ${index === 0 ? 'pt-2' : 'pt-0.5'}`}
                >
                  {row.value}
                </td>
              </tr>
            )),
            group.after ? (
              <tr key={`${group.rows[0]?.label}-after`}>
                <td colSpan={3} className="pt-1 text-right">
                  {group.after}
                </td>
              </tr>
            ) : null,
          ])}
        </tfoot>
      ) : null}
    </table>
  );
}
