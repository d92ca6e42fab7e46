import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import { slipAnswerSchema } from '../../shared/contracts/payments-answers.ts';
import { MAX_SLIP_BYTES, SLIP_UPLOADS_PER_HOUR } from '../../shared/domain/payments.ts';
import { paymentMessages } from '../../shared/payment-messages.ts';
import { historyOf, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import {
  decidePayment,
  prepaidOrder,
  sendSlip,
  slipImage,
  slipsFolder,
} from '../../testing/payments.ts';
import {
  freshTransferRef,
  HEIC_SLIP_REF,
  heicClaiming,
  heicSlip,
  largeSlipPhoto,
  notAPicture,
  pngBomb,
  reencoded,
  resized,
  slipLines,
  slipPicture,
  withByteAppended,
  withMajorBrand,
  withQrPaintedWhite,
} from '../../testing/slip-pictures.ts';

const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });
const text = paymentMessages.slip;

describe('a customer sends a slip', () => {
  it('moves the order to "in review" and reads the bank and reference from the slip QR', async () => {
    const { order, customer } = await prepaidOrder(ctx);
    const transRef = freshTransferRef();
    const before = slips.files().length;
    const res = sendSlip(customer.client, order.id, await slipPicture({ transRef }));
    const sent = await expectAnswer(slipAnswerSchema, res, 201);
    expect(sent.slip).toMatchObject({
      status: 'in_review',
      sendingBank: '004',
      transferRef: transRef,
      reason: null,
      needsCheck: false,
      checkReason: null,
    });
    expect(sent.order).toMatchObject({ id: order.id, paymentStatus: 'in_review' });
    expect(slips.files()).toHaveLength(before + 1);
    const history = await historyOf(ctx, order.id);
    expect(history.map((line) => [line.action, line.details.slipId])).toEqual([
      ['payment', sent.slip.id],
    ]);
  });

  it('takes a PNG screenshot without a QR, for staff to check by eye (NO_QR), and a bank transfer order', async () => {
    const { order, customer } = await prepaidOrder(ctx, 'bank_transfer');
    const png = await slipPicture({ format: 'png', transRef: null });
    const res = sendSlip(customer.client, order.id, png, 'IMG_0001.PNG', 'image/png');
    const sent = await expectAnswer(slipAnswerSchema, res, 201);
    expect(sent.slip).toMatchObject({
      sendingBank: null,
      transferRef: null,
      needsCheck: true,
      checkReason: 'NO_QR',
    });
    // Kept so: the customer's payment page says the same.
    const info = await customer.client.api.orders[':id'].payment.$get({ param: { id: order.id } });
    const { slips: kept } = await info.json();
    expect(kept).toEqual([expect.objectContaining({ needsCheck: true, checkReason: 'NO_QR' })]);
  });

  it('counts a picture whose only QR is not a bank’s slip QR as one without a QR', async () => {
    const { order, customer } = await prepaidOrder(ctx);
    const picture = await slipPicture({ sendingBank: 'KBANK' });
    const sent = await expectAnswer(
      slipAnswerSchema,
      sendSlip(customer.client, order.id, picture),
      201,
    );
    expect(sent.slip).toMatchObject({ transferRef: null, needsCheck: true, checkReason: 'NO_QR' });
  });

  // A 12-megapixel picture made, turned and read: 11 s on a quick machine.
  it('takes a 4000×3000 phone photo: stored upright at 1600 px, its QR read', {
    timeout: 90_000,
  }, async () => {
    const { order, customer } = await prepaidOrder(ctx);
    const transRef = freshTransferRef();
    const res = sendSlip(customer.client, order.id, await largeSlipPhoto(transRef));
    const sent = await expectAnswer(slipAnswerSchema, res, 201);
    expect(sent.slip.transferRef).toBe(transRef);
    const image = await slipImage(customer.client, sent.slip.id);
    const meta = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
  });

  it('takes an iPhone HEIC (layered HEIF brands too) and reads its QR', async () => {
    const first = await prepaidOrder(ctx);
    const res = sendSlip(
      first.customer.client,
      first.order.id,
      heicSlip(),
      'IMG_1.HEIC',
      'image/heic',
    );
    const sent = await expectAnswer(slipAnswerSchema, res, 201);
    expect(sent.slip).toMatchObject({ sendingBank: '004', transferRef: HEIC_SLIP_REF });
    const image = await slipImage(first.customer.client, sent.slip.id);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 720, height: 1280 });
    // The same picture under another brand is another file, but the same transfer.
    const second = await prepaidOrder(ctx);
    const layered = withMajorBrand(heicSlip(), 'heis');
    const again = await refusal(sendSlip(second.customer.client, second.order.id, layered), 409);
    expect(again.code).toBe('SLIP_ALREADY_USED');
  });

  it('refuses a HEIC it cannot decode, or one over the pixel limit, with 400 "unreadable"', async () => {
    const { order, customer } = await prepaidOrder(ctx);
    for (const heic of [heicSlip().subarray(0, 900), heicClaiming(8000, 6000)]) {
      const error = await refusal(sendSlip(customer.client, order.id, heic), 400, 'VALIDATION');
      expect(error).toMatchObject({ message: text.unreadable, fields: { file: text.unreadable } });
    }
  });
});

