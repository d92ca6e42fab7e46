/** What other features may use of payments: the receipt of a paid order, loaded when it is saved. */
export { PaymentReceipt } from './payment-receipt.tsx';
export { fetchReceipt } from './payments-api.ts';
