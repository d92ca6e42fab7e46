import type { TargetKind } from './contracts/farm-fit.ts';

/** The texts of the crop browser, "ปัญหาในแปลง": crop, then pest, weed or disease, then products. */
export const farmMessages = {
  problems: {
    title: 'ปัญหาในแปลง',
    subtitle: 'เลือกพืชที่ปลูก แล้วเลือกแมลง วัชพืช หรือโรคที่พบ เพื่อดูสินค้าที่ฉลากแนะนำ',
    pickCrop: 'เลือกพืช',
    pickTarget: (crop: string) => `พบปัญหาอะไรใน${crop}`,
    changeCrop: 'เปลี่ยนพืช',
    changeTarget: 'เปลี่ยนปัญหา',
    kinds: {
      insect: 'แมลงศัตรูพืช',
      weed: 'วัชพืช',
      disease: 'โรคพืช',
      other: 'อื่น ๆ',
    } satisfies Record<TargetKind, string>,
    noTargets: 'ยังไม่มีข้อมูลปัญหาของพืชนี้',
    unknownCrop: 'ไม่พบพืชที่เลือก กรุณาเลือกใหม่',
    unknownTarget: 'ไม่พบปัญหาที่เลือก กรุณาเลือกใหม่',
    recommendations: (crop: string, target: string) => `สินค้าสำหรับ${target}ใน${crop}`,
    rotateHint: 'สลับใช้สารต่างกลุ่มทุก 30 วัน เพื่อลดการดื้อยา',
    group: (scheme: string, group: string) => `${scheme} กลุ่ม ${group}`,
    noGroup: 'ไม่ระบุกลุ่มสาร',
    rate: 'อัตราใช้',
    noRecommendations: 'ยังไม่มีสินค้าที่ฉลากแนะนำสำหรับปัญหานี้',
    viewProduct: 'ดูสินค้าและคำนวณปริมาณ',
    cropsFailed: 'โหลดรายชื่อพืชไม่สำเร็จ',
    recommendationsFailed: 'โหลดสินค้าที่แนะนำไม่สำเร็จ',
    readLabel: 'อ่านฉลากก่อนใช้',
  },
  productDosage: {
    title: 'คำนวณปริมาณการใช้สำหรับแปลงของคุณ',
    useLabel: 'ใช้กับพืชและศัตรูพืช',
    loading: 'กำลังโหลดเครื่องคำนวณ…',
    added: 'ใส่สินค้าตามที่คำนวณลงตะกร้าแล้ว',
    noPacks: 'ขนาดบรรจุที่มีในสต็อกไม่พอสำหรับพื้นที่นี้',
    failed: 'ขออภัย คำนวณไม่สำเร็จ กรุณาลองใหม่',
  },
} as const;
