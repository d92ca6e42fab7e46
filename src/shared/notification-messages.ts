import { checkoutMessages } from './checkout-messages.ts';
import type { Carrier } from './domain/carriers.ts';
import { formatBaht } from './domain/money.ts';
import type { CancelledBy, PaymentMethod } from './domain/order-lifecycle.ts';
import { nameWithSize } from './domain/pack-sizes.ts';

/**
 * What each template's text needs, and nothing more: never a phone or an address. A `link` is a
 * path of the shop (rendered after the shop's public origin) or a full URL (a carrier's page).
 */
export interface NotificationPayloads {
  'shop.order_placed': {
    orderId: string;
    firstName: string;
    amountDueSatang: number;
    /** Null: an order staff took by phone, paid as arranged with the shop. */
    paymentMethod: PaymentMethod | null;
  };
  'shop.slip_waiting': { orderId: string; firstName: string; amountDueSatang: number };
  'shop.order_cancelled': { orderId: string; firstName: string };
  'shop.order_expired': { orderId: string; firstName: string; amountDueSatang: number };
  'shop.low_stock': {
    productId: number;
    variantId?: number;
    name: string;
    /** The pack size's label. */
    size?: string;
    unitsLeft: number;
  };
  'customer.order_placed': {
    orderId: string;
    amountDueSatang: number;
    paymentMethod: PaymentMethod | null;
    link: string;
  };
  'customer.payment_approved': { orderId: string; link: string };
  'customer.slip_rejected': { orderId: string; reason: string | null; link: string };
  'customer.shipped': { orderId: string; carrier: Carrier; trackingNumber: string; link: string };
  'customer.delivered': { orderId: string; link: string };
  'customer.refunded': { orderId: string; amountSatang: number; link: string };
  'customer.cancelled': {
    orderId: string;
    by: CancelledBy;
    reason: string | null;
    link: string;
  };
  'customer.reset_code': { code: string; minutes: number };
  /** A LINE link was made or removed: the LINE user it concerns hears it, with the shop's page. */
  'customer.line_linked': { link: string };
  'customer.line_unlinked': { link: string };
  /** A pack size a customer waited for is for sale again (catalog/sql/stock-alerts.sql). */
  'customer.back_in_stock': { productId: number; name: string; size: string; link: string };
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

/** An order taken by phone has no method: it is paid as arranged with the shop. */
const ARRANGED = 'ตกลงกับทางร้าน';
const method = (m: PaymentMethod | null) => (m === null ? ARRANGED : (methods[m] ?? m));

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
    `สินค้าใกล้หมด: ${nameWithSize(p.name, p.size)} เหลือ ${p.unitsLeft} ชิ้น\n${url('/admin/products')}`,
  'customer.order_placed': (p, url) =>
    `ได้รับคำสั่งซื้อ ${p.orderId} แล้ว ยอดชำระ ${formatBaht(p.amountDueSatang)} (${method(p.paymentMethod)})\n${url(p.link)}`,
  'customer.payment_approved': (p, url) =>
    `ยืนยันการชำระเงินคำสั่งซื้อ ${p.orderId} แล้ว ขอบคุณค่ะ\n${url(p.link)}`,
  'customer.slip_rejected': (p, url) =>
    `สลิปของคำสั่งซื้อ ${p.orderId} ไม่ผ่าน${p.reason ? `: ${p.reason}` : ''} กรุณาส่งสลิปใหม่\n${url(p.link)}`,
  'customer.shipped': (p, url) =>
    `จัดส่งคำสั่งซื้อ ${p.orderId} แล้ว ${checkoutMessages.parcel.carriers[p.carrier] ?? p.carrier} เลขพัสดุ ${p.trackingNumber}\n${url(p.link)}`,
  // The order page holds the invitation to review what was delivered (decision 0050).
  'customer.delivered': (p, url) =>
    `คำสั่งซื้อ ${p.orderId} ส่งถึงแล้ว ขอบคุณค่ะ รีวิวสินค้าที่ได้รับได้ที่หน้าคำสั่งซื้อ\n${url(p.link)}`,
  'customer.refunded': (p, url) =>
    `ร้านคืนเงิน ${formatBaht(p.amountSatang)} สำหรับคำสั่งซื้อ ${p.orderId} แล้ว\n${url(p.link)}`,
  'customer.reset_code': (p) =>
    `รหัสรีเซ็ตรหัสผ่านของคุณคือ ${p.code} ใช้ได้ ${p.minutes} นาที ใช้ได้ครั้งเดียว อย่าบอกรหัสนี้กับผู้อื่น`,
  'customer.cancelled': (p, url) =>
    `คำสั่งซื้อ ${p.orderId} ถูกยกเลิก${cancelledBy[p.by] ?? ''}${p.reason ? `: ${p.reason}` : ''}\n${url(p.link)}`,
  'customer.line_linked': (p, url) =>
    `เชื่อมต่อ LINE นี้กับบัญชีของคุณที่ร้านแล้ว ร้านจะแจ้งข่าวคำสั่งซื้อทางนี้ ถ้าคุณไม่ได้ทำ กรุณาติดต่อร้าน\n${url(p.link)}`,
  'customer.line_unlinked': (p, url) =>
    `ยกเลิกการเชื่อมต่อ LINE นี้กับบัญชีของคุณที่ร้านแล้ว ถ้าคุณไม่ได้ทำ กรุณาติดต่อร้าน\n${url(p.link)}`,
  'customer.back_in_stock': (p, url) =>
    `${nameWithSize(p.name, p.size)} มีสินค้าแล้ว สั่งซื้อได้เลยค่ะ\n${url(p.link)}`,
};

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

