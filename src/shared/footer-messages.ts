/** The storefront footer's texts (client/app/shell/site-footer.tsx). */
export const footerMessages = {
  about:
    'สารกำจัดวัชพืช สารกำจัดแมลง สารกำจัดโรคพืช ฮอร์โมนพืช และอุปกรณ์การเกษตร สำหรับเกษตรกรอยุธยาและใกล้เคียง',
  categories: 'หมวดหมู่สินค้า',
  quickLinks: 'ลิงก์ด่วน',
  home: 'หน้าแรก',
  help: 'ช่วยเหลือ',
  howToOrder: 'วิธีสั่งซื้อ',
  contact: 'ติดต่อเรา',
  privacy: 'ประกาศความเป็นส่วนตัว',
  newsletter: 'รับข่าวสารและโปรโมชัน',
  /** The year in the Buddhist Era, as Thai shops write it. */
  copyright: (shop: string) => `© 2569 ${shop}`,
} as const;
