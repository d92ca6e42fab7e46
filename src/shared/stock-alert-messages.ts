/**
 * Back-in-stock alerts in words: the API's refusals and the storefront's button, page and menu.
 * Apart from review-messages.ts, so the product page's first load carries the button's words and
 * not the reviews'.
 */

/** The API's answers. */
export const stockAlertMessages = {
  inStock: 'สินค้านี้มีพร้อมขาย สั่งซื้อได้เลย',
  sizeNotFound: 'ไม่พบขนาดบรรจุนี้',
  alertNotFound: 'ไม่พบการแจ้งเตือนนี้',
  tooMany: (seconds: number) =>
    `ขอการแจ้งเตือนบ่อยเกินไป กรุณาลองใหม่ในอีก ${Math.ceil(seconds / 60)} นาที`,
} as const;

/** The storefront's words for back-in-stock alerts. */
export const stockAlertScreenMessages = {
  button: 'แจ้งเตือนเมื่อมีสินค้า',
  asking: 'กำลังบันทึก...',
  confirmed: 'บันทึกแล้ว ร้านจะแจ้งคุณทาง LINE (ถ้าเชื่อมต่อไว้) และในหน้าการแจ้งเตือนเมื่อสินค้ามา',
  signInFirst: 'เข้าสู่ระบบก่อน แล้วกดแจ้งเตือนอีกครั้ง',
  failed: 'บันทึกไม่สำเร็จ กรุณาลองใหม่',
  pageTitle: 'แจ้งเตือนสินค้าเข้า',
  pageIntro: 'สินค้าที่คุณรอ และสินค้าที่กลับมามีขายแล้ว',
  waitingHeading: 'กำลังรอสินค้า',
  backHeading: 'สินค้ากลับมาแล้ว',
  backSince: (when: string) => `มีสินค้าตั้งแต่ ${when}`,
  waitingSince: (when: string) => `ขอแจ้งเตือนเมื่อ ${when}`,
  remove: 'ยกเลิกการแจ้งเตือน',
  none: 'ยังไม่มีการแจ้งเตือน กด "แจ้งเตือนเมื่อมีสินค้า" ในหน้าสินค้าที่หมด',
  loadFailed: 'โหลดการแจ้งเตือนไม่สำเร็จ',
  menu: 'แจ้งเตือนสินค้าเข้า',
  waitingBadge: (customers: number) => `รอ ${customers.toLocaleString('th-TH')} คน`,
} as const;
