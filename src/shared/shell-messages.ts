/**
 * The texts of the storefront's frame, which every page loads with its first screen: the skip
 * link, the header, the navigation, the side widget and the mobile menu. The footer's texts are in
 * footer-messages.ts, which loads with the footer when it comes near the screen.
 */
export const shellMessages = {
  skipToContent: 'ข้ามไปยังเนื้อหา',
  header: {
    searchLabel: 'ค้นหาสินค้า',
    search: 'ค้นหา',
    menu: 'เมนู',
    logIn: 'เข้าสู่ระบบ',
  },
  links: {
    allProducts: 'สินค้าทั้งหมด',
    problems: 'ปัญหาในแปลง',
    bestsellers: 'สินค้าขายดี',
    promotions: 'โปรโมชัน',
    articles: 'บทความ',
    news: 'ข่าวสาร',
  },
  mobileMenu: {
    label: 'เมนู',
    categories: 'หมวดหมู่สินค้า',
    browse: 'เลือกดู',
  },
  sideWidget: {
    label: 'ติดต่อร้าน',
    line: 'ติดต่อทางไลน์',
    call: 'โทรหาร้าน',
    backToTop: 'กลับขึ้นด้านบน',
  },
  lineContact: {
    qrAlt: 'คิวอาร์โค้ดไลน์ของร้าน',
    scan: 'สแกนเพื่อแอดไลน์',
    open: 'เปิด LINE',
  },
  /** The router's fallback page (client/app/error-page.tsx). */
  errorPage: {
    notFound: 'ไม่พบหน้าที่คุณต้องการ',
    failed: 'ขออภัย ระบบขัดข้องชั่วคราว โปรดลองใหม่อีกครั้ง',
    home: 'กลับหน้าแรก',
  },
} as const;
