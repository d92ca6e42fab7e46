import type { SetupStep } from './contracts/settings-answers.ts';

/**
 * The owner's checklist on the back office's first page: the settings a shop sets before it sells
 * (decision 0039). Each step names what it asks for and where it is set.
 */
export const setupMessages = {
  title: 'ตั้งค่าร้านให้พร้อมก่อนเปิดขาย',
  intro: 'ร้านใหม่ยังใช้ข้อมูลตัวอย่างของร้านสาธิต ลูกค้าจะโอนเงินและติดต่อผิดที่ กรุณาตั้งค่ารายการที่ยังไม่ครบ',
  progress: (done: number, total: number) => `ตั้งค่าแล้ว ${done} จาก ${total} รายการ`,
  done: 'ตั้งค่าแล้ว',
  toDo: 'ยังไม่ได้ตั้งค่า',
  steps: {
    shop: {
      label: 'ข้อมูลร้าน',
      hint: 'ชื่อ ที่อยู่ เบอร์โทรศัพท์ และอีเมลของร้านเอง แทนข้อมูลตัวอย่าง',
    },
    taxId: {
      label: 'เลขประจำตัวผู้เสียภาษี',
      hint: '13 หลัก สำหรับหัวเอกสารของร้าน ตั้งได้ในหน้าการชำระเงิน',
    },
    payments: {
      label: 'บัญชีรับเงิน',
      hint: 'พร้อมเพย์และบัญชีธนาคารของร้าน สำหรับทุกช่องทางชำระล่วงหน้าที่เปิดรับ',
    },
    shipping: {
      label: 'ค่าจัดส่ง',
      hint: 'ค่าส่งต่อพัสดุ ยอดส่งฟรี และจังหวัดห่างไกล ตอนนี้ร้านยังส่งฟรีทุกคำสั่งซื้อ',
    },
    line: {
      label: 'LINE แจ้งเตือนร้าน',
      hint: 'ช่องทาง LINE และผู้รับของร้าน เพื่อรู้ทันทีเมื่อมีคำสั่งซื้อหรือสลิปใหม่',
    },
  } satisfies Record<SetupStep, { label: string; hint: string }>,
};
