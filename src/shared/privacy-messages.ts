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
    openOrdersTitle: 'คำสั่งซื้อที่ยังไม่เสร็จ',
    openOrder: (id: string) => `คำสั่งซื้อ ${id}`,
    cancel: 'ยกเลิก',
    deleted: 'ลบบัญชีเรียบร้อยแล้ว',
    deletedHint:
      'ข้อมูลส่วนตัวของคุณถูกลบแล้ว และคุณออกจากระบบแล้ว หากต้องการสั่งซื้ออีกครั้ง สมัครสมาชิกด้วยเบอร์โทรศัพท์เดิมได้',
    backHome: 'กลับหน้าแรก',
  },
  /** The prompt on the storefront when the notice changed since the customer accepted it. */
  prompt: {
    label: 'ประกาศความเป็นส่วนตัวฉบับใหม่',
    changed: 'ร้านปรับปรุงประกาศความเป็นส่วนตัว กรุณาอ่านฉบับใหม่',
    read: 'อ่านประกาศ',
    accept: 'รับทราบ',
    failed: 'ขออภัย บันทึกไม่สำเร็จ กรุณาลองใหม่',
  },
  /** The owner's settings: the notice and how long the shop keeps what it collects. */
  settings: {
    tab: 'ความเป็นส่วนตัว',
    subtitle: 'ประกาศความเป็นส่วนตัวที่ลูกค้ายอมรับ และระยะเวลาที่ร้านเก็บข้อมูล',
    loadFailed: 'ขออภัย โหลดการตั้งค่าความเป็นส่วนตัวไม่สำเร็จ',
    noticeTitle: 'ประกาศความเป็นส่วนตัว',
    inForce: (version: number, when: string) => `ฉบับที่ใช้อยู่: ฉบับที่ ${version} ประกาศเมื่อ ${when}`,
    notice: 'ข้อความประกาศ (HTML)',
    noticeHint:
      'ใช้ได้เฉพาะหัวข้อ (h2, h3) ย่อหน้า รายการ ตัวหนา ตัวเอียง และลิงก์ เมื่อบันทึกข้อความที่เปลี่ยนไป ร้านจะประกาศเป็นฉบับใหม่ และลูกค้าที่เข้าสู่ระบบจะถูกขอให้อ่านอีกครั้ง',
    retentionTitle: 'ระยะเวลาเก็บข้อมูล',
    eventRetention: 'เก็บประวัติการใช้งานเว็บไซต์ (วัน)',
    eventRetentionHint: '30–3650 วัน ประวัติการเข้าชมที่เก่ากว่านี้จะถูกลบ',
    slipRetention: 'เก็บรูปสลิปการโอนเงิน (วัน)',
    slipRetentionHint:
      '7–3650 วัน นับจากวันที่ร้านตรวจสลิป เมื่อครบกำหนดรูปสลิปจะถูกลบ ส่วนรายการชำระเงินยังเก็บไว้',
    save: 'บันทึกการตั้งค่าความเป็นส่วนตัว',
    saving: 'กำลังบันทึก...',
    saved: 'บันทึกการตั้งค่าความเป็นส่วนตัวแล้ว',
    published: (version: number) => `บันทึกแล้ว และประกาศเป็นฉบับที่ ${version} ลูกค้าจะถูกขอให้อ่านอีกครั้ง`,
  },
} as const;
