import type { promotions } from '../schema/promotions.ts';

/** The promotion a new shop opens with: 10% off what takes part, with the code FARM10. */
export const demoPromotion: typeof promotions.$inferInsert = {
  title: 'ลด 10% ต้อนรับฤดูเพาะปลูก',
  message: 'ใช้โค้ด FARM10 รับส่วนลด 10% สำหรับสินค้าที่ร่วมรายการ ตลอดฤดูเพาะปลูกนี้',
  imageUrl: null,
  discountCode: 'FARM10',
  discountType: 'percentage',
  discountValueHundredths: 1000,
  maxUses: 100,
  isActive: true,
};
