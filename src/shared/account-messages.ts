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
  },
  profile: {
    editLocked: 'คุณสามารถแก้ไขข้อมูลได้อีกครั้งหลังจาก 7 วัน',
    updated: 'อัปเดตข้อมูลสำเร็จ! คุณสามารถแก้ไขได้อีกครั้งใน 7 วัน',
    updateFailed: 'ไม่สามารถอัปเดตข้อมูลได้',
    phoneNotEditable: 'ไม่สามารถแก้ไขเบอร์โทรศัพท์ได้',
  },
  /** The signed-in user's menu in the header (staff entries in English, as the back office). */
  menu: {
    label: 'เมนูบัญชี',
    profile: 'แก้ไขข้อมูลส่วนตัว',
    orders: 'คำสั่งซื้อของฉัน',
    admin: 'Admin Panel',
    logout: 'Logout',
  },
} as const;
