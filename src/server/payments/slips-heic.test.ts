import { describe, expect, it } from 'vitest';
import { slipAnswerSchema } from '../../shared/contracts/payments-answers.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { prepaidOrder, sendSlip, slipsFolder } from '../../testing/payments.ts';
import { heicSlip, withMajorBrand } from '../../testing/slip-pictures.ts';
import { heicDecodings } from '../files/images.ts';

// Apart from slips.test.ts: the HEIC sample is one transfer, taken once per database.
const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });

describe('HEIC slips, each a few hundred MB to decode', () => {
  it('are not decoded for someone else’s order, nor when the same file was sent before', async () => {
    const first = await prepaidOrder(ctx);
    const stranger = await signedInCustomer(ctx);
    const started = heicDecodings.started;
    await refusal(sendSlip(stranger.client, first.order.id, heicSlip()), 404, 'NOT_FOUND');
    expect(heicDecodings.started).toBe(started);

    await expectAnswer(
      slipAnswerSchema,
      sendSlip(first.customer.client, first.order.id, heicSlip()),
      201,
    );
    expect(heicDecodings.started).toBe(started + 1);
    const second = await prepaidOrder(ctx);
    const again = sendSlip(second.customer.client, second.order.id, heicSlip());
    await refusal(again, 409, 'SLIP_ALREADY_USED');
    expect(heicDecodings.started).toBe(started + 1);
  });

  it('are decoded one at a time, however many are sent at once', async () => {
    // The same picture in four files: four decodings, of one transfer.
    const sent = await Promise.all(
      ['heix', 'mif1', 'heim', 'heis'].map(async (brand) => ({
        ...(await prepaidOrder(ctx)),
        heic: withMajorBrand(heicSlip(), brand),
      })),
    );
    const started = heicDecodings.started;
    heicDecodings.mostAtOnce = 0;
    const answers = await Promise.all(
      sent.map(({ customer, order, heic }) => sendSlip(customer.client, order.id, heic)),
    );
    const statuses = answers.map((answer): number => answer.status);
    expect(statuses.filter((status) => status !== 409)).toEqual(
      statuses.includes(201) ? [201] : [],
    );
    expect(heicDecodings.started - started).toBe(4);
    expect(heicDecodings.mostAtOnce).toBe(1);
    expect(heicDecodings.now).toBe(0);
  });
});
