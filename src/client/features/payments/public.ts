/** What other features may use of payments: saving a paid order's receipt (loaded when asked). */
export { ReceiptSaver } from './receipt-saver.tsx';
