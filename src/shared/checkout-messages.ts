import type { Carrier } from './domain/carriers.ts';

/** The texts of the cart, discount codes, checkout and orders: loaded with the cart, not the first page. */
export const checkoutMessages = {
  discount: {
    loginAndCode: 'กรุณาเข้าสู่ระบบและใส่โค้ดส่วนลด',
    noEligibleItems: 'ไม่มีสินค้าที่ร่วมรายการในตะกร้า',
    applied: 'ใช้โค้ดแล้ว',
    NOT_FOUND: 'โค้ดส่วนลดไม่ถูกต้อง',
    INACTIVE: 'โปรโมชันนี้ยังไม่เปิดใช้งาน',
    MAX_USES_REACHED: 'โค้ดส่วนลดนี้ถูกใช้ครบจำนวนแล้ว',
    ALREADY_REDEEMED: 'คุณเคยใช้โค้ดส่วนลดนี้ไปแล้ว',
    NOT_STARTED: 'โปรโมชันนี้ยังไม่เริ่ม',
    EXPIRED: 'โปรโมชันนี้หมดอายุแล้ว',
    other: 'ไม่สามารถใช้โค้ดส่วนลดนี้ได้',
    callFailed: 'เกิดข้อผิดพลาดในการตรวจสอบโค้ด',
    label: 'โค้ดส่วนลด',
    placeholder: 'เช่น FARM10',
    apply: 'ใช้โค้ด',
    checking: 'กำลังตรวจสอบ...',
    remove: 'ยกเลิกโค้ด',
  },
  checkout: {
    errorPrefix: 'เกิดข้อผิดพลาด:',
    // Until the shop takes payments the saved image is an order summary, not a receipt.
    receiptFailed: 'เกิดข้อผิดพลาดในการบันทึกใบสรุปคำสั่งซื้อ',
    processing: 'กำลังส่งคำสั่งซื้อไปยังร้านค้า...',
    loginRequired: 'กรุณาเข้าสู่ระบบก่อนสั่งซื้อ',
    outOfStock: (names: string) => `สินค้ามีไม่พอ: ${names}`,
    unknownProduct: 'ไม่พบสินค้านี้',
    addressRequired: 'กรุณาระบุที่อยู่จัดส่ง',
    failed: 'ไม่สามารถบันทึกคำสั่งซื้อได้ กรุณาลองใหม่อีกครั้ง',
    idempotencyMismatch: 'คำสั่งซื้อนี้ถูกส่งไปแล้วด้วยรายการอื่น กรุณาตรวจสอบตะกร้าแล้วสั่งซื้ออีกครั้ง',
    tooManyUnpaid: (max: number) =>
      `คุณมีคำสั่งซื้อที่ยังไม่ได้ชำระเงินครบ ${max} รายการแล้ว กรุณาชำระเงินหรือยกเลิกคำสั่งซื้อเดิมก่อนสั่งซื้อใหม่`,
  },
  /** The last question before an order is sent. */
  confirmOrder: {
    title: 'ยืนยันการสั่งซื้อ',
    /** Followed by the net amount in bold, then the code when one is used. */
    summary: (units: number) => `สั่งซื้อสินค้า ${units} ชิ้น ยอดสุทธิ `,
    withCode: (code: string) => ` (ใช้โค้ด ${code})`,
    address: 'ที่อยู่จัดส่งสำหรับคำสั่งซื้อนี้',
    addressHint: 'ที่อยู่ในข้อมูลส่วนตัวของคุณไม่เปลี่ยน',
    confirm: 'ยืนยันการสั่งซื้อ',
    privacyBefore: 'ร้านใช้ชื่อ เบอร์โทร และที่อยู่ของคุณเพื่อจัดส่งคำสั่งซื้อนี้ ตาม',
    privacyNotice: 'ประกาศความเป็นส่วนตัว',
    backToEdit: 'กลับไปแก้ไข',
    cancel: 'ยกเลิก',
  },
  /** The dialog after an order went through. */
  orderSuccess: {
    title: 'สั่งซื้อสำเร็จ!',
    thanks: 'ขอบคุณสำหรับคำสั่งซื้อ ร้านค้าได้รับคำสั่งซื้อของคุณแล้ว',
    close: 'ปิด',
  },
  /** The parcel on its way, as the customer's order shows it. */
  parcel: {
    carrier: 'ขนส่งโดย',
    trackingNumber: 'เลขพัสดุ',
    shippedAt: 'ส่งเมื่อ',
    track: 'ติดตามพัสดุ',
    copy: 'คัดลอก',
    copied: 'คัดลอกแล้ว',
    copyNumber: (number: string) => `คัดลอกเลขพัสดุ ${number}`,
    copyFailed: 'คัดลอกไม่ได้ กรุณากดค้างที่เลขพัสดุเพื่อคัดลอก',
    carriers: {
      thailandpost: 'ไปรษณีย์ไทย',
      flash: 'Flash Express',
      jt: 'J&T Express',
      kerry: 'Kerry Express',
      spx: 'SPX Express',
      other: 'ขนส่งอื่น',
    } satisfies Record<Carrier, string>,
  },
  orders: {
    notFound: 'ไม่พบคำสั่งซื้อนี้',
    title: 'คำสั่งซื้อของฉัน',
    empty: 'คุณยังไม่มีคำสั่งซื้อ',
    loginToSee: 'กรุณาเข้าสู่ระบบเพื่อดูคำสั่งซื้อของคุณ',
    loadFailed: 'ไม่สามารถโหลดคำสั่งซื้อได้',
    rejected: 'คำสั่งซื้อถูกปฏิเสธ',
    cancel: 'ยกเลิกคำสั่งซื้อ',
    cancelConfirm: 'ต้องการยกเลิกคำสั่งซื้อนี้ใช่หรือไม่',
    cancelYes: 'ใช่ ยกเลิกคำสั่งซื้อ',
    cancelNo: 'ไม่ยกเลิก',
    cancelled: {
      customer: 'ยกเลิกโดยลูกค้า',
      staff: 'ยกเลิกโดยร้านค้า',
      timeout: 'ยกเลิกอัตโนมัติ (ไม่ได้ชำระเงินภายในเวลา)',
    },
    received: 'ได้รับสินค้าแล้ว',
    loading: 'กำลังโหลดคำสั่งซื้อ...',
    shop: 'เลือกซื้อสินค้า',
    count: (total: number) => `ทั้งหมด ${total} คำสั่งซื้อ`,
    detailTitle: 'รายละเอียดคำสั่งซื้อ',
    heading: (id: string) => `คำสั่งซื้อ ${id}`,
    viewDetail: 'ดูรายละเอียด',
    logIn: 'เข้าสู่ระบบ',
    items: 'รายการสินค้า',
    cancelledItems: 'รายการที่ร้านยกเลิก',
    cancelledItemsHeading: 'รายการที่ร้านยกเลิก (ไม่คิดเงิน)',
    /** The money of an order after checkout, as the packing slip's courier collects it. */
    totals: {
      subtotal: 'ยอดรวม',
      discount: 'ส่วนลด',
      net: 'ยอดสุทธิ',
      delivery: 'ค่าจัดส่ง',
      free: 'ส่งฟรี',
      codFee: 'ค่าธรรมเนียมเก็บเงินปลายทาง',
      amountDue: 'ยอดที่ต้องชำระ',
    },
    /** The tracker's list, and how a screen reader hears each stage. */
    tracker: 'สถานะคำสั่งซื้อ',
    stepStates: {
      done: 'เสร็จแล้ว',
      current: 'ขั้นตอนปัจจุบัน',
      pending: 'รอดำเนินการ',
      rejected: 'ถูกปฏิเสธ',
      ended: 'สิ้นสุด',
    },
    /** Why an order cannot take the customer's step now. */
    refusals: {
      NOT_CANCELLABLE: 'คำสั่งซื้อนี้ยกเลิกไม่ได้แล้ว เนื่องจากร้านยืนยันหรือได้รับชำระเงินแล้ว',
      NOT_SHIPPED: 'คำสั่งซื้อนี้ยังไม่ได้จัดส่ง',
      NOT_AWAITING_PAYMENT: 'คำสั่งซื้อนี้ไม่ได้รอการชำระเงิน',
      other: 'ไม่สามารถทำรายการนี้กับคำสั่งซื้อได้',
    },
    /** Customer-facing names of the workflow stages. */
    stages: {
      orders: 'สั่งซื้อแล้ว',
      received: 'ร้านรับคำสั่งซื้อ',
      payments: 'ยืนยันการชำระเงิน',
      delivery: 'กำลังจัดส่ง',
      courier: 'ส่งมอบให้ขนส่ง',
    },
    /** Status labels as staff read them (the spec's). */
    statuses: {
      pending: 'Pending',
      confirmed: 'Confirmed',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
    },
    /** Status labels as customers read them. */
    customerStatuses: {
      pending: 'รอร้านยืนยัน',
      confirmed: 'ร้านยืนยันแล้ว',
      shipped: 'กำลังจัดส่ง',
      delivered: 'ได้รับสินค้าแล้ว',
      cancelled: 'ยกเลิกแล้ว',
    },
    /**
     * The customer's tracker, steps in the order they happen; `delivered` reads as the parcel's
     * way while it is on it.
     */
    steps: {
      ordered: 'สั่งซื้อแล้ว',
      received: 'ร้านรับคำสั่งซื้อ',
      paid: 'ชำระเงินแล้ว',
      packing: 'เตรียมจัดส่ง',
      handedOver: 'ส่งมอบให้ขนส่ง',
      onTheWay: 'กำลังจัดส่ง',
      delivered: 'ได้รับสินค้าแล้ว',
      codDelivered: 'ได้รับสินค้า ชำระเงินแล้ว',
      cancelled: 'คำสั่งซื้อถูกยกเลิก',
      rejected: 'ร้านปฏิเสธคำสั่งซื้อ',
      /** Under the last step of a COD order still on its way. */
      payCourier: (amount: string) => `ชำระ ${amount} กับพนักงานส่ง`,
    },
  },
  cart: {
    title: (count: number) => `ตะกร้าสินค้า (${count})`,
    quantityRange: 'จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 999',
    duplicateLines: 'สินค้าซ้ำกันในตะกร้า',
    /** Before a line's pack size. */
    size: 'ขนาด',
    /** A product with several pack sizes, sent without one. */
    chooseSize: 'กรุณาเลือกขนาดสินค้า',
    /** A size that is not (or no longer) one of the product's. */
    unknownSize: 'ไม่พบขนาดสินค้านี้',
    empty: 'ตะกร้าสินค้าว่างเปล่า',
    tooManyLines: 'สินค้าในตะกร้าได้ไม่เกิน 100 รายการ',
    problem: {
      MISSING: 'สินค้านี้ไม่มีจำหน่ายแล้ว',
      OUT_OF_STOCK: 'สินค้าหมด',
      INSUFFICIENT_STOCK: (available: number) => `มีสินค้าเหลือเพียง ${available} ชิ้น`,
      PRICE_CHANGED: (from: string, to: string) => `ราคาเปลี่ยนจาก ${from} เป็น ${to}`,
      /** MAX_ORDER_SATANG (domain/order-limits.ts), shown as the shop shows money. */
      ORDER_TOO_LARGE: 'ยอดรวมต่อคำสั่งซื้อต้องไม่เกิน ฿10,000,000.00 กรุณาลดจำนวนสินค้า',
    },
    /** The cart's own screen. */
    yoursEmpty: 'ตะกร้าสินค้าของคุณว่างเปล่า',
    backToShop: 'กลับไปเลือกซื้อสินค้า',
    lineCount: (count: number) => `${count} รายการ`,
    clear: 'ล้างตะกร้า',
    /** After ล้างตะกร้า: the lines can be put back until the cart closes. */
    cleared: (count: number) => `ล้างตะกร้าแล้ว (${count} รายการ)`,
    undoClear: 'เลิกทำ',
    /** The cart again after a visitor signed in from its order button. */
    welcome: {
      register: 'สมัครสมาชิกเรียบร้อยแล้ว สินค้าในตะกร้ายังอยู่ครบ กด "สั่งซื้อสินค้า" เพื่อสั่งซื้อต่อ',
      login: 'เข้าสู่ระบบเรียบร้อยแล้ว สินค้าในตะกร้ายังอยู่ครบ กด "สั่งซื้อสินค้า" เพื่อสั่งซื้อต่อ',
    },
    lines: 'สินค้าในตะกร้า',
    quoteFailed: 'ไม่สามารถตรวจสอบราคาล่าสุดได้ ราคาที่แสดงอาจไม่เป็นปัจจุบัน',
    totals: 'สรุปยอด',
    subtotal: 'ยอดรวม',
    discount: 'ส่วนลด',
    discountWithCode: (code: string) => `ส่วนลด (${code})`,
    net: 'ยอดสุทธิ',
    fixProblems: 'กรุณาแก้ไขรายการที่มีปัญหาก่อนสั่งซื้อ',
    keepShopping: 'เลือกซื้อสินค้าต่อ',
    order: 'สั่งซื้อสินค้า',
    eligible: 'ร่วมรายการส่วนลด',
    notEligible: 'ไม่ร่วมรายการส่วนลด',
    unitPrice: 'ราคาต่อชิ้น',
    quantityOf: (name: string) => `จำนวน ${name}`,
    less: (name: string) => `ลดจำนวน ${name}`,
    more: (name: string) => `เพิ่มจำนวน ${name}`,
    lineTotal: 'รวม ',
    remove: (name: string) => `ลบ ${name} ออกจากตะกร้า`,
  },
  /** The image saved after an order: an order summary until the shop takes payments. */
  orderSummary: {
    /** The picture's file: what it is, and which order. */
    fileName: (orderId: string) => `order-summary-${orderId}.png`,
    /** How the order is paid, as the summary tells it. */
    payment: 'การชำระเงิน',
    payBy: {
      promptpay: (amount: string, due: string | null) =>
        `สแกน QR พร้อมเพย์ในหน้าชำระเงิน ชำระ ${amount}${due ? ` ภายใน ${due}` : ''} แล้วส่งสลิปในหน้าเดียวกัน`,
      bank_transfer: (amount: string, due: string | null) =>
        `โอน ${amount} เข้าบัญชีของร้านที่แสดงในหน้าชำระเงิน${due ? ` ภายใน ${due}` : ''} แล้วส่งสลิปในหน้าเดียวกัน`,
      cod: (amount: string) => `ชำระเงินสด ${amount} กับพนักงานส่งของเมื่อได้รับสินค้า`,
    },
    title: 'ใบสรุปคำสั่งซื้อ',
    download: 'ดาวน์โหลดใบสรุปคำสั่งซื้อ',
    save: 'บันทึกใบสรุปคำสั่งซื้อ',
    saving: 'กำลังบันทึกใบสรุปคำสั่งซื้อ...',
    autoSaveIn: (seconds: number) => `บันทึกใบสรุปคำสั่งซื้ออัตโนมัติใน ${seconds} วินาที`,
    saved: (fileName: string) => `บันทึกใบสรุปคำสั่งซื้อแล้ว (${fileName})`,
    orderId: 'เลขที่คำสั่งซื้อ',
    date: 'วันที่',
    customer: 'ลูกค้า',
    phone: 'โทร',
    address: 'ที่อยู่จัดส่ง',
    product: 'สินค้า',
    quantity: 'จำนวน',
    lineTotal: 'รวม',
    thanks: (shop: string) => `ขอบคุณที่อุดหนุน ${shop}`,
  },
} as const;
