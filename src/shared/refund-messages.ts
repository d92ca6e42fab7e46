import type { RefundMethod } from './domain/refunds.ts';

/** The words of refunds: the back office's form and list, and the customer's order page. */
export const refundMessages = {
  methods: {
    promptpay: 'พร้อมเพย์',
    bank_transfer: 'โอนเข้าบัญชีธนาคาร',
    cash: 'เงินสด',
  } satisfies Record<RefundMethod, string>,
  amountInvalid: 'กรุณากรอกยอดคืนเงินเป็นสตางค์ จำนวนเต็มมากกว่า 0',
  methodInvalid: 'กรุณาเลือกวิธีคืนเงิน',
  referenceRequired: 'กรุณากรอกเลขอ้างอิงการคืนเงิน',
  referenceTooLong: 'เลขอ้างอิงยาวเกินไป',
  noteTooLong: 'หมายเหตุยาวเกินไป',
  linesInvalid: 'รายการสินค้าที่เลือกไม่ถูกต้อง',
  notOfOrder: 'รายการที่เลือกไม่ใช่ของคำสั่งซื้อนี้',
  nothingCancelled: 'คืนเงินได้เมื่อยกเลิกคำสั่งซื้อ หรือยกเลิกบางรายการแล้ว กรุณาเลือกรายการที่คืนเงิน',
  cutAll: 'เลือกทุกรายการที่เหลือ กรุณายกเลิกคำสั่งซื้อก่อน แล้วจึงคืนเงิน',
  /** The back office's form and list. */
  form: {
    title: 'คืนเงิน',
    amount: 'ยอดคืน (บาท)',
    refundable: (baht: string) => `คืนได้อีก ${baht}`,
    method: 'วิธีคืนเงิน',
    reference: 'เลขอ้างอิง',
    lines: 'รายการที่คืนเงิน (ไม่เลือก = ทั้งคำสั่งซื้อ)',
    note: 'หมายเหตุ',
    submit: 'บันทึกการคืนเงิน',
    saving: 'กำลังบันทึก…',
    done: 'บันทึกการคืนเงินแล้ว',
    list: 'การคืนเงิน',
    by: (name: string) => `โดย ${name}`,
    amountBaht: 'กรุณากรอกยอดเป็นบาท มากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง',
    saveFailed: 'บันทึกการคืนเงินไม่สำเร็จ กรุณาลองอีกครั้ง',
  },
  /** The customer's order page. */
  customer: {
    title: 'การคืนเงิน',
    pending: 'คำสั่งซื้อนี้ถูกยกเลิกหลังชำระเงิน ร้านจะคืนเงินให้และแจ้งที่หน้านี้',
    line: (amount: string, method: string, date: string) => `คืน ${amount} ทาง${method} เมื่อ ${date}`,
  },
} as const;
