import { bahttext } from 'bahttext';
import type { Ref } from 'react';
import { formatThaiDateTime } from '../../../shared/domain/dates.ts';
import { formatBaht, type Satang } from '../../../shared/domain/money.ts';
import { paymentMessages } from '../../../shared/payment-messages.ts';
import { PaperLines, type PaperTotals, ReceiptPaper } from '../../components/ui/receipt-paper.tsx';
import { SHOP_NAME } from '../../lib/shop-identity.ts';
import type { ReceiptInSatang } from './payments-api.ts';

const text = paymentMessages.receipt;

/** An amount in Thai words, from satang without a float: 125075 → หนึ่งพันสองร้อยห้าสิบบาทเจ็ดสิบห้าสตางค์. */
export function bahtInWords(satang: Satang): string {
  const baht = Math.floor(satang / 100);
  const rest = String(satang % 100).padStart(2, '0');
  return bahttext(`${baht}.${rest}`);
}

/**
 * The receipt (ใบเสร็จรับเงิน) of a paid order as issued, saved as a PNG: its running number, date,
 * customer, lines, discount, delivery, the amount in figures and in Thai words, how it was paid
 * and, for a VAT-registered shop, its tax id and the exempt and taxable parts kept apart. Loaded
 * only when a customer saves one, with the Thai words library.
 */
export function PaymentReceipt({
  receipt,
  ref,
}: {
  receipt: ReceiptInSatang;
  ref?: Ref<HTMLDivElement>;
}) {
  const goods = receipt.lines.reduce((sum, line) => sum + line.totalPrice, 0);
  const totals: PaperTotals[] = [
    {
      rows: [
        { label: text.subtotal, value: formatBaht(goods) },
        ...(receipt.discount > 0
          ? [{ label: text.discount, value: formatBaht(-receipt.discount) }]
          : []),
        { label: text.shippingFee, value: formatBaht(receipt.deliveryFee) },
        ...(receipt.codFee > 0 ? [{ label: text.codFee, value: formatBaht(receipt.codFee) }] : []),
        { label: text.total, value: formatBaht(receipt.amount), strong: true },
      ],
      after: (
        <>
          <span className="sr-only">{text.inWords} </span>
          <span className="font-semibold text-stone-900">({bahtInWords(receipt.amount)})</span>
        </>
      ),
    },
  ];
  if (receipt.vatRegistered) {
    totals.push({
      rows: [
        { label: text.exempt, value: formatBaht(receipt.exemptAmount) },
        { label: text.taxable, value: formatBaht(receipt.taxableAmount) },
        { label: text.vat(String(receipt.vatRate)), value: formatBaht(receipt.vat) },
      ],
    });
  }
  const shopName = receipt.shopName || SHOP_NAME;
  return (
    <ReceiptPaper
      ref={ref}
      shop={{ name: shopName, address: receipt.shopAddress }}
      heading={
        <>
          <h2 className="text-base font-bold text-stone-900">{text.title}</h2>
          {receipt.vatRegistered ? (
            <p className="text-sm text-stone-600">
              {text.taxId} {receipt.taxId}
            </p>
          ) : null}
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 border-b border-dashed border-stone-300 py-3 text-sm">
        <dt className="text-stone-600">{text.number}</dt>
        <dd className="font-semibold">{receipt.label}</dd>
        <dt className="text-stone-600">{text.issuedAt}</dt>
        <dd>{formatThaiDateTime(receipt.issuedAt)}</dd>
        <dt className="text-stone-600">{text.orderId}</dt>
        <dd className="break-all">{receipt.orderId}</dd>
        <dt className="text-stone-600">{text.customer}</dt>
        <dd>{receipt.customerName}</dd>
        {receipt.customerAddress ? (
          <>
            <dt className="text-stone-600">{text.address}</dt>
            <dd className="break-words">{receipt.customerAddress}</dd>
          </>
        ) : null}
      </dl>
      <PaperLines
        headings={{ product: text.product, quantity: text.quantity, amount: text.amount }}
        lines={receipt.lines.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          totalPrice: line.totalPrice,
          note: receipt.vatRegistered && line.vatExempt ? text.exemptMark : undefined,
        }))}
        totals={totals}
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 py-3 text-sm">
        {receipt.paymentMethod ? (
          <>
            <dt className="text-stone-600">{text.method}</dt>
            <dd>{paymentMessages.methods[receipt.paymentMethod]}</dd>
          </>
        ) : null}
        {receipt.transferRef ? (
          <>
            <dt className="text-stone-600">{text.transferRef}</dt>
            <dd className="break-all">{receipt.transferRef}</dd>
          </>
        ) : null}
      </dl>
      <p className="text-center text-sm text-stone-600">{text.thanks(shopName)}</p>
    </ReceiptPaper>
  );
}
