import type { paymentSettings } from '../schema/settings.ts';

/** How the demo shop is paid; the owner replaces the PromptPay id and accounts in the admin. */
export const defaultPaymentSettings: typeof paymentSettings.$inferInsert = {
  id: 1,
  promptpayId: '0812223333',
  promptpayName: 'ร้านเกษตรอยุธยา',
  bankAccounts: [
    { bank: 'ธนาคารกสิกรไทย', accountName: 'ร้านเกษตรอยุธยา', accountNumber: '123-4-56789-0' },
  ],
  codEnabled: true,
  codMaxSatang: 500_000,
  defaultMethod: 'promptpay',
  paymentWindowSeconds: 86_400,
};
