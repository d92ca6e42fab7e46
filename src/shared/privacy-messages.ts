/** The privacy notice page, the customer's privacy page and the owner's privacy settings. */
export const privacyMessages = {
  notice: {
    title: 'ประกาศความเป็นส่วนตัว',
    version: (version: number, date: string) => `ฉบับที่ ${version} ประกาศเมื่อ ${date}`,
    loading: 'กำลังโหลดประกาศ…',
    loadFailed: 'ขออภัย โหลดประกาศไม่สำเร็จ',
  },
  account: {
    title: 'ข้อมูลของฉันและความเป็นส่วนตัว',
    menu: 'ข้อมูลของฉันและความเป็นส่วนตัว',
    loading: 'กำลังโหลด…',
    loadFailed: 'ขออภัย โหลดข้อมูลไม่สำเร็จ',
    failed: 'ขออภัย ทำรายการไม่สำเร็จ กรุณาลองใหม่',
    noticeTitle: 'ประกาศความเป็นส่วนตัว',
    noticeAccepted: (version: number) => `คุณยอมรับประกาศฉบับที่ ${version} แล้ว`,
    noticeUpdated: (current: number) =>
      `ร้านปรับปรุงประกาศความเป็นส่วนตัวเป็นฉบับที่ ${current} กรุณาอ่านและกดยอมรับ`,
    readNotice: 'อ่านประกาศ',
    acceptNotice: 'ยอมรับฉบับใหม่',
    marketingTitle: 'ข่าวสารและโปรโมชัน',
    marketing: 'รับข่าวสารและโปรโมชันทางอีเมลหรือ LINE',
    marketingOn: 'คุณรับข่าวสารและโปรโมชันอยู่ ยกเลิกได้ทุกเมื่อ',
    marketingOff: 'คุณไม่ได้รับข่าวสารและโปรโมชัน',
    exportTitle: 'ดาวน์โหลดข้อมูลของฉัน',
    exportHint:
      'ไฟล์ JSON ของทุกอย่างที่ร้านเก็บเกี่ยวกับคุณ: โปรไฟล์ ที่อยู่ คำสั่งซื้อ การชำระเงิน ความยินยอม LINE และประวัติการใช้งาน',
    exportButton: 'ดาวน์โหลดข้อมูลของฉัน',
    deleteTitle: 'ลบบัญชี',
    deleteHint:
      'บัญชี ที่อยู่ การเชื่อมต่อ LINE และประวัติการใช้งานของคุณจะถูกลบ คำสั่งซื้อจะเก็บไว้สำหรับบัญชีของร้านโดยไม่มีชื่อ เบอร์โทร และที่อยู่ ส่วนใบเสร็จที่ออกแล้วเก็บไว้ 5 ปีตามกฎหมายภาษีอากร',
    deleteButton: 'ลบบัญชี',
    deleteConfirmTitle: 'ยืนยันการลบบัญชี',
    deleteConfirm: 'ลบบัญชีถาวร',
    deletePassword: 'รหัสผ่านของคุณ',
    cancel: 'ยกเลิก',
    deleted: 'ลบบัญชีเรียบร้อยแล้ว',
  },
} as const;
