import type { HazardBand } from './contracts/farm-fit.ts';

/** Texts of the product label section and the farmer-fit answers (Thai, as customers read them). */
export const agronomyMessages = {
  banned: (names: string) => `ไม่สามารถบันทึกสินค้าเพื่อขายได้: ${names} เป็นวัตถุอันตรายที่ห้ามใช้ในประเทศไทย`,
  unknownCrop: (id: string) => `ไม่พบพืช "${id}" ในรายการพืช`,
  unknownTarget: (id: string) => `ไม่พบศัตรูพืช "${id}" ในรายการศัตรูพืช`,
  label: {
    title: 'ข้อมูลฉลาก',
    readLabel: 'อ่านฉลากก่อนใช้',
    registration: 'ทะเบียนเลขที่',
    formulation: 'สูตร',
    ingredients: 'สารสำคัญ',
    group: 'กลุ่ม',
    hazard: 'ระดับความเป็นพิษ',
    ppe: 'อุปกรณ์ป้องกันที่ต้องใช้',
    phi: 'ระยะปลอดภัยก่อนเก็บเกี่ยว',
    phiDays: (days: number) => `${days} วัน`,
    uses: 'อัตราใช้ตามฉลาก',
    crop: 'พืช',
    target: 'ศัตรูพืช',
    rate: 'อัตราใช้',
    water: 'น้ำต่อไร่',
    interval: 'พ่นซ้ำทุก',
    source: 'ที่มา',
    restricted: 'วัตถุอันตรายที่จำกัดการใช้',
    notAvailable: '–',
    waterLitres: (litres: number) => `${litres} ลิตร`,
    intervalDays: (days: number, max?: number) =>
      max ? `${days} วัน (ไม่เกิน ${max} ครั้ง)` : `${days} วัน`,
  },
  /** The listing's finder: products for a crop and its pest. */
  finder: {
    heading: 'ค้นหาตามพืชและศัตรูพืช',
    crop: 'พืช',
    target: 'ศัตรูพืช',
    anyCrop: 'ทุกพืช',
    anyTarget: 'ทุกศัตรูพืช',
    failed: 'โหลดรายการพืชไม่สำเร็จ',
  },
  hazardBands: {
    red: 'แถบสีแดง: พิษร้ายแรงมาก',
    yellow: 'แถบสีเหลือง: พิษร้ายแรงปานกลาง',
    blue: 'แถบสีน้ำเงิน: พิษน้อย',
    green: 'แถบสีเขียว: ไม่น่าเป็นอันตรายเฉียบพลัน',
  } satisfies Record<HazardBand, string>,
  ratePer: { '20l': 'ต่อน้ำ 20 ลิตร', rai: 'ต่อไร่', kg_seed: 'ต่อเมล็ด 1 กก.', tree: 'ต่อต้น' },
  units: { ml: 'มล.', l: 'ลิตร', g: 'กรัม', kg: 'กก.', piece: 'ชิ้น' },
  /** PPE a label asks for: the keys the admin picks, with the caption under each picture. */
  ppe: {
    gloves: 'ถุงมือ',
    mask: 'หน้ากาก',
    goggles: 'แว่นตา',
    boots: 'รองเท้าบูท',
    'long-sleeves': 'เสื้อแขนยาว',
  },
} as const;

export type PpeItem = keyof typeof agronomyMessages.ppe;
export const PPE_ITEMS = Object.keys(agronomyMessages.ppe) as PpeItem[];