describe('one transfer pays one order', () => {
  it('refuses the same picture for a second order (409 SLIP_ALREADY_USED) and keeps no file of it', async () => {
    const picture = await slipPicture();
    const first = await prepaidOrder(ctx);
    await expectAnswer(
      slipAnswerSchema,
      sendSlip(first.customer.client, first.order.id, picture),
      201,
    );
    const second = await prepaidOrder(ctx);
    const before = slips.files().length;
    const error = await refusal(
      sendSlip(second.customer.client, second.order.id, picture),
      409,
      'SLIP_ALREADY_USED',
    );
    expect(error.message).toBe(text.alreadyUsed);
    expect(slips.files()).toHaveLength(before);
    const order = await second.customer.client.api.orders[':id'].$get({
      param: { id: second.order.id },
    });
    expect(((await order.json()) as { paymentStatus: string }).paymentStatus).toBe('awaiting');
    expect(await historyOf(ctx, second.order.id)).toEqual([]);
  });

  it('refuses another picture of a transfer already sent (the same QR reference)', async () => {
    const transRef = freshTransferRef();
    const first = await prepaidOrder(ctx);
    const photo = await slipPicture({ transRef });
    await expectAnswer(
      slipAnswerSchema,
      sendSlip(first.customer.client, first.order.id, photo),
      201,
    );
    const second = await prepaidOrder(ctx);
    const screenshot = await slipPicture({ transRef, format: 'png', width: 800, height: 1400 });
    await refusal(
      sendSlip(second.customer.client, second.order.id, screenshot, 'a.png', 'image/png'),
      409,
      'SLIP_ALREADY_USED',
    );
  });
});

/** A slip sent for one customer's order, then `copy` of it for another customer's order. */
async function sendTwice(original: Uint8Array, copy: Uint8Array) {
  const first = await prepaidOrder(ctx);
  await expectAnswer(
    slipAnswerSchema,
    sendSlip(first.customer.client, first.order.id, original),
    201,
  );
  const second = await prepaidOrder(ctx);
  return { second, res: sendSlip(second.customer.client, second.order.id, copy) };
}

