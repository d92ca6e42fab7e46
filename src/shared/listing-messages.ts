import { bahtToSatang, formatBaht } from './domain/money.ts';

/** The product listing's texts, word for word: its page and its filter column. */
export const listingMessages = {
  page: {
    subtitle: 'สินค้าเกษตรคุณภาพ ส่งตรงจากร้านเกษตรอยุธยา',
    searchResults: (q: string) => `ผลการค้นหา “${q}”`,
    unknownCategory: 'ไม่พบหมวดหมู่สินค้านี้',
    search: 'ค้นหาในรายการสินค้า',
    searchPlaceholder: 'ค้นหาชื่อสินค้า รายละเอียด หรือแท็ก',
    searchButton: 'ค้นหา',
    emptyHint: 'ลองใช้คำค้นอื่น หรือเลือกดูสินค้าทั้งหมดของร้าน',
    filtersToggle: 'ตัวกรอง: หมวดหมู่และช่วงราคา',
    filters: 'ตัวกรองสินค้า',
    results: 'รายการสินค้า',
    found: (total: number) => `พบสินค้า ${total.toLocaleString('th-TH')} รายการ`,
    foundFor: (total: number, q: string) =>
      `พบสินค้า ${total.toLocaleString('th-TH')} รายการ สำหรับ “${q}”`,
    failed: 'ขออภัย โหลดรายการสินค้าไม่สำเร็จ',
  },
  filters: {
    categories: 'หมวดหมู่สินค้า',
    categoriesFailed: 'โหลดหมวดหมู่ไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    priceRange: 'ช่วงราคา (บาท)',
    min: 'ต่ำสุด',
    max: 'สูงสุด',
    slider: 'เลื่อนเพื่อกำหนดราคาสูงสุด',
    notANumber: 'กรุณากรอกราคาเป็นตัวเลข',
    minAboveMax: 'ราคาต่ำสุดต้องไม่เกินราคาสูงสุด',
    applyPrice: 'ใช้ช่วงราคานี้',
    reset: 'ล้างตัวกรองทั้งหมด',
    /** The filter's amounts are whole baht, as typed and as in the URL: ฿1,000.00. */
    amount: (baht: number) => formatBaht(bahtToSatang(baht)),
    chosen: 'ตัวกรองที่เลือก',
    /** 'ราคา ฿100–฿500', 'ราคา ฿100 ขึ้นไป' or 'ราคาไม่เกิน ฿500'. */
    priceBetween: (min: string, max: string) => `ราคา ${min}–${max}`,
    priceFrom: (min: string) => `ราคา ${min} ขึ้นไป`,
    priceUpTo: (max: string) => `ราคาไม่เกิน ${max}`,
    removePrice: (label: string) => `เอา${label} ออก`,
    removeTag: (tag: string) => `เอาแท็ก ${tag} ออก`,
  },
} as const;
