import { dosageUnitMessages } from './dosage-unit-messages.ts';

/** The texts of the dosage calculator: its warnings, its form and its answer. */
export const dosageMessages = {
  warnings: {
    READ_LABEL: 'อ่านฉลากก่อนใช้',
    MAX_APPLICATIONS: (times: number, intervalDays?: number) =>
      intervalDays
        ? `ฉลากให้ใช้ไม่เกิน ${times} ครั้งต่อรอบการปลูก ห่างกันอย่างน้อย ${intervalDays} วัน`
        : `ฉลากให้ใช้ไม่เกิน ${times} ครั้งต่อรอบการปลูก`,
    PRE_HARVEST_INTERVAL: (days: number) => `หยุดใช้ก่อนเก็บเกี่ยวอย่างน้อย ${days} วัน`,
    ROTATION: (groups: string) =>
      `ใน 30 วันที่ผ่านมาคุณซื้อสารกลุ่ม ${groups} สำหรับพืชนี้แล้ว ควรสลับไปใช้สารกลุ่มอื่นเพื่อลดการดื้อยา`,
    NO_PACKS: 'ขณะนี้ไม่มีขนาดบรรจุในสต็อกที่ใช้กับปริมาณนี้ได้',
  },
  refusals: {
    RATE_BASIS_UNSUPPORTED: {
      kg_seed: 'ฉลากให้อัตราต่อกิโลกรัมเมล็ดพันธุ์ ซึ่งเครื่องคำนวณตามพื้นที่ยังไม่รองรับ กรุณาดูอัตราบนฉลาก',
      tree: 'ฉลากให้อัตราต่อต้น ซึ่งเครื่องคำนวณตามพื้นที่ยังไม่รองรับ กรุณาดูอัตราบนฉลาก',
    },
    UNITS_MISMATCH: 'หน่วยของอัตราใช้บนฉลากไม่ตรงกับหน่วยของสินค้า',
    NO_USE: 'ฉลากของสินค้านี้ไม่มีวิธีใช้สำหรับพืชและศัตรูพืชที่เลือก',
    UNKNOWN_SIZE: 'ไม่พบขนาดบรรจุนี้ของสินค้า',
    BANNED_SUBSTANCE: (names: string | null) =>
      names
        ? `${names} เป็นวัตถุอันตรายที่ห้ามใช้ในประเทศไทย ร้านจึงไม่คำนวณปริมาณการใช้ให้`
        : 'สินค้านี้มีวัตถุอันตรายที่ห้ามใช้ในประเทศไทย ร้านจึงไม่คำนวณปริมาณการใช้ให้',
  },
  form: {
    area: 'พื้นที่',
    rai: 'ไร่',
    ngan: 'งาน',
    wa: 'ตารางวา',
    sprayer: 'เครื่องพ่น',
    sprayers: {
      knapsack: 'ถังพ่นสะพายหลัง',
      motor: 'เครื่องพ่นแบบเครื่องยนต์',
      drone: 'โดรนพ่นยา',
    },
    waterPerRai: 'น้ำต่อไร่ (ลิตร)',
    droneNote: 'โดรนใช้น้ำน้อยกว่ามาก ปริมาณสารต่อไร่ยังเท่ากับการพ่นด้วยถังสะพาย',
    areaInvalid: 'กรุณากรอกพื้นที่อย่างน้อย 1 ตารางวา (งาน 0–3, ตารางวา 0–399.99)',
    nganInvalid: 'งานต้องเป็นจำนวนเต็ม 0–3',
    waInvalid: 'ตารางวาต้องอยู่ระหว่าง 0–399.99',
    raiInvalid: 'ไร่ต้องอยู่ระหว่าง 0–100,000',
    waterInvalid: 'น้ำต่อไร่ต้องอยู่ระหว่าง 1–1,000 ลิตร',
    rate: (rate: string) => `อัตราตามฉลาก ${rate}`,
    waterPerRaiUnit: 'ลิตรต่อไร่',
    ratePer: dosageUnitMessages.ratePer,
  },
  result: {
    heading: 'ผลการคำนวณ',
    areaRai: 'พื้นที่รวม',
    water: 'น้ำที่ใช้',
    tanks: 'จำนวนถัง (20 ลิตร)',
    perTank: 'สารต่อถัง 20 ลิตร',
    total: 'สารที่ใช้ทั้งหมด',
    packs: 'ขนาดบรรจุที่คุ้มที่สุด',
    packLine: (label: string, quantity: number) => `${label} × ${quantity}`,
    packsPrice: 'รวมราคา',
    addAll: 'ใส่ตะกร้าทั้งหมด',
    warnings: 'ข้อควรระวัง',
    raiValue: (rai: string) => `${rai} ไร่`,
    tankValue: (tanks: number) => `${tanks} ถัง`,
  },
  units: dosageUnitMessages.units,
} as const;
