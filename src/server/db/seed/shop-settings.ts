import type { shopSettings } from '../schema/settings.ts';

/** The shop's name and contact details as it opens; the owner edits them in the admin. */
export const defaultShopSettings: typeof shopSettings.$inferInsert = {
  id: 1,
  name: 'ร้านเกษตรอยุธยา',
  address: '99/9 หมู่ 2 ต.คลองสวนพลู อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000',
  email: 'contact@kasetayutthaya.example',
  phone: '0352123456',
  hours: {
    weekdays: 'จันทร์ - ศุกร์ 8:00 - 17:00',
    saturday: 'เสาร์ 8:00 - 16:00',
    sunday: 'อาทิตย์ ปิดทำการ',
  },
  lineQrImageUrl: '/images/line-qr.svg',
  lineId: '@kaset-ayutthaya',
  lineUrl: 'https://line.me/R/ti/p/@kaset-ayutthaya',
};
