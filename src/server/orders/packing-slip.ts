import { inArray } from 'drizzle-orm';
import { html, raw } from 'hono/html';
import QRCode from 'qrcode';
import { adminMessages } from '../../shared/admin-messages.ts';
import { formatArea } from '../../shared/contracts/addresses.ts';
import type { ShopSettings } from '../../shared/contracts/settings.ts';
import { formatBaht } from '../../shared/domain/money.ts';
import { nameWithSize } from '../../shared/domain/pack-sizes.ts';
import { formatPhone } from '../../shared/domain/phone.ts';
import type { Executor } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { AppError } from '../http/errors.ts';
import { getShopSettings } from '../settings/settings.service.ts';
import { amountDueSatang, type OrderItemRow, type OrderRow } from './order.mapper.ts';
import { itemsOf } from './order-store.ts';

const text = adminMessages.transactions.packingSlip;

/** Who the parcel goes to, as the label prints it. */
export interface Recipient {
  name: string;
  phone: string;
  address: string;
}

/**
 * The recipient of an order: its customer's name and phone and the flat address. The one place
 * to switch to the order's structured `shippingAddress` (recipient, phone, line1 …) once orders
 * carry it.
 */
export function recipientOf(
  order: Pick<OrderRow, 'firstName' | 'lastName' | 'phone' | 'address' | 'shippingAddress'>,
): Recipient {
  const to = order.shippingAddress;
  if (to) {
    return { name: to.recipient, phone: to.phone, address: `${to.line1} ${formatArea(to)}` };
  }
  // An order from before structured addresses: its customer, at its address as typed.
  return {
    name: `${order.firstName} ${order.lastName}`.trim(),
    phone: order.phone,
    address: order.address,
  };
}

/** One label: what the slip needs of an order. */
export interface SlipOrder {
  id: string;
  recipient: Recipient;
  /** What the courier collects, in satang; null unless the order is paid on delivery. */
  codSatang: number | null;
  lines: { name: string; quantity: number }[];
}

export function slipOrderOf(row: OrderRow, items: readonly OrderItemRow[]): SlipOrder {
  return {
    id: row.id,
    recipient: recipientOf(row),
    codSatang: row.paymentMethod === 'cod' ? amountDueSatang(row) : null,
    lines: items
      .filter((item) => !item.isCancelled)
      .map((item) => ({
        name: nameWithSize(item.productName, item.variantLabel),
        quantity: item.quantity,
      })),
  };
}

/** The orders to print, in the order asked; 404 naming any id that is no order. */
export async function slipOrders(db: Executor, ids: readonly string[]): Promise<SlipOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new AppError('NOT_FOUND', text.missing(missing.join(', ')));
  const items = await itemsOf(db, ids);
  return ids.map((id) => {
    const row = byId.get(id) as OrderRow;
    return slipOrderOf(
      row,
      items.filter((item) => item.transactionId === id),
    );
  });
}

/** The font stacks Thai printers have: Sarabun first, then Debian's TLWG fonts, then Noto. */
const THAI_FONTS = `Sarabun, 'TH Sarabun New', Loma, Garuda, 'Noto Sans Thai', sans-serif`;

// A6 by its size first: Chromium does not know the name A6 (it would print on Letter) and keeps
// the size in millimetres; a browser that knows the name reads the same page from it.
const STYLE = `
@page { size: 105mm 148mm; size: A6; margin: 5mm }
* { box-sizing: border-box }
html, body { margin: 0; padding: 0 }
body { font-family: ${THAI_FONTS}; color: #000; line-height: 1.45; font-size: 9pt }
.slip { width: 95mm; min-height: 138mm; display: flex; flex-direction: column; gap: 2.5mm;
  page-break-after: always; break-after: page }
.slip:last-child { page-break-after: auto; break-after: auto }
.label { font-size: 8pt; font-weight: bold; letter-spacing: .02em }
.sender { border-bottom: 0.3mm dashed #000; padding-bottom: 2mm }
.sender p { margin: 0 }
.shop { font-weight: bold; font-size: 10pt }
.recipient { border: 0.6mm solid #000; border-radius: 2mm; padding: 2.5mm 3mm }
.recipient p { margin: 0 }
.name { font-size: 17pt; font-weight: bold; line-height: 1.4 }
.rphone { font-size: 15pt; font-weight: bold; line-height: 1.4; font-variant-numeric: tabular-nums }
.address { font-size: 13pt; line-height: 1.5; white-space: pre-line; overflow-wrap: anywhere }
.cod { margin: 0; background: #000; color: #fff; font-size: 17pt; font-weight: bold; text-align: center;
  padding: 1.5mm 2mm; border-radius: 1.5mm; line-height: 1.4;
  -webkit-print-color-adjust: exact; print-color-adjust: exact }
.order { display: flex; gap: 3mm; align-items: flex-start }
.qr { width: 24mm; height: 24mm; flex: none }
.qr svg { width: 100%; height: 100% }
.order-id { font-family: monospace; font-size: 10pt; font-weight: bold; margin: 0 0 1mm }
.lines { margin: 0; padding-left: 4mm; font-size: 9pt }
.lines li { overflow-wrap: anywhere }
@media screen { body { background: #e7e5e4 } .slip { background: #fff; margin: 4mm auto;
  padding: 5mm; width: 105mm; min-height: 148mm } }
`;

function slip(order: SlipOrder, shop: ShopSettings, qr: string) {
  const { recipient } = order;
  return html`<section class="slip" aria-label="${text.order(order.id)}">
  <div class="sender">
    <p class="label">${text.from}</p>
    <p class="shop">${shop.name}</p>
    <p>${shop.address}</p>
    <p>${text.phone(shop.phone)}</p>
  </div>
  <div class="recipient">
    <p class="label">${text.to}</p>
    <p class="name">${recipient.name}</p>
    ${recipient.phone ? html`<p class="rphone">${text.phone(formatPhone(recipient.phone))}</p>` : ''}
    <p class="address">${recipient.address}</p>
  </div>
  ${order.codSatang === null ? '' : html`<p class="cod">${text.cod(formatBaht(order.codSatang))}</p>`}
  <div class="order">
    <div class="qr" role="img" aria-label="${text.qrLabel(order.id)}">${raw(qr)}</div>
    <div>
      <p class="order-id">${order.id}</p>
      <p class="label">${text.lines}</p>
      ${
        order.lines.length === 0
          ? html`<p>${text.noLines}</p>`
          : html`<ol class="lines">
        ${order.lines.map((line) => html`<li>${line.name} × ${line.quantity}</li>`)}
      </ol>`
      }
    </div>
  </div>
</section>`;
}

/** The order id's QR code as inline SVG (ids are 'TXN' and digits: nothing to escape). */
function orderQr(id: string): Promise<string> {
  return QRCode.toString(id, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
}

/**
 * Printable packing slips: one A6 page per order with the shop as sender, the recipient large,
 * the cash to collect on a COD parcel, the order id as a QR code and the lines to pack. Every
 * value is escaped by `html` (names and addresses are typed by customers).
 */
export async function packingSlipsHtml(db: Executor, ids: readonly string[]) {
  const [orders, shop] = await Promise.all([slipOrders(db, ids), getShopSettings(db)]);
  const qrs = await Promise.all(orders.map((order) => orderQr(order.id)));
  return html`<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.documentTitle(orders.length)}</title>
<style>${raw(STYLE)}</style>
</head>
<body>
${orders.map((order, index) => slip(order, shop, qrs[index] ?? ''))}
</body>
</html>`;
}
