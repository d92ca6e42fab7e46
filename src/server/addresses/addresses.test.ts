import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { addressMessages } from '../../shared/address-messages.ts';
import {
  addressAnswerSchema,
  addressBookSchema,
  addressSuggestionsSchema,
} from '../../shared/contracts/addresses-answers.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { sampleAddress } from '../../testing/factories/addresses.ts';

const ctx = setupTestApp();

const suggest = (client: TestClient, q: string) =>
  client.api.address.suggest.$get({ query: { q } });
const book = (client: TestClient) =>
  expectAnswer(addressBookSchema, client.api.me.addresses.$get());
const add = (
  client: TestClient,
  json: Parameters<TestClient['api']['me']['addresses']['$post']>[0]['json'],
) => expectAnswer(addressAnswerSchema, client.api.me.addresses.$post({ json }), 201);

describe('GET /api/address/suggest', () => {
  it('answers a visitor the sub-districts whose name starts with the Thai text, a day cacheable', async () => {
    const response = await suggest(ctx.client(), 'บางปะ');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const rows = await expectAnswer(addressSuggestionsSchema, response);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect([row.subdistrict, row.district, row.province].some((n) => n.startsWith('บางปะ'))).toBe(
        true,
      );
    }
  });

  it('sends its answer gzipped, made once, to a client that takes gzip; the same JSON to others', async () => {
    const plain = await expectAnswer(addressSuggestionsSchema, suggest(ctx.client(), 'คลอง'));
    for (let time = 0; time < 2; time++) {
      // Sent raw: the typed client has no say in Accept-Encoding, which is what this checks.
      const zipped = await ctx.app.request(
        `http://shop.test/api/address/suggest?q=${encodeURIComponent('คลอง')}`,
        { headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
      );
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('cache-control')).toBe('public, max-age=86400');
      const rows = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'));
      expect(rows).toEqual(plain);
    }
    expect(plain).toHaveLength(20);
  });

  it('answers a postcode with its sub-districts: 13160 is อ.บางปะอิน', async () => {
    const rows = await expectAnswer(addressSuggestionsSchema, suggest(ctx.client(), ' 13160 '));
    expect(rows.length).toBe(16);
    expect(new Set(rows.map((row) => `${row.district}/${row.province}/${row.postcode}`))).toEqual(
      new Set(['บางปะอิน/พระนครศรีอยุธยา/13160']),
    );
  });

  it('puts an exact name before names that start with it, sub-district before district', async () => {
    const rows = await expectAnswer(addressSuggestionsSchema, suggest(ctx.client(), 'ภาชี'));
    expect(rows[0]).toEqual({
      subdistrict: 'ภาชี',
      district: 'ภาชี',
      province: 'พระนครศรีอยุธยา',
      postcode: '13140',
    });
    // Then the district's other sub-districts (the district's name is exact too).
    expect(rows.slice(1).every((row) => row.district === 'ภาชี')).toBe(true);
    expect(rows.length).toBe(8);
  });

  it('answers a postcode prefix, exact postcodes first, never more than 20', async () => {
    const rows = await expectAnswer(addressSuggestionsSchema, suggest(ctx.client(), '13'));
    expect(rows.length).toBe(20);
    expect(rows.every((row) => row.postcode.startsWith('13'))).toBe(true);
    const province = await expectAnswer(
      addressSuggestionsSchema,
      suggest(ctx.client(), 'พระนครศรีอยุธยา'),
    );
    expect(province.length).toBe(20);
  });

  it('answers an empty list for a name nobody has', async () => {
    expect(await expectAnswer(addressSuggestionsSchema, suggest(ctx.client(), 'ไม่มีตำบลนี้'))).toEqual(
      [],
    );
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['too long', 'ก'.repeat(51)],
  ])('refuses a query that is %s with 400 VALIDATION', async (_name, q) => {
    const error = await refusal(suggest(ctx.client(), q), 400, 'VALIDATION');
    expect(error.fields?.q).toBeTruthy();
  });

  it('refuses a missing q with 400', async () => {
    await refusal(
      ctx.client().api.address.suggest.$get({ query: {} as { q: string } }),
      400,
      'VALIDATION',
    );
  });
});

