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

/** The back office's outbox page (`/admin/notifications`). */
export const outboxMessages = {
  // ROUTES.adminNotifications.nav.label (outbox-admin-page.test.tsx holds them equal).
  title: 'การแจ้งเตือน',
  subtitle: 'ข้อความที่ร้านส่งทาง LINE: รอส่ง ส่งแล้ว และที่ส่งไม่สำเร็จ',
  filter: 'สถานะ',
  all: 'ทั้งหมด',
  statuses: { pending: 'รอส่ง', sent: 'ส่งแล้ว', failed: 'ส่งไม่สำเร็จ' },
  channels: { line: 'LINE', log: 'บันทึกในระบบ' },
  templates: { 'shop.order_placed': 'คำสั่งซื้อใหม่' } as Record<string, string>,
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
  steps: 'กดปุ่มด้านล่างเพื่อเปิด LINE ของร้าน แล้วกดส่งข้อความที่มีรหัสนี้',
  openLine: 'เปิด LINE ของร้านพร้อมรหัส',
  noShopLine: 'ร้านยังไม่ได้ตั้งค่าบัญชี LINE กรุณาติดต่อร้าน',
  checkAgain: 'ตรวจสอบอีกครั้ง',
  stillNotLinked: 'ยังไม่พบการเชื่อมต่อ ส่งรหัสทาง LINE แล้วกดตรวจสอบอีกครั้ง',
  linked: 'เชื่อมต่อ LINE แล้ว',
  linkedAt: (when: string) => `เชื่อมต่อเมื่อ ${when}`,
  unlink: 'ยกเลิกการเชื่อมต่อ',
  unlinkConfirm: 'ยกเลิกการเชื่อมต่อ LINE? ร้านจะไม่ส่งข่าวคำสั่งซื้อทาง LINE อีก',
  unlinked: 'ยกเลิกการเชื่อมต่อ LINE แล้ว',
  failed: 'ทำรายการไม่สำเร็จ กรุณาลองใหม่',
  loadFailed: 'โหลดสถานะการเชื่อมต่อ LINE ไม่สำเร็จ',
  loading: 'กำลังโหลด...',
} as const;