/** The back office's outbox page (`/admin/notifications`). */
export const outboxMessages = {
  // ADMIN_ROUTES.adminNotifications.nav.label (outbox-admin-page.test.tsx holds them equal).
  title: 'การแจ้งเตือน',
  subtitle: 'ข้อความที่ร้านส่งทาง LINE: รอส่ง ส่งแล้ว และที่ส่งไม่สำเร็จ',
  filter: 'สถานะ',
  all: 'ทั้งหมด',
  statuses: { pending: 'รอส่ง', sent: 'ส่งแล้ว', failed: 'ส่งไม่สำเร็จ' },
  channels: { line: 'LINE', log: 'บันทึกในระบบ' },
  templates: {
    'shop.order_placed': 'คำสั่งซื้อใหม่',
    'shop.slip_waiting': 'สลิปรอตรวจสอบ',
    'shop.order_cancelled': 'ลูกค้ายกเลิกคำสั่งซื้อ',
    'shop.order_expired': 'คำสั่งซื้อหมดเวลาชำระ',
    'shop.low_stock': 'สินค้าใกล้หมด',
    'customer.order_placed': 'แจ้งลูกค้า: ได้รับคำสั่งซื้อ',
    'customer.payment_approved': 'แจ้งลูกค้า: ยืนยันการชำระเงิน',
    'customer.slip_rejected': 'แจ้งลูกค้า: สลิปไม่ผ่าน',
    'customer.shipped': 'แจ้งลูกค้า: จัดส่งแล้ว',
    'customer.delivered': 'แจ้งลูกค้า: ส่งถึงแล้ว',
    'customer.refunded': 'แจ้งลูกค้า: คืนเงิน',
    'customer.cancelled': 'แจ้งลูกค้า: ยกเลิกคำสั่งซื้อ',
    'customer.reset_code': 'แจ้งลูกค้า: รหัสรีเซ็ตรหัสผ่าน',
    'customer.line_linked': 'แจ้งลูกค้า: เชื่อมต่อ LINE แล้ว',
    'customer.line_unlinked': 'แจ้งลูกค้า: ยกเลิกการเชื่อมต่อ LINE',
    'customer.back_in_stock': 'แจ้งลูกค้า: สินค้ากลับมามีแล้ว',
  } satisfies Record<NotificationTemplate, string> as Record<string, string>,
  columns: {
    createdAt: 'เวลา',
    channel: 'ช่องทาง',
    to: 'ผู้รับ',
    template: 'ข้อความ',
    status: 'สถานะ',
    attempts: 'ส่งไปแล้ว (ครั้ง)',
    lastError: 'ข้อผิดพลาดล่าสุด',
    actions: 'จัดการ',
  },
  sentAt: (when: string) => `ส่งเมื่อ ${when}`,
  noRecipient: '–',
  resend: 'ส่งอีกครั้ง',
  resendOf: (template: string, when: string) => `ส่งอีกครั้ง: ${template} ${when}`,
  resent: 'ส่งข้อความอีกครั้งแล้ว รอระบบส่ง',
  resendFailed: 'ส่งอีกครั้งไม่สำเร็จ กรุณาลองใหม่',
  empty: 'ไม่มีข้อความในสถานะนี้',
  loading: 'กำลังโหลดข้อความ...',
  loadFailed: 'โหลดรายการแจ้งเตือนไม่สำเร็จ',
} as const;

