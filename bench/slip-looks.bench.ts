import sharp from 'sharp';
import { SAME_LOOK_MAX_BITS } from '../src/server/payments/slip-look.ts';
import { prepareSlip } from '../src/server/payments/slip-picture.ts';
import {
  reencoded,
  resized,
  slipLines,
  slipPicture,
  withAmountEdited,
  withByteAppended,
  withQrPaintedWhite,
} from '../src/testing/slip-pictures.ts';
import { report } from './support/server.ts';

/**
 * The threshold of slip looks (decision 0035), measured with the shop's own code: how many bits
 * copies of a slip are from it (re-encoded, scaled, QR painted white, a few characters rubbed out) and
 * how close two different slips come. Budgets: every copy within `SAME_LOOK_MAX_BITS`, every pair
 * of different slips beyond it. Not a timing: it may run beside anything.
 */
const SLIPS = 30;
const COPIED = 12;

const lookOf = async (picture: Uint8Array) => (await prepareSlip(picture)).look;
const apart = (a: string, b: string) => [...a].filter((bit, at) => bit !== b[at]).length;

const copies: Record<string, (slip: Buffer) => Promise<Uint8Array>> = {
  'the same file with a byte more': async (slip) => withByteAppended(slip),
  'JPEG at quality 90': (slip) => reencoded(slip, 90),
  'JPEG at quality 30': (slip) => reencoded(slip, 30),
  'WebP at quality 50': (slip) => sharp(slip).webp({ quality: 50 }).toBuffer(),
  'scaled to 0.5, PNG': (slip) => resized(slip, 0.5, 'png'),
  'scaled to 0.75': (slip) => resized(slip, 0.75),
  'scaled to 1.5': (slip) => resized(slip, 1.5),
  'its QR painted white': (slip) => withQrPaintedWhite(slip),
  'its amount edited': (slip) => withAmountEdited(slip),
};

const slips: Buffer[] = [];
for (let index = 0; index < SLIPS; index++) {
  slips.push(await slipPicture(index % 2 ? { transRef: null } : {}));
}
const looks = await Promise.all(slips.map(lookOf));

let farthestCopy = 0;
for (const [name, copy] of Object.entries(copies)) {
  const distances: number[] = [];
  for (let index = 0; index < COPIED; index++) {
    const slip = slips[index] as Buffer;
    distances.push(apart(looks[index] as string, await lookOf(await copy(slip))));
  }
  farthestCopy = Math.max(farthestCopy, ...distances);
  process.stdout.write(`  ${name}: ${distances.join(' ')} bits\n`);
}
// More than a light edit: a bar as long as a line may change the slip's outline. Shown only.
const covered: number[] = [];
for (let index = 0; index < COPIED; index++) {
  const slip = slips[index] as Buffer;
  const bar = { create: { width: 220, height: 18, channels: 3 as const, background: '#223344' } };
  const copy = await sharp(slip)
    .composite([{ input: bar, left: 58, top: 620 }])
    .jpeg()
    .toBuffer();
  covered.push(apart(looks[index] as string, await lookOf(copy)));
}
process.stdout.write(`  a line of its text covered (not budgeted): ${covered.join(' ')} bits\n`);

const pairs: number[] = [];
for (let first = 0; first < SLIPS; first++) {
  for (let second = first + 1; second < SLIPS; second++) {
    pairs.push(apart(looks[first] as string, looks[second] as string));
  }
}
pairs.sort((a, b) => a - b);
process.stdout.write(
  `  ${pairs.length} pairs of different slips: nearest ${pairs[0]}, median ${pairs[pairs.length >> 1]}, farthest ${pairs.at(-1)} bits\n`,
);
const lines = slipLines();
const twins = apart(
  await lookOf(await slipPicture({ lines })),
  await lookOf(await slipPicture({ lines })),
);
process.stdout.write(
  `  the same text with another QR (not refused: two transfers): ${twins} bits\n`,
);

const ok = [
  report('farthest copy of a slip', farthestCopy, 'bits', SAME_LOOK_MAX_BITS),
  report('nearest two different slips', pairs[0] ?? 0, 'bits', SAME_LOOK_MAX_BITS + 1, false, 0),
].every(Boolean);
process.exitCode = ok ? 0 : 1;