describe('the address book', () => {
  it('asks for a login', async () => {
    await refusal(ctx.client().api.me.addresses.$get(), 401, 'UNAUTHENTICATED');
    await refusal(ctx.client().api.me.addresses.$post({ json: sampleAddress() }), 401);
  });

  it('saves an address (phone as digits), the first one as the default, without a warning', async () => {
    const { client } = await signedInCustomer(ctx);
    const created = await add(client, sampleAddress());
    expect(created.warning).toBeUndefined();
    expect(created.address).toMatchObject({
      ...sampleAddress(),
      phone: '0812345678',
      isDefault: true,
    });
    expect((await book(client)).addresses).toEqual([created.address]);
  });

  it('accepts an unknown sub-district/postcode pair with a warning', async () => {
    const { client } = await signedInCustomer(ctx);
    const created = await add(
      client,
      sampleAddress({ subdistrict: 'ท่าหลวง', district: 'ท่าเรือ', postcode: '13130' }),
    );
    expect(created.warning).toBe(addressMessages.unknownPair);
    expect(created.address.postcode).toBe('13130');
    const known = await add(
      client,
      sampleAddress({ subdistrict: 'ท่าหลวง', district: 'ท่าเรือ', postcode: '18270' }),
    );
    expect(known.warning).toBeUndefined();
  });

  it('refuses a bad address with 400 and Thai field messages', async () => {
    const { client } = await signedInCustomer(ctx);
    const error = await refusal(
      client.api.me.addresses.$post({
        json: sampleAddress({ phone: '12345', postcode: '1314', recipient: ' ' }),
      }),
      400,
      'VALIDATION',
    );
    expect(error.fields).toMatchObject({
      phone: addressMessages.errors.phoneInvalid,
      postcode: addressMessages.errors.postcodeInvalid,
      recipient: addressMessages.errors.recipientRequired,
    });
    expect((await book(client)).addresses).toEqual([]);
  });

  it('keeps exactly one default: isDefault moves it, deleting it passes it to the newest', async () => {
    const { client } = await signedInCustomer(ctx);
    const first = (await add(client, sampleAddress({ line1: 'ที่หนึ่ง' }))).address;
    const second = (await add(client, sampleAddress({ line1: 'ที่สอง' }))).address;
    const third = (await add(client, sampleAddress({ line1: 'ที่สาม' }))).address;
    expect([first.isDefault, second.isDefault, third.isDefault]).toEqual([true, false, false]);

    const moved = await expectAnswer(
      addressAnswerSchema,
      client.api.me.addresses[':id'].$put({
        param: { id: second.id },
        json: { ...sampleAddress({ line1: 'ที่สอง แก้ไข' }), isDefault: true },
      }),
    );
    expect(moved.address).toMatchObject({ line1: 'ที่สอง แก้ไข', isDefault: true });
    let addresses = (await book(client)).addresses;
    expect(addresses.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
    expect(addresses[0]?.id).toBe(second.id);

    // Unticking the default does not leave the book without one.
    const kept = await expectAnswer(
      addressAnswerSchema,
      client.api.me.addresses[':id'].$put({
        param: { id: second.id },
        json: { ...sampleAddress(), isDefault: false },
      }),
    );
    expect(kept.address.isDefault).toBe(true);

    const deleted = await client.api.me.addresses[':id'].$delete({ param: { id: second.id } });
    expect(deleted.status).toBe(204);
    addresses = (await book(client)).addresses;
    expect(addresses.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [first.id, false],
    ]);
  });

  it("answers 404 for another customer's address, and for an id that cannot exist", async () => {
    const owner = await signedInCustomer(ctx);
    const other = await signedInCustomer(ctx);
    const mine = (await add(owner.client, sampleAddress())).address;
    await refusal(
      other.client.api.me.addresses[':id'].$put({ param: { id: mine.id }, json: sampleAddress() }),
      404,
      'NOT_FOUND',
    );
    await refusal(
      other.client.api.me.addresses[':id'].$delete({ param: { id: mine.id } }),
      404,
      'NOT_FOUND',
    );
    await refusal(
      owner.client.api.me.addresses[':id'].$delete({ param: { id: 'not-a-uuid' } }),
      404,
      'NOT_FOUND',
    );
    expect((await book(owner.client)).addresses).toEqual([mine]);
    expect((await book(other.client)).addresses).toEqual([]);
  });

  it('keeps at most 10 addresses: the 11th is 409 with a Thai message', async () => {
    const { client } = await signedInCustomer(ctx);
    for (let i = 1; i <= 10; i++) await add(client, sampleAddress({ line1: `บ้านเลขที่ ${i}` }));
    const error = await refusal(
      client.api.me.addresses.$post({ json: sampleAddress() }),
      409,
      'CONFLICT',
    );
    expect(error.message).toBe(addressMessages.book.full);
    expect((await book(client)).addresses).toHaveLength(10);
  });

  it('is not under the profile 7-day lock', async () => {
    const { client } = await signedInCustomer(ctx, { lastProfileEditAt: new Date() });
    const created = await add(client, sampleAddress());
    await expectAnswer(
      addressAnswerSchema,
      client.api.me.addresses[':id'].$put({
        param: { id: created.address.id },
        json: sampleAddress({ line1: 'แก้ไขได้ทันที' }),
      }),
    );
  });

  it('saves two addresses at once as one default', async () => {
    const { client } = await signedInCustomer(ctx);
    await Promise.all([add(client, sampleAddress()), add(client, sampleAddress())]);
    const { addresses } = await book(client);
    expect(addresses.filter((a) => a.isDefault)).toHaveLength(1);
  });
});
