/** The texts of a password reset: the staff's code dialog and the customer's reset form. */
export const passwordResetMessages = {
  /** The login dialog's link to the reset form. */
  forgot: 'ลืมรหัสผ่าน?',
  title: 'ตั้งรหัสผ่านใหม่',
  intro: 'กรอกรหัสรีเซ็ต 8 หลักที่ได้รับจากร้านค้า แล้วตั้งรหัสผ่านใหม่',
  code: 'รหัสรีเซ็ต',
  newPassword: 'รหัสผ่านใหม่',
  confirmPassword: 'ยืนยันรหัสผ่านใหม่',
  submit: 'ตั้งรหัสผ่านใหม่และเข้าสู่ระบบ',
  backToLogin: 'กลับไปหน้าเข้าสู่ระบบ',
  askLine: 'ขอรหัสทาง LINE',
  lineSent: 'ถ้าเบอร์นี้เชื่อมต่อ LINE ไว้ ร้านจะส่งรหัสไปทาง LINE',
  codeRequired: 'กรุณากรอกรหัสรีเซ็ต 8 หลัก',
  wrongCode: 'รหัสรีเซ็ตไม่ถูกต้องหรือหมดอายุแล้ว',
  done: 'ตั้งรหัสผ่านใหม่เรียบร้อย',
  /** The members page: staff make a code and hand it over. */
  staff: {
    make: 'สร้างรหัสรีเซ็ตรหัสผ่าน',
    confirmTitle: 'สร้างรหัสรีเซ็ตรหัสผ่าน',
    confirm: (name: string) => `สร้างรหัสรีเซ็ตรหัสผ่านให้ ${name}? รหัสเดิมที่ยังไม่ได้ใช้จะใช้ไม่ได้อีก`,
    confirmButton: 'สร้างรหัส',
    cancel: 'ยกเลิก',
    codeTitle: 'รหัสรีเซ็ตรหัสผ่าน',
    handOver: 'แจ้งรหัสนี้ให้สมาชิกทางโทรศัพท์หรือ LINE รหัสจะแสดงเพียงครั้งเดียว ใช้ได้ครั้งเดียว',
    expires: (time: string) => `ใช้ได้ 30 นาที ถึง ${time}`,
    copy: 'คัดลอกรหัส',
    copied: 'คัดลอกแล้ว',
    copyFailed: 'คัดลอกไม่ได้ กรุณาจดรหัสนี้',
    copyLabel: 'คัดลอกรหัสรีเซ็ต',
    close: 'ปิด',
    failed: 'สร้างรหัสไม่สำเร็จ โปรดลองอีกครั้ง',
  },
} as const;