/** The LINE tab of the shop's settings (`/admin/settings?tab=line`). */
export const lineSettingsMessages = {
  tab: 'LINE',
  subtitle: 'บัญชี LINE Official ของร้านที่ใช้ส่งการแจ้งเตือน และผู้รับแจ้งเตือนฝั่งร้าน',
  channel: 'ช่อง Messaging API',
  channelAccessToken: 'Channel access token',
  channelSecret: 'Channel secret',
  isSet: 'ตั้งค่าแล้ว',
  notSet: 'ยังไม่ได้ตั้งค่า',
  keepHint: 'เว้นว่างไว้เพื่อใช้ค่าเดิม หรือพิมพ์ค่าใหม่เพื่อเปลี่ยน',
  newHint: 'คัดลอกจาก LINE Developers Console',
  recipients: 'ผู้รับแจ้งเตือนของร้าน',
  recipientsHint:
    'รหัสผู้รับ LINE บรรทัดละหนึ่งรายการ ไม่เกิน 10 รายการ: U, C หรือ R ตามด้วยตัวเลขฐานสิบหก 32 ตัว (ผู้ใช้ กลุ่ม หรือห้อง)',
  tooManyRecipients: 'ใส่ผู้รับได้ไม่เกิน 10 รายการ',
  save: 'บันทึกการตั้งค่า LINE',
  saved: 'บันทึกการตั้งค่า LINE แล้ว',
  loadFailed: 'โหลดการตั้งค่า LINE ไม่สำเร็จ',
} as const;

/** The customer's "connect LINE" page (`/account/line`). */
export const lineLinkMessages = {
  // accountMessages.menu.line names the same page in the user menu.
  title: 'เชื่อมต่อ LINE',
  intro:
    'เชื่อมต่อบัญชี LINE ของคุณกับร้าน แล้วร้านจะแจ้งความคืบหน้าคำสั่งซื้อทาง LINE เช่น ได้รับคำสั่งซื้อ ยืนยันการชำระเงิน และจัดส่งแล้ว',
  noAds: 'ร้านส่งเฉพาะข่าวคำสั่งซื้อของคุณ ไม่ส่งโฆษณา และยกเลิกการเชื่อมต่อได้ทุกเมื่อ',
  notLinked: 'ยังไม่ได้เชื่อมต่อ LINE',
  getCode: 'รับรหัสเชื่อมต่อ',
  gettingCode: 'กำลังขอรหัส...',
  codeLabel: 'รหัสเชื่อมต่อของคุณ',
  minutesLeft: (minutes: number) => `ใช้ได้อีก ${minutes} นาที`,
  expired: 'รหัสหมดอายุแล้ว กรุณารับรหัสใหม่',
  steps: 'กดปุ่มด้านล่างเพื่อเปิด LINE ของร้าน แล้วกดส่งข้อความที่มีรหัสนี้ จากนั้นกลับมายืนยันที่หน้านี้',
  openLine: 'เปิด LINE ของร้านพร้อมรหัส',
  noShopLine: 'ร้านยังไม่ได้ตั้งค่าบัญชี LINE กรุณาติดต่อร้าน',
  checkAgain: 'ตรวจสอบอีกครั้ง',
  stillNotLinked: 'ยังไม่พบคำขอเชื่อมต่อ ส่งรหัสทาง LINE แล้วกดตรวจสอบอีกครั้ง',
  pending: 'มีคำขอเชื่อมต่อ LINE รอคุณยืนยัน',
  requestedAt: (when: string) => `ส่งรหัสจาก LINE เมื่อ ${when}`,
  pendingHint: 'ยืนยันเฉพาะเมื่อคุณเป็นผู้ส่งรหัสนี้จาก LINE ของคุณเอง หากไม่ใช่ ไม่ต้องกดยืนยัน คำขอจะหมดอายุเอง',
  confirm: 'ยืนยันการเชื่อมต่อ LINE',
  confirming: 'กำลังยืนยัน...',
  confirmed: 'เชื่อมต่อ LINE เรียบร้อยแล้ว ร้านจะแจ้งข่าวคำสั่งซื้อทาง LINE นี้',
  noRequest: 'ไม่มีคำขอเชื่อมต่อ LINE ที่รอยืนยัน กรุณาส่งรหัสทาง LINE อีกครั้ง',
  linked: 'เชื่อมต่อ LINE แล้ว',
  linkedAt: (when: string) => `เชื่อมต่อเมื่อ ${when}`,
  unlink: 'ยกเลิกการเชื่อมต่อ',
  unlinkConfirm: 'ยกเลิกการเชื่อมต่อ LINE? ร้านจะไม่ส่งข่าวคำสั่งซื้อทาง LINE อีก',
  unlinked: 'ยกเลิกการเชื่อมต่อ LINE แล้ว',
  failed: 'ทำรายการไม่สำเร็จ กรุณาลองใหม่',
  loadFailed: 'โหลดสถานะการเชื่อมต่อ LINE ไม่สำเร็จ',
  loading: 'กำลังโหลด...',
} as const;
