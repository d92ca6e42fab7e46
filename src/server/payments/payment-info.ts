import { asc, eq } from 'drizzle-orm';
import { anyId } from 'promptparse/generate';
import QRCode from 'qrcode';
import type { Order } from '../../shared/contracts/orders.ts';
import { orderStateOf } from '../../shared/contracts/orders.ts';
import type { PaymentInfo, Slip } from '../../shared/contracts/payments.ts';
import { canMove } from '../../shared/domain/order-lifecycle.ts';
import { PROMPTPAY_MOBILE } from '../../shared/domain/payments.ts';
import type { Executor } from '../db/client.ts';
import { paymentSlips } from '../db/schema/payments.ts';
import { readPaymentSettings } from '../settings/payment-settings.ts';
import { toSlip } from './slips.service.ts';

/**
 * The EMVCo PromptPay payload for exactly this amount to the shop's id (tag 29; a mobile number
 * as 0066 and nine digits, a 13-digit national or tax id as it is; tag 54 with two decimals).
 */
export function promptpayPayload(promptpayId: string, amountBaht: number): string {
  return anyId({
    type: PROMPTPAY_MOBILE.test(promptpayId) ? 'MSISDN' : 'NATID',
    target: promptpayId,
    amount: amountBaht,
  });
}

/** The payload's QR code as an SVG document (drawn on the server: no QR code in the phone's bundle). */
export function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The slips a customer sent for an order, oldest first. */
export async function slipsOf(db: Executor, orderId: string): Promise<Slip[]> {
  const rows = await db
    .select()
    .from(paymentSlips)
    .where(eq(paymentSlips.transactionId, orderId))
    .orderBy(asc(paymentSlips.submittedAt));
  return rows.map(toSlip);
}

/**
 * How to pay an order: while a slip may still be sent, the QR for exactly its amount due
 * (PromptPay) or the shop's accounts (transfer); always the slips sent so far.
 */
export async function paymentInfoOf(db: Executor, order: Order): Promise<PaymentInfo> {
  const [settings, slips] = await Promise.all([readPaymentSettings(db), slipsOf(db, order.id)]);
  const payable = canMove(orderStateOf(order), 'submitSlip', 'customer');
  const info: PaymentInfo = {
    method: order.paymentMethod,
    status: order.paymentStatus,
    amountDue: order.amountDue,
    dueAt: order.paymentDueAt,
    slips,
  };
  if (payable && order.paymentMethod === 'promptpay' && settings.promptpayId !== '') {
    const payload = promptpayPayload(settings.promptpayId, order.amountDue);
    info.promptpay = {
      payload,
      svg: await qrSvg(payload),
      accountName: settings.promptpayName,
      id: settings.promptpayId,
    };
  }
  if (payable && order.paymentMethod === 'bank_transfer') {
    info.bankAccounts = settings.bankAccounts.map(({ bank, accountName, accountNumber }) => ({
      bank,
      accountName,
      accountNumber,
    }));
  }
  return info;
}
