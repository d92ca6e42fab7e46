/** The shop's texts, word for word, in one place. */
export const messages = {
  unexpectedError: 'Unexpected Application Error!',
  /** Any answer while the database cannot be reached (503 UNAVAILABLE). */
  databaseUnavailable: 'ระบบขัดข้องชั่วคราว ไม่ได้บันทึกสิ่งใด กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  /** 409 ORDER_NOT_PAID: a refund or a full tax invoice asked of an order that holds no money. */
  orderNotPaid: 'คำสั่งซื้อนี้ยังไม่ได้รับชำระเงิน',
  /** The browser tab's title: a page's own name before the shop's, or the shop's alone. */
  pageTitle: (title: string) => `${title} | ร้านเกษตรอยุธยา`,
  shopTitle: 'ร้านเกษตรอยุธยา',
  /** The × of every storefront dialog; back-office dialogs say adminMessages.dialog.close. */
  dialog: { close: 'ปิด' },
  /** The password field's show/hide button, named after its field. */
  field: {
    show: (label: string) => `แสดง${label}`,
    hide: (label: string) => `ซ่อน${label}`,
  },
  newsletter: {
    label: 'อีเมลของคุณ',
    placeholder: 'you@example.com',
    /** The spec's 'Subscribe', in the Thai a customer reads (docs/decisions/0042). */
    submit: 'สมัครรับข่าวสาร',
    thanks: 'ขอบคุณที่สมัครรับข่าวสาร!',
    failed: 'ไม่สามารถสมัครรับข่าวสารได้ โปรดลองอีกครั้ง',
  },
  searchPlaceholder: 'ค้นหา...',
  promotions: {
    /**
     * The promotion dialog's Redeem Code button, state by state: the spec's labels in Thai
     * (docs/decisions/0042); 'already used' and 'failed' are the spec's own Thai code reasons.
     */
    redeem: {
      idle: 'ใช้โค้ดนี้',
      loading: 'กำลังดำเนินการ...',
      success: 'ใช้โค้ดสำเร็จ!',
      redeemed: 'คุณเคยใช้โค้ดส่วนลดนี้ไปแล้ว',
      unavailable: 'โปรโมชันนี้ไม่สามารถใช้ได้แล้ว',
      failed: 'ไม่สามารถใช้โค้ดส่วนลดนี้ได้',
      unexpected: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
    },
    loginToRedeem: 'เข้าสู่ระบบเพื่อใช้โค้ดนี้',
    copyCode: 'คัดลอกโค้ด',
    copied: 'คัดลอกแล้ว!',
    barLabel: 'โปรโมชัน',
    previous: 'โปรโมชันก่อนหน้า',
    next: 'โปรโมชันถัดไป',
    /** Under the redeem button once the code went into the cart. */
    appliedToCart: (code: string) => `ใส่โค้ด ${code} ในตะกร้าแล้ว ส่วนลดจะคิดเมื่อสั่งซื้อ`,
    openCart: 'ดูตะกร้า',
    enlargeImage: 'ดูรูปภาพขนาดใหญ่',
    codeLabel: 'โค้ดส่วนลด',
  },
  /** The category navigation under the header. */
  mainMenu: 'เมนูหลัก',
  /** The round cart button on every public page. */
  cartButton: { label: 'ตะกร้าสินค้า', items: ' รายการ' },
  accessDenied: { title: 'Access Denied', body: 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้' },
  lowStock: (count: number) => `เหลือแค่ ${count} รายการสุดท้าย!`,
  empty: {
    products: 'ไม่พบสินค้าที่คุณค้นหา',
    transactions: 'No transactions found',
  },
} as const;
