/** A product's own page, word for word (its card's words are in catalog-messages.ts). */
export const productMessages = {
  shopName: 'ร้านเกษตรอยุธยา',
  /** The product page's pack-size picker. */
  sizes: 'ขนาดบรรจุ',
  /** The browser tab on a product's page. */
  title: (name: string) => `${name} | ร้านเกษตรอยุธยา`,
  breadcrumb: 'เส้นทาง',
  home: 'หน้าแรก',
  inStock: (count: number) => `มีสินค้าพร้อมส่ง (${count.toLocaleString('th-TH')} ชิ้น)`,
  quantity: 'จำนวน',
  less: 'ลดจำนวน',
  more: 'เพิ่มจำนวน',
  added: (quantity: number) => `เพิ่ม ${quantity} ชิ้นลงตะกร้าแล้ว`,
  inCart: (quantity: number) => `อยู่ในตะกร้าแล้ว (${quantity} ชิ้น)`,
  rating: (rating: string, reviews: number) => `${rating} (${reviews} รีวิว)`,
  saving: (amount: string) => `ประหยัด ${amount}`,
  /** 'สมาชิกรับ <strong>N</strong> คะแนนสะสม', around the number. */
  pointsBefore: 'สมาชิกรับ ',
  pointsAfter: ' คะแนนสะสม',
  description: 'รายละเอียดสินค้า',
  howToUse: 'วิธีใช้',
  /**
   * The safety line under the description. A product with a label section hears อ่านฉลากก่อนใช้
   * there, once a page (issue 37); one without hears it here.
   */
  safety: 'สวมอุปกรณ์ป้องกันขณะใช้ และเก็บให้พ้นมือเด็ก',
  safetyReadLabel: 'อ่านฉลากก่อนใช้ สวมอุปกรณ์ป้องกันขณะใช้ และเก็บให้พ้นมือเด็ก',
  notFound: 'ไม่พบสินค้านี้',
  notFoundHint: 'สินค้าอาจถูกนำออกจากร้านแล้ว',
  failed: 'ขออภัย โหลดข้อมูลสินค้าไม่สำเร็จ',
  loading: 'กำลังโหลดสินค้า...',
} as const;
