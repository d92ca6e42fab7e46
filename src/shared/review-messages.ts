/** What customers and staff read about reviews and back-in-stock alerts. */
export const reviewMessages = {
  orderRequired: 'กรุณาระบุคำสั่งซื้อที่จะรีวิว',
  ratingRange: 'กรุณาให้คะแนน 1 ถึง 5 ดาว',
  commentTooLong: 'ความคิดเห็นยาวได้ไม่เกิน 1,000 ตัวอักษร',
  notABuyer: 'รีวิวได้เฉพาะสินค้าในคำสั่งซื้อของคุณที่ส่งถึงแล้ว',
  alreadyReviewed: 'คุณรีวิวสินค้านี้ของคำสั่งซื้อนี้แล้ว',
  productNotFound: 'ไม่พบสินค้านี้',
  reviewNotFound: 'ไม่พบรีวิวนี้',
  reasonRequired: 'กรุณาระบุเหตุผลที่ซ่อนรีวิว',
  reasonTooLong: 'เหตุผลยาวได้ไม่เกิน 500 ตัวอักษร',
  photo: {
    missingFile: 'กรุณาเลือกรูปภาพ',
    tooLarge: 'รูปภาพต้องมีขนาดไม่เกิน 5 MB',
  },
  tooMany: (seconds: number) => `ส่งรีวิวบ่อยเกินไป กรุณาลองใหม่ในอีก ${Math.ceil(seconds / 60)} นาที`,
  /** Shown for a buyer whose account was erased. */
  anonymous: 'ลูกค้า',
  verifiedBuyer: 'ผู้ซื้อจริง',
} as const;

export const stockAlertMessages = {
  inStock: 'สินค้านี้มีพร้อมขาย สั่งซื้อได้เลย',
  sizeNotFound: 'ไม่พบขนาดบรรจุนี้',
  alertNotFound: 'ไม่พบการแจ้งเตือนนี้',
  tooMany: (seconds: number) =>
    `ขอการแจ้งเตือนบ่อยเกินไป กรุณาลองใหม่ในอีก ${Math.ceil(seconds / 60)} นาที`,
} as const;
