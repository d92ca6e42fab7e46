import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminSavedShopSettingsSchema,
  savedShopSettingsSchema,
  shopSettingsAnswerSchema,
} from '../../shared/contracts/settings-answers.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInClient } from '../../testing/staff-session.ts';

const ctx = setupTestApp();

let admin: TestClient;
beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
});

const read = () => expectAnswer(adminSavedShopSettingsSchema, admin.api.admin.settings.shop.$get());
type Form = Parameters<TestClient['api']['admin']['settings']['shop']['$put']>[0]['json'];
const save = async (changes: Record<string, unknown>) =>
  admin.api.admin.settings.shop.$put({ json: { ...(await read()), ...changes } as Form });

describe('the shop’s legal details in the shop settings', () => {
  it('saves the legal name, tax id, branch and VAT registration, and reads them back', async () => {
    const legal = {
      legalName: 'บริษัท เกษตรอยุธยา จำกัด',
      taxId: '0105540012347',
      branch: '00001',
      vatRegistered: true,
    };
    const { settings } = await expectAnswer(shopSettingsAnswerSchema, save(legal));
    expect(settings).toMatchObject(legal);
    expect(await read()).toMatchObject(legal);
    // The storefront's answer stays the contact details alone.
    await expectAnswer(savedShopSettingsSchema, ctx.client().api.settings.shop.$get());
    // The payment settings (receipts) read the same tax id and registration.
    const payments = await admin.api.admin.settings.payments.$get();
    expect(await payments.json()).toMatchObject({ taxId: legal.taxId, vatRegistered: true });
    // Left out, each stays as saved.
    const { legalName: _n, taxId: _t, branch: _b, vatRegistered: _v, ...contact } = await read();
    const kept = await expectAnswer(
      shopSettingsAnswerSchema,
      admin.api.admin.settings.shop.$put({ json: contact }),
    );
    expect(kept.settings).toMatchObject(legal);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a wrong check digit', { taxId: '0105540012348' }, 'taxId'],
    ['letters', { taxId: '01055400123AB' }, 'taxId'],
    ['12 digits', { taxId: '010554001234' }, 'taxId'],
    ['a branch of 4 digits', { branch: '0001' }, 'branch'],
    ['a branch with a letter', { branch: '0000A' }, 'branch'],
    ['VAT registration as text', { vatRegistered: 'yes' }, 'vatRegistered'],
    ['a legal name too long', { legalName: 'ก'.repeat(201) }, 'legalName'],
  ])('400 for %s, nothing saved', async (_label, changes, field) => {
    const before = await read();
    const error = await refusal(save(changes), 400, 'VALIDATION');
    expect(error.fields?.[field]).toBeTruthy();
    expect(await read()).toEqual(before);
  });

  it('400 for a VAT-registered shop without a tax id', async () => {
    const before = await read();
    const error = await refusal(save({ taxId: '', vatRegistered: true }), 400, 'VALIDATION');
    expect(error.fields?.taxId).toBeTruthy();
    expect(await read()).toEqual(before);
  });
});
