/** The texts of delivery fees and limits: the checkout's notes and the shop's shipping settings. */
export const shippingMessages = {
  checkout: {
    codNotForProducts: (names: string) => `สินค้าต่อไปนี้ไม่รับเก็บเงินปลายทาง: ${names}`,
    carriersOnly: (carriers: string) => `สินค้าในตะกร้าส่งได้เฉพาะ ${carriers}`,
    freeFrom: (amount: string) => `ซื้อครบ ${amount} ส่งฟรี`,
    moreForFree: (amount: string) => `ซื้อเพิ่มอีก ${amount} เพื่อรับสิทธิ์ส่งฟรี`,
    codFee: (fee: string) => `ค่าธรรมเนียมเก็บเงินปลายทาง ${fee}`,
    free: 'ส่งฟรี',
  },
  carrierRefused: (carrier: string, names: string) =>
    `${carrier} ไม่รับส่งสินค้าต่อไปนี้: ${names} กรุณาเลือกขนส่งอื่น`,
  settings: {
    tab: 'การจัดส่ง',
    title: 'ค่าจัดส่ง',
    flatFee: 'ค่าจัดส่งต่อคำสั่งซื้อ (บาท)',
    freeFrom: 'ส่งฟรีเมื่อซื้อครบ (บาท)',
    freeFromHint: 'เว้นว่างถ้าไม่มีส่งฟรี',
    remoteFee: 'ค่าส่งเพิ่มสำหรับจังหวัดห่างไกล (บาท)',
    remoteProvinces: 'จังหวัดห่างไกล',
    remoteProvincesHint: 'เลือกจังหวัดที่คิดค่าส่งเพิ่ม',
    chosenProvinces: (names: string) => `เลือกแล้ว: ${names}`,
    noProvinces: 'ยังไม่ได้เลือก',
    codFee: 'ค่าธรรมเนียมเก็บเงินปลายทาง (บาท)',
    codeWaivesFee: 'โค้ดส่วนลดใช้แทนค่าจัดส่งได้ (ส่งฟรีเมื่อใช้โค้ด)',
    unknownProvince: (name: string) => `ไม่รู้จักจังหวัด "${name}"`,
    save: 'บันทึกค่าจัดส่ง',
    saved: 'บันทึกค่าจัดส่งแล้ว',
    loadFailed: 'โหลดค่าจัดส่งไม่สำเร็จ',
    amountInvalid: 'กรุณากรอกจำนวนเงินไม่เกิน ฿10,000 (ทศนิยมไม่เกิน 2 ตำแหน่ง)',
    freeFromInvalid: 'กรุณากรอกจำนวนเงิน หรือเว้นว่าง',
  },
  product: {
    heading: 'การจัดส่ง',
    codAllowed: 'รับเก็บเงินปลายทาง',
    refusedCarriers: 'ขนส่งที่ไม่รับส่งสินค้านี้ (เช่น สารเคมีอันตราย ไวไฟ)',
  },
} as const;
