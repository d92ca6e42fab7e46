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

/** The storefront's words for reviews: the product page, the order page's invitation. */
export const reviewScreenMessages = {
  heading: 'รีวิวจากผู้ซื้อ',
  average: (average: string, total: number) =>
    `${average} จาก 5 · ${total.toLocaleString('th-TH')} รีวิว`,
  starRow: (stars: number) => `${stars} ดาว`,
  countOf: (count: number) => `${count.toLocaleString('th-TH')} รีวิว`,
  none: 'ยังไม่มีรีวิว ผู้ซื้อที่ได้รับสินค้าแล้วรีวิวได้จากหน้าคำสั่งซื้อ',
  loading: 'กำลังโหลดรีวิว...',
  loadFailed: 'โหลดรีวิวไม่สำเร็จ',
  photoOf: (name: string) => `รูปจากรีวิวของ ${name}`,
  size: (label: string) => `ขนาด ${label}`,
  invite: 'รีวิวสินค้าที่ได้รับ',
  inviteHint: 'ให้คะแนน เขียนความเห็น และแนบรูปได้ 1 รูป รีวิวจะแสดงทันทีพร้อมป้าย "ผู้ซื้อจริง"',
  ratingLabel: 'คะแนน',
  starButton: (stars: number) => `${stars} ดาว`,
  commentLabel: 'ความคิดเห็น',
  commentPlaceholder: 'ใช้แล้วเป็นอย่างไร เห็นผลกี่วัน',
  photoLabel: 'แนบรูป (ไม่บังคับ, ไม่เกิน 5 MB)',
  send: 'ส่งรีวิว',
  sending: 'กำลังส่ง...',
  chooseRating: 'กรุณาเลือกคะแนน 1 ถึง 5 ดาว',
  published: 'ขอบคุณค่ะ รีวิวของคุณแสดงบนหน้าสินค้าแล้ว',
  /** A product of the order the customer reviewed already: the stars given instead of the form. */
  reviewed: 'รีวิวแล้ว',
  givenStars: (stars: number) => `คุณให้ ${stars} ดาว`,
  failed: 'ส่งรีวิวไม่สำเร็จ กรุณาลองใหม่',
  previous: 'รีวิวหน้าก่อน',
  next: 'รีวิวหน้าถัดไป',
} as const;