describe('a copy of a slip sent for another order', () => {
  it.each([
    ['the same file with one byte more', (slip: Buffer) => withByteAppended(slip)],
    ['the slip saved again as a JPEG of quality 60', (slip: Buffer) => reencoded(slip, 60)],
    ['the slip scaled to three quarters', (slip: Buffer) => resized(slip, 0.75)],
    ['the slip scaled to half, as a PNG', (slip: Buffer) => resized(slip, 0.5, 'png')],
  ])(
    'is refused when it is %s, of a slip without a QR (409 SLIP_ALREADY_USED)',
    async (_label, copyOf) => {
      const original = await slipPicture({ transRef: null });
      const before = slips.files().length;
      const { second, res } = await sendTwice(original, await copyOf(original));
      const error = await refusal(res, 409, 'SLIP_ALREADY_USED');
      expect(error).toMatchObject({
        message: text.alreadyUsed,
        fields: { file: text.alreadyUsed },
      });
      // The first slip's picture only; the order still waits for money.
      expect(slips.files()).toHaveLength(before + 1);
      expect(await historyOf(ctx, second.order.id)).toEqual([]);
    },
  );

  it('is refused when it is a slip with its QR painted white (409 SLIP_ALREADY_USED)', async () => {
    const original = await slipPicture();
    const { res } = await sendTwice(original, await withQrPaintedWhite(original));
    await refusal(res, 409, 'SLIP_ALREADY_USED');
  });

  it('takes a different slip, with a QR or without, for the other order', async () => {
    for (const transRef of [null, freshTransferRef()]) {
      const original = await slipPicture({ transRef: null });
      const { res } = await sendTwice(original, await slipPicture({ transRef }));
      await expectAnswer(slipAnswerSchema, res, 201);
    }
  });

  it('takes two slips that look alike when their QRs name two transfers (a customer paying twice)', async () => {
    const lines = slipLines();
    const original = await slipPicture({ lines });
    const { res } = await sendTwice(original, await slipPicture({ lines }));
    await expectAnswer(slipAnswerSchema, res, 201);
  });

  it('takes a copy for the same order again, once staff refused the first', async () => {
    const { order, customer } = await prepaidOrder(ctx);
    const original = await slipPicture({ transRef: null });
    await expectAnswer(slipAnswerSchema, sendSlip(customer.client, order.id, original), 201);
    const admin = (await staffClient(ctx, 'admin')).client;
    const decided = await decidePayment(admin, order.id, { decision: 'reject', reason: 'ภาพไม่ชัด' });
    expect(decided.status).toBe(200);
    const again = sendSlip(customer.client, order.id, await reencoded(original, 95));
    await expectAnswer(slipAnswerSchema, again, 201);
  });
});

describe('how many slips a customer may send', () => {
  it(`refuses the ${SLIP_UPLOADS_PER_HOUR + 1}th upload within an hour (429, Thai), whatever became of the others`, async () => {
    const { order, customer } = await prepaidOrder(ctx);
    const client = customer.client;
    await expectAnswer(slipAnswerSchema, sendSlip(client, order.id, await slipPicture()), 201);
    // The order now waits for staff: these are refused, and count all the same.
    for (let sent = 1; sent < SLIP_UPLOADS_PER_HOUR; sent++) {
      await refusal(sendSlip(client, order.id, notAPicture()), 409, 'NOT_AWAITING_PAYMENT');
    }
    const error = await refusal(
      sendSlip(client, order.id, notAPicture()),
      429,
      'TOO_MANY_ATTEMPTS',
    );
    expect(error.message).toBe('ส่งสลิปได้ไม่เกิน 10 ครั้งต่อชั่วโมง กรุณาลองอีกครั้งใน 60 นาที');
    expect(error.retryAfterSeconds).toBeGreaterThan(3500);
    // Another customer is not held back.
    const other = await prepaidOrder(ctx);
    const res = sendSlip(other.customer.client, other.order.id, await slipPicture());
    await expectAnswer(slipAnswerSchema, res, 201);
  });

  it('counts uploads sent at once exactly: of 15, 10 are looked at and 5 refused', async () => {
    const { order, customer } = await prepaidOrder(ctx);
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => sendSlip(customer.client, order.id, notAPicture())),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(5).fill(429)]);
  });
});

