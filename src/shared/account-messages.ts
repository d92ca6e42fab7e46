/** The texts of logging in, registering, the personal-information dialog and the user menu. */
export const accountMessages = {
  login: {
    title: 'เข้าสู่ระบบ',
    registerTitle: 'สมัครสมาชิก',
    invalidCredentials: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง',
    accountLocked: 'บัญชีของคุณถูกระงับ โปรดติดต่อร้านค้า',
    tryAgainIn: (seconds: number) => `โปรดลองอีกครั้งใน ${seconds} วินาที`,
    passwordsDoNotMatch: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 6 characters long',
    phoneTaken: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว',
    commonPassword: 'รหัสผ่านนี้คาดเดาง่ายเกินไป กรุณาตั้งรหัสผ่านที่ปลอดภัยกว่านี้',
    firstNameRequired: 'กรุณากรอกชื่อ',
    lastNameRequired: 'กรุณากรอกนามสกุล',
    nameTooLong: 'ต้องไม่เกิน 100 ตัวอักษร',
    phoneRequired: 'กรุณากรอกเบอร์โทรศัพท์',
    phoneInvalid: 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง (9-10 หลัก ขึ้นต้นด้วย 0)',
    passwordRequired: 'กรุณากรอกรหัสผ่าน',
    passwordTooLong: 'รหัสผ่านต้องไม่เกิน 128 ตัวอักษร',
    addressRequired: 'กรุณากรอกที่อยู่',
    addressTooLong: 'ที่อยู่ต้องไม่เกิน 500 ตัวอักษร',
    failed: 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
    noAccount: 'ยังไม่มีบัญชี? ',
    haveAccount: 'มีบัญชีอยู่แล้ว? ',
  },
  /** The labels of the login, register and personal-information fields. */
  fields: {
    firstName: 'ชื่อ',
    lastName: 'นามสกุล',
    phone: 'เบอร์โทรศัพท์',
    phonePlaceholder: '0812345678',
    password: 'รหัสผ่าน',
    confirmPassword: 'ยืนยันรหัสผ่าน',
    address: 'ที่อยู่',
  },
  profile: {
    editLocked: 'คุณสามารถแก้ไขข้อมูลได้อีกครั้งหลังจาก 7 วัน',
    updated: 'อัปเดตข้อมูลสำเร็จ! คุณสามารถแก้ไขได้อีกครั้งใน 7 วัน',
    updateFailed: 'ไม่สามารถอัปเดตข้อมูลได้',
    phoneNotEditable: 'ไม่สามารถแก้ไขเบอร์โทรศัพท์ได้',
    title: 'ข้อมูลส่วนตัว',
    save: 'บันทึกข้อมูล',
    cancel: 'ยกเลิก',
    close: 'ปิด',
    lockLabel: 'แก้ไขข้อมูลได้อีกครั้งภายหลัง',
    lockDaysLeft: (days: number) => `คุณสามารถแก้ไขข้อมูลได้อีกครั้งในอีก ${days} วัน`,
    lastEdit: (date: string) => `แก้ไขล่าสุดเมื่อ: ${date}`,
    nextEdit: (date: string) => `แก้ไขได้อีกครั้งวันที่: ${date}`,
  },
  /**
   * The signed-in user's menu in the header: Thai for everyone, the staff-only entry and staff
   * badges in English, as the back office (docs/decisions/0042).
   */
  menu: {
    label: 'เมนูบัญชี',
    profile: 'แก้ไขข้อมูลส่วนตัว',
    orders: 'คำสั่งซื้อของฉัน',
    addresses: 'สมุดที่อยู่',
    line: 'เชื่อมต่อ LINE',
    privacy: 'ข้อมูลของฉันและความเป็นส่วนตัว',
    admin: 'Admin Panel',
    logout: 'ออกจากระบบ',
    /** The spec's 'Customer' badge, as a customer reads it. */
    customerBadge: 'ลูกค้า',
  },
  consent: {
    acceptBefore: 'ฉันได้อ่านและยอมรับ',
    notice: 'ประกาศความเป็นส่วนตัว',
    acceptAfter: 'ของร้าน',
    marketing: 'รับข่าวสารและโปรโมชันทางอีเมลหรือ LINE (ไม่บังคับ ยกเลิกได้ทุกเมื่อ)',
  },
  privacy: {
    invalidChoice: 'ข้อมูลไม่ถูกต้อง',
    passwordRequired: 'กรุณากรอกรหัสผ่านเพื่อยืนยัน',
    wrongPassword: 'รหัสผ่านไม่ถูกต้อง',
    staffCannotErase: 'บัญชีพนักงานลบเองไม่ได้ กรุณาติดต่อเจ้าของร้าน',
    openOrders:
      'ยังลบบัญชีไม่ได้ เพราะมีคำสั่งซื้อที่ยังไม่ได้รับสินค้าหรือยังไม่ได้ยกเลิก กรุณารอให้ได้รับสินค้าหรือยกเลิกคำสั่งซื้อก่อน',
    noticeRequired: 'กรุณากรอกประกาศความเป็นส่วนตัว',
    noticeTooLong: 'ประกาศยาวเกินไป',
    daysRange: (min: number, max: number) => `กรุณากรอกจำนวนวัน ${min}–${max}`,
    mustAccept: 'กรุณายอมรับประกาศความเป็นส่วนตัวก่อนสมัครสมาชิก',
  },
} as const;
