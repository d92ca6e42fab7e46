import { formatBaht } from './domain/money.ts';
import type { PaymentMethod } from './domain/order-lifecycle.ts';

/** What the shop's `shop.order_placed` message needs: no phone, no address. */
export interface OrderPlacedPayload {
  orderId: string;
  firstName: string;
  amountDueSatang: number;
  paymentMethod: PaymentMethod;
}

const methods: Record<PaymentMethod, string> = {
  promptpay: 'พร้อมเพย์',
  bank_transfer: 'โอนเงิน',
  cod: 'เก็บเงินปลายทาง',
};

/** The texts the shop's messages say, one per template, short enough for a phone's preview. */
export const notificationMessages = {
  'shop.order_placed': (p: OrderPlacedPayload) =>
    `คำสั่งซื้อใหม่ ${p.orderId} คุณ${p.firstName} ${formatBaht(p.amountDueSatang)} ${methods[p.paymentMethod] ?? p.paymentMethod}`,
} as const;

/** The back office's answers about the outbox. */
export const notificationAdminMessages = {
  notFound: 'ไม่พบข้อความนี้',
  onlyFailed: 'ส่งซ้ำได้เฉพาะข้อความที่ส่งไม่สำเร็จ',
} as const;

/** What LINE's webhook hears when its body is refused. */
export const lineWebhookMessages = {
  unsigned: 'The LINE signature does not verify',
  malformed: 'Malformed JSON body',
} as const;

export type NotificationTemplate = keyof typeof notificationMessages;

/** The text of an outbox row; a template this build does not know is an error (the row fails). */
export function renderNotification(template: string, payload: unknown): string {
  if (template === 'shop.order_placed') {
    return notificationMessages['shop.order_placed'](payload as OrderPlacedPayload);
  }
  throw new Error(`unknown notification template ${template}`);
}