describe('who may send a slip, and when', () => {
  it('answers 404 for someone else’s order, an unknown one and a malformed id; 401 to a visitor', async () => {
    const { order } = await prepaidOrder(ctx);
    const stranger = await signedInCustomer(ctx);
    const picture = await slipPicture();
    for (const id of [order.id, 'TXN1', 'not-an-order', '..%2F..']) {
      const error = await refusal(sendSlip(stranger.client, id, picture), 404, 'NOT_FOUND');
      expect(error.message).toBe(checkoutMessages.orders.notFound);
    }
    await refusal(sendSlip(ctx.client(), order.id, picture), 401, 'UNAUTHENTICATED');
  });

  it('refuses a slip once the order is paid by the courier, cancelled or already in review (409 NOT_AWAITING_PAYMENT)', async () => {
    const cod = await prepaidOrder(ctx, 'cod');
    await refusal(
      sendSlip(cod.customer.client, cod.order.id, await slipPicture()),
      409,
      'NOT_AWAITING_PAYMENT',
    );

    const cancelled = await prepaidOrder(ctx);
    const api = cancelled.customer.client.api.orders[':id'];
    expect((await api.cancel.$post({ param: { id: cancelled.order.id } })).status).toBe(200);
    const error = await refusal(
      sendSlip(cancelled.customer.client, cancelled.order.id, await slipPicture()),
      409,
      'NOT_AWAITING_PAYMENT',
    );
    expect(error.message).toBe(text.notAwaiting);

    const waiting = await prepaidOrder(ctx);
    const client = waiting.customer.client;
    await expectAnswer(
      slipAnswerSchema,
      sendSlip(client, waiting.order.id, await slipPicture()),
      201,
    );
    await refusal(
      sendSlip(client, waiting.order.id, await slipPicture()),
      409,
      'NOT_AWAITING_PAYMENT',
    );
  });

  it('checks whose order it is before it looks at the picture', async () => {
    const { order } = await prepaidOrder(ctx);
    const stranger = await signedInCustomer(ctx);
    await refusal(sendSlip(stranger.client, order.id, notAPicture()), 404, 'NOT_FOUND');
  });
});

describe('what is not a slip picture', () => {
  it('refuses a text file named .jpg with 400 on the file field, storing nothing', async () => {
    const { order, customer } = await prepaidOrder(ctx);
    const before = slips.files().length;
    const error = await refusal(
      sendSlip(customer.client, order.id, notAPicture()),
      400,
      'VALIDATION',
    );
    expect(error).toMatchObject({ message: text.notAnImage, fields: { file: text.notAnImage } });
    expect(slips.files()).toHaveLength(before);
  });

  it('refuses a decompression bomb (a tiny PNG claiming 50,000×50,000 pixels) as unreadable', async () => {
    const { order, customer } = await prepaidOrder(ctx);
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2_000);
    const res = sendSlip(customer.client, order.id, bomb, 'slip.png', 'image/png');
    const error = await refusal(res, 400, 'VALIDATION');
    expect(error.message).toBe(text.unreadable);
  });

  it.each([
    ['just over 10 MB', MAX_SLIP_BYTES + 1],
    ['far over 10 MB', 14 * 1024 * 1024],
  ])('refuses a file %s with 413', async (_label, size) => {
    const { order, customer } = await prepaidOrder(ctx);
    const big = new Uint8Array(size);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const error = await refusal(sendSlip(customer.client, order.id, big), 413, 'PAYLOAD_TOO_LARGE');
    expect(error.message).toBe(text.tooLarge);
  });

  it('refuses a form without a file', async () => {
    const { order, customer } = await prepaidOrder(ctx);
    const res = customer.client.api.orders[':id'].slips.$post({
      param: { id: order.id },
      form: { file: new File([], 'empty.jpg', { type: 'image/jpeg' }) },
    });
    const error = await refusal(res, 400, 'VALIDATION');
    expect(error.fields).toEqual({ file: text.missingFile });
  });
});

describe('the slip picture', () => {
  it('is shown to the order’s customer and to staff only, never cached', async () => {
    const { order, customer } = await prepaidOrder(ctx);
    const res = sendSlip(customer.client, order.id, await slipPicture());
    const { slip } = await expectAnswer(slipAnswerSchema, res, 201);

    for (const viewer of [customer.client, (await staffClient(ctx, 'sale')).client]) {
      const image = await slipImage(viewer, slip.id);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect(image.headers.get('cache-control')).toBe('private, no-store');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
      expect(meta.format).toBe('jpeg');
    }

    const stranger = await signedInCustomer(ctx);
    const hidden = await refusal(slipImage(stranger.client, slip.id), 404, 'NOT_FOUND');
    expect(hidden.message).toBe(text.notFound);
    await refusal(slipImage(ctx.client(), slip.id), 404, 'NOT_FOUND');
  });

  it('answers 404 for an unknown or malformed id, never 500', async () => {
    const admin = (await staffClient(ctx, 'admin')).client;
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '1', "x' OR 1=1--"]) {
      await refusal(slipImage(admin, id), 404, 'NOT_FOUND');
    }
  });
});
