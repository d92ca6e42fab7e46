import type { ShopSettings } from '../../shared/contracts/settings.ts';

/** `GET /api/settings/shop` as the demo shop answers it, for client tests. */
export function buildShopSettings(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    name: 'ร้านเกษตรอยุธยา',
    address: '99/9 หมู่ 2 ต.คลองสวนพลู อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000',
    email: 'contact@kasetayutthaya.example',
    phone: '0352123456',
    hours: {
      weekdays: 'จันทร์ - ศุกร์ 8:00 - 17:00',
      saturday: 'เสาร์ 8:00 - 16:00',
      sunday: 'อาทิตย์ ปิดทำการ',
    },
    lineQrImage: '/images/line-qr.svg',
    lineId: '@kaset-ayutthaya',
    lineUrl: 'https://line.me/R/ti/p/@kaset-ayutthaya',
    ...overrides,
  };
}
