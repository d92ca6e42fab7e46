import type { CategoryId } from './domain/categories.ts';

/** The words of the month's summary page (รายงานประจำเดือน). */
export const reportMessages = {
  badMonth: 'กรุณาระบุเดือนเป็น ปปปป-ดด เช่น 2026-11',
  title: 'สรุปยอดประจำเดือน',
  month: 'เดือน',
  loading: 'กำลังโหลด…',
  failed: 'โหลดรายงานไม่สำเร็จ',
  orders: 'คำสั่งซื้อ',
  paid: 'ยอดรับชำระ',
  refunded: 'ยอดคืนเงิน',
  exemptSales: 'ยอดขายที่ยกเว้นภาษีมูลค่าเพิ่ม',
  taxableSales: 'ยอดขายที่ต้องเสียภาษี (รวม VAT)',
  vat: 'ภาษีมูลค่าเพิ่ม (7/107)',
  notVatRegistered: 'ร้านยังไม่ได้จดทะเบียนภาษีมูลค่าเพิ่ม จึงไม่คำนวณ VAT',
  byPaymentMethod: 'แยกตามวิธีชำระเงิน',
  byCategory: 'แยกตามหมวดสินค้า',
  points: {
    title: 'แต้มสมาชิก',
    earned: 'แต้มที่ลูกค้าได้รับ (หักแต้มที่เรียกคืน)',
    spent: 'แต้มที่ใช้เป็นส่วนลด (หักแต้มที่คืนให้)',
    adjusted: 'แต้มที่ร้านปรับให้',
    count: (points: number) => `${points.toLocaleString('th-TH')} แต้ม`,
  },
  methods: {
    promptpay: 'พร้อมเพย์',
    bank_transfer: 'โอนเงิน',
    cod: 'เก็บเงินปลายทาง',
    arranged: 'ตกลงกับทางร้าน',
  },
  note: 'นับคำสั่งซื้อที่สั่งในเดือนนี้ (เวลาไทย) ยอดขายคิดจากราคาสินค้าก่อนส่วนลดและค่าส่ง',
  nav: 'รายงานประจำเดือน',
} as const;

export type CategoryTotals = Record<CategoryId, number>;
