import type { PaymentInfo, Receipt, Slip } from '../../shared/contracts/payments.ts';

/** A QR as the server draws it (the `qrcode` package's SVG), small enough to read. */
export const SAMPLE_QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M4 4.5h7m2 0h1M4 5.5h1m5 0h1"/></svg>';

/** A slip a customer sent, as the API answers it. */
export function buildSlip(overrides: Partial<Slip> = {}): Slip {
  return {
    id: '0b9c4a52-6a43-4f0e-9d36-4f7f0f4f8a01',
    status: 'in_review',
    submittedAt: '2026-11-22T12:10:00.000Z',
    reason: null,
    sendingBank: null,
    transferRef: null,
    needsCheck: true,
    checkReason: 'NO_QR',
    ...overrides,
  };
}

/** `GET /api/orders/:id/payment` of a PromptPay order waiting for its slip (amounts in baht). */
export function buildPaymentInfo(overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    method: 'promptpay',
    status: 'awaiting',
    amountDue: 2892,
    dueAt: '2026-11-23T11:55:00.000Z',
    promptpay: {
      payload:
        '00020101021229370016A000000677010111011300668122233335303764540728920.005802TH6304ABCD',
      svg: SAMPLE_QR_SVG,
      accountName: 'ร้านเกษตรอยุธยา',
      id: '0812223333',
    },
    slips: [],
    ...overrides,
  };
}

/** `GET /api/orders/:id/receipt` of a paid order (amounts in baht). */
export function buildReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    number: 1,
    label: 'RC-000001',
    orderId: 'TXN1795348555341',
    customerName: 'สมหญิง ทองดี',
    customerAddress: '12 หมู่ 3 ต.บ้านเกาะ อ.พระนครศรีอยุธยา',
    shopName: 'ร้านเกษตรอยุธยา',
    shopAddress: '99 หมู่ 2 ต.ประตูชัย อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000',
    issuedAt: '2026-11-22T13:00:00.000Z',
    paymentMethod: 'promptpay',
    transferRef: '2026112212345678901',
    lines: [
      {
        name: 'ไกลโฟเซต ไร่ทอง 48%',
        quantity: 2,
        unitPrice: 890,
        totalPrice: 1780,
        vatExempt: true,
      },
      { name: 'ถังพ่นยา 16 ลิตร', quantity: 1, unitPrice: 1290, totalPrice: 1290, vatExempt: false },
    ],
    discount: 178,
    shippingFee: 0,
    deliveryFee: 0,
    codFee: 0,
    amount: 2892,
    vatRegistered: false,
    taxId: '',
    vatRate: 0,
    exemptAmount: 2892,
    taxableAmount: 0,
    vat: 0,
    ...overrides,
  };
}
