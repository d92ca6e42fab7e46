import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSettingsInput } from '../../shared/contracts/payments.ts';
import {
  adminSavedShopSettingsSchema,
  type SetupStep,
  setupStatusSchema,
} from '../../shared/contracts/settings-answers.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { clientAs, REFUSED_ROLES, signedInClient } from '../../testing/staff-session.ts';

// The settings a shop must set before it sells (decision 0039): the server says which are set,
// for the owner's checklist; the demo's values a new shop opens with never count as set.

const ctx = setupTestApp();

let admin: TestClient;
beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
});

const status = (client: TestClient = admin) =>
  expectAnswer(setupStatusSchema, client.api.admin.settings.setup.$get());
/** The steps still to do, in the checklist's order. */
const toDo = async (): Promise<SetupStep[]> =>
  (await status()).steps.filter((step) => !step.done).map((step) => step.step);

/** The shop's own payment details, as the payments tab saves them. */
const ownPayments: PaymentSettingsInput = {
  promptpayId: '0891234567',
  promptpayName: 'ร้านเกษตรบางปะอิน',
  bankAccounts: [
    { bank: 'ธนาคารกรุงไทย', accountName: 'ร้านเกษตรบางปะอิน', accountNumber: '987-6-54321-0' },
  ],
  promptpayEnabled: true,
  transferEnabled: true,
  codEnabled: true,
  codMaxAmount: 3000,
  defaultMethod: 'promptpay',
  paymentWindowHours: 24,
  vatRegistered: false,
  taxId: '',
};
const savePayments = async (json: PaymentSettingsInput) =>
  expect((await admin.api.admin.settings.payments.$put({ json })).status).toBe(200);

describe('GET /api/admin/settings/setup', () => {
  it.each(REFUSED_ROLES)('refuses a %s', async (_label, role, code) => {
    await refusal((await clientAs(ctx, role)).api.admin.settings.setup.$get(), code);
  });

  it("lists every step as not set on a new shop, whose settings are the demo's", async () => {
    expect(await status()).toEqual({
      steps: [
        { step: 'shop', done: false },
        { step: 'taxId', done: false },
        { step: 'payments', done: false },
        { step: 'shipping', done: false },
        { step: 'line', done: false },
      ],
      complete: false,
    });
  });

  it('marks each step set as the owner saves it, and the whole setup complete after the last', async () => {
    const shop = await expectAnswer(
      adminSavedShopSettingsSchema,
      admin.api.admin.settings.shop.$get(),
    );
    // The demo's name and address may be the shop's own; its phone and email never are.
    await admin.api.admin.settings.shop.$put({ json: { ...shop, phone: '035-261-111' } });
    expect(await toDo()).toContain('shop');
    await admin.api.admin.settings.shop.$put({
      json: { ...shop, phone: '035-261-111', email: 'shop@bangpain.co.th' },
    });
    expect(await toDo()).toEqual(['taxId', 'payments', 'shipping', 'line']);

    await savePayments(ownPayments);
    expect(await toDo()).toEqual(['taxId', 'shipping', 'line']);
    await savePayments({ ...ownPayments, taxId: '0105548000241' });
    expect(await toDo()).toEqual(['shipping', 'line']);

    // Free delivery is a choice too: saved fees of 0 count.
    const free = {
      flatFee: 0,
      freeFrom: null,
      remoteSurcharge: { provinces: [], fee: 0 },
      codFee: 0,
    };
    expect((await admin.api.admin.settings.shipping.$put({ json: free })).status).toBe(200);
    expect(await toDo()).toEqual(['line']);

    const channel = { channelAccessToken: 'line-token-0123456789', channelSecret: 'secret-abcdef' };
    await admin.api.admin.settings.line.$put({ json: { ...channel, shopRecipients: [] } });
    expect(await toDo()).toEqual(['line']);
    await admin.api.admin.settings.line.$put({
      json: { ...channel, shopRecipients: [`U${'b'.repeat(32)}`] },
    });
    expect(await status()).toEqual(expect.objectContaining({ complete: true }));
    expect(await toDo()).toEqual([]);
  });

  it.each<[string, Partial<PaymentSettingsInput>, boolean]>([
    ["PromptPay still the demo's id", { promptpayId: '0812223333' }, false],
    [
      "a bank account still the demo's",
      {
        bankAccounts: [
          { bank: 'ธนาคารกสิกรไทย', accountName: 'ร้าน', accountNumber: '123-4-56789-0' },
        ],
      },
      false,
    ],
    ['PromptPay offered without an id', { promptpayId: '' }, false],
    ['PromptPay off, so no id needed', { promptpayId: '', promptpayEnabled: false }, true],
    [
      'only cash on delivery',
      { promptpayEnabled: false, transferEnabled: false, promptpayId: '', bankAccounts: [] },
      true,
    ],
  ])('payments with %s: set %s', async (_label, change, done) => {
    await savePayments({ ...ownPayments, ...change });
    const payments = (await status()).steps.find((step) => step.step === 'payments');
    expect(payments?.done).toBe(done);
  });
});
