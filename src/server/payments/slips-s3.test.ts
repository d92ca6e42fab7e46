import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slipAnswerSchema } from '../../shared/contracts/payments-answers.ts';
import { staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { prepaidOrder, sendSlip, slipImage } from '../../testing/payments.ts';
import { startS3Server } from '../../testing/s3-server.ts';
import { slipPicture } from '../../testing/slip-pictures.ts';

// The bucket starts before the app is built, which reads this environment.
const env: Record<string, string> = {};
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(env, s3.env);
});
afterAll(async () => {
  await s3?.close();
});
const ctx = setupTestApp(env);

describe('slips kept in an S3-compatible bucket', () => {
  it('stores a slip under slips/ and shows it only through the shop', async () => {
    const { order, customer } = await prepaidOrder(ctx);
    const res = sendSlip(customer.client, order.id, await slipPicture());
    const { slip } = await expectAnswer(slipAnswerSchema, res, 201);

    const keys = await s3.keys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^slips\/[a-f0-9]{32}\.jpg$/);

    for (const viewer of [customer.client, (await staffClient(ctx, 'sale')).client]) {
      const image = await slipImage(viewer, slip.id);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect(image.headers.get('cache-control')).toBe('private, no-store');
      const meta = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
      expect(meta.format).toBe('jpeg');
    }
    await refusal(slipImage(ctx.client(), slip.id), 404, 'NOT_FOUND');
    // The pictures' address never reaches the slips' prefix.
    const name = keys[0]?.slice('slips/'.length) ?? '';
    expect((await ctx.app.request(`/uploads/${name}`)).status).toBe(404);
  });
});
