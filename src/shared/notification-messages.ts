import { checkoutMessages } from './checkout-messages.ts';
import type { Carrier } from './domain/carriers.ts';
import { formatBaht } from './domain/money.ts';
import type { CancelledBy, PaymentMethod } from './domain/order-lifecycle.ts';

/**
 * What each template's text needs, and nothing more: never a phone or an address. A `link` is a
 * path of the shop (rendered after the shop's public origin) or a full URL (a carrier's page).
 */
export interface NotificationPayloads {
  'shop.order_placed': {
    orderId: string;
    firstName: string;
    amountDueSatang: number;
    paymentMethod: PaymentMethod;
  };
  'shop.slip_waiting': { orderId: string; firstName: string; amountDueSatang: number };
  'shop.order_cancelled': { orderId: string; firstName: string };
  'shop.order_expired': { orderId: string; firstName: string; amountDueSatang: number };
  'shop.low_stock': { productId: number; name: string; unitsLeft: number };
  'customer.order_placed': {
    orderId: string;
    amountDueSatang: number;
    paymentMethod: PaymentMethod;
    link: string;
  };
  'customer.payment_approved': { orderId: string; link: string };
  'customer.slip_rejected': { orderId: string; reason: string | null; link: string };
  'customer.shipped': { orderId: string; carrier: Carrier; trackingNumber: string; link: string };
  'customer.delivered': { orderId: string; link: string };
  'customer.cancelled': {
    orderId: string;
    by: CancelledBy;
    reason: string | null;
    link: string;
  };
}

export type NotificationTemplate = keyof NotificationPayloads;

/** What `shop.order_placed` needs (kept for its callers). */
export type OrderPlacedPayload = NotificationPayloads['shop.order_placed'];

/** Where the shop is reached when the config does not say (PUBLIC_ORIGIN). */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000';

/** A customer's order page, or its payment page while a PromptPay or transfer order waits. */
export function orderLink(orderId: string, paymentMethod?: PaymentMethod | null): string {
  const id = encodeURIComponent(orderId);
  return paymentMethod === 'promptpay' || paymentMethod === 'bank_transfer'
    ? `/orders/${id}/payment`
    : `/orders/${id}`;
}

const methods: Record<PaymentMethod, string> = {
  promptpay: 'พร้อมเพย์',
  bank_transfer: 'โอนเงิน',
  cod: 'เก็บเงินปลายทาง',
};

const cancelledBy: Record<CancelledBy, string> = {
  customer: 'ตามที่คุณขอ',
  staff: 'โดยร้านค้า',
  timeout: 'เพราะเลยเวลาชำระเงิน',
};

const method = (m: PaymentMethod) => methods[m] ?? m;

type Texts = {
  [T in NotificationTemplate]: (
    p: NotificationPayloads[T],
    url: (link: string) => string,
  ) => string;
};

/** The texts, one per template: short enough for a phone's preview, one link each at most. */
export const notificationMessages: Texts = {
  'shop.order_placed': (p) =>
    `คำสั่งซื้อใหม่ ${p.orderId} คุณ${p.firstName} ${formatBaht(p.amountDueSatang)} ${method(p.paymentMethod)}`,
  'shop.slip_waiting': (p, url) =>
    `สลิปรอตรวจ ${p.orderId} คุณ${p.firstName} ${formatBaht(p.amountDueSatang)}\n${url('/admin/payments')}`,
  'shop.order_cancelled': (p, url) =>
    `ลูกค้ายกเลิกคำสั่งซื้อ ${p.orderId} คุณ${p.firstName}\n${url('/admin/transactions')}`,
  'shop.order_expired': (p, url) =>
    `คำสั่งซื้อ ${p.orderId} คุณ${p.firstName} ${formatBaht(p.amountDueSatang)} ถูกยกเลิก เลยเวลาชำระเงิน\n${url('/admin/transactions')}`,
  'shop.low_stock': (p, url) =>
    `สินค้าใกล้หมด: ${p.name} เหลือ ${p.unitsLeft} ชิ้น\n${url('/admin/products')}`,
  'customer.order_placed': (p, url) =>
    `ได้รับคำสั่งซื้อ ${p.orderId} แล้ว ยอดชำระ ${formatBaht(p.amountDueSatang)} (${method(p.paymentMethod)})\n${url(p.link)}`,
  'customer.payment_approved': (p, url) =>
    `ยืนยันการชำระเงินคำสั่งซื้อ ${p.orderId} แล้ว ขอบคุณค่ะ\n${url(p.link)}`,
  'customer.slip_rejected': (p, url) =>
    `สลิปของคำสั่งซื้อ ${p.orderId} ไม่ผ่าน${p.reason ? `: ${p.reason}` : ''} กรุณาส่งสลิปใหม่\n${url(p.link)}`,
  'customer.shipped': (p, url) =>
    `จัดส่งคำสั่งซื้อ ${p.orderId} แล้ว ${checkoutMessages.parcel.carriers[p.carrier] ?? p.carrier} เลขพัสดุ ${p.trackingNumber}\n${url(p.link)}`,
  'customer.delivered': (p, url) => `คำสั่งซื้อ ${p.orderId} ส่งถึงแล้ว ขอบคุณค่ะ\n${url(p.link)}`,
  'customer.cancelled': (p, url) =>
    `คำสั่งซื้อ ${p.orderId} ถูกยกเลิก${cancelledBy[p.by] ?? ''}${p.reason ? `: ${p.reason}` : ''}\n${url(p.link)}`,
};

/** The back office's answers about the outbox. */
export const notificationAdminMessages = {
  notFound: 'ไม่พบข้อความนี้',
  onlyFailed: 'ส่งซ้ำได้เฉพาะข้อความที่ส่งไม่สำเร็จ',
} as const;

function isTemplate(template: string): template is NotificationTemplate {
  return Object.hasOwn(notificationMessages, template);
}

/**
 * The text of an outbox row, its shop paths after `origin`; a template this build does not know,
 * or a payload that is not an object, is an error (the row fails).
 */
export function renderNotification(
  template: string,
  payload: unknown,
  origin: string = DEFAULT_PUBLIC_ORIGIN,
): string {
  if (!isTemplate(template)) throw new Error(`unknown notification template ${template}`);
  if (typeof payload !== 'object' || payload === null) {
    throw new Error(`notification ${template} has no payload`);
  }
  const base = origin.replace(/\/+$/, '');
  const url = (link: string) => (link.startsWith('/') ? `${base}${link}` : link);
  const text = notificationMessages[template] as (p: unknown, u: typeof url) => string;
  return text(payload, url);
}
