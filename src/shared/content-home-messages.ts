/** The texts of the home page's articles, news, contact and reviews sections, word for word. */
export const contentHomeMessages = {
  articles: {
    title: 'บทความล่าสุด',
    subtitle: 'ความรู้การเกษตรจากทีมงานร้าน',
    action: 'ดูบทความทั้งหมด',
    failed: 'ขออภัย โหลดบทความไม่สำเร็จ',
    none: 'ยังไม่มีบทความใหม่ในขณะนี้.',
  },
  news: {
    title: 'ข่าวสารล่าสุด',
    subtitle: 'ติดตามข่าวที่เกษตรกรควรรู้',
    action: 'ดูข่าวสารทั้งหมด',
    failed: 'ขออภัย โหลดข่าวสารไม่สำเร็จ',
    none: 'ยังไม่มีข่าวสารใหม่ในตอนนี้.',
  },
  contact: {
    title: 'ติดต่อเรา',
    subtitle: 'สอบถามสินค้าและวิธีใช้ได้ทุกช่องทาง',
    failed: 'ขออภัย โหลดข้อมูลติดต่อร้านไม่สำเร็จ',
    qrAlt: (lineId: string) => `คิวอาร์โค้ดไลน์ของร้าน ${lineId}`,
    scan: 'สแกนเพื่อแอดไลน์',
    line: (lineId: string) => `LINE: ${lineId}`,
    phone: 'โทรศัพท์',
    email: 'อีเมล',
    hours: 'เวลาทำการ',
  },
  reviews: {
    title: 'รีวิวจากลูกค้า',
    subtitle: 'เสียงจากเกษตรกรที่ใช้สินค้าของร้าน',
    failed: 'ขออภัย โหลดรีวิวไม่สำเร็จ',
    none: 'ไม่พบรีวิว',
  },
} as const;
