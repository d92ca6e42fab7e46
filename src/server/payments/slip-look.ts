import type { OutputInfo } from 'sharp';
import { loadSharp } from '../files/images.ts';

/**
 * How a slip looks, to know a copy of one sent for another order even when it is not the same
 * file: re-encoded, resized, lightly edited, its QR painted over. A perceptual hash (pHash, by
 * sharp-phash) of the upright picture with its QR painted white and its blank border trimmed:
 * the 64 lowest frequencies of its 32 × 32 grey shrink, each above their mean or not. The QR is
 * left out because a copy may have lost it; the border is trimmed so that what is compared is the
 * slip's text, whatever the picture's size or margins.
 */

/**
 * Two looks at most this many bits apart are one slip. Measured on the test pictures (decision
 * 0035, `npm run bench slip-looks`): a copy of a slip is 0–3 bits from it (one byte more, JPEG at
 * quality 30 to 90, PNG, WebP, scaled by 0.5 to 1.5, its QR painted white), a few characters
 * rubbed out 0–9; two different slips came 14 bits apart at the nearest, 32 at the median. Kept
 * low on purpose: a slip compared by its look has no QR, so staff check it by eye anyway, and a
 * customer refused for a slip that only resembles another is the worse mistake.
 */
export const SAME_LOOK_MAX_BITS = 8;

/** Where the slip's QR is, in the picture's pixels. */
export interface QrBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Around the QR, a tenth of its side is painted too: its quiet zone, and what blurs into it. */
const QR_MARGIN = 0.1;
/** How far from the border's colour a pixel must be to be the slip's content, not its border. */
const BORDER_THRESHOLD = 30;

type Pixels = { data: Buffer; info: OutputInfo };

function withQrPainted({ data, info }: Pixels, qr: QrBox): Buffer {
  const { width, height, channels } = info;
  const margin = (qr.right - qr.left) * QR_MARGIN;
  const left = Math.max(0, Math.floor(qr.left - margin));
  const right = Math.min(width, Math.ceil(qr.right + margin));
  const top = Math.max(0, Math.floor(qr.top - margin));
  const bottom = Math.min(height, Math.ceil(qr.bottom + margin));
  const painted = Buffer.from(data);
  for (let y = top; y < bottom; y++) {
    painted.fill(255, (y * width + left) * channels, (y * width + right) * channels);
  }
  return painted;
}

/**
 * The look of a slip's upright, flattened pixels (64 characters, '0' or '1': a PostgreSQL bit
 * string), with the QR where `qr` says left out.
 */
export async function slipLook(pixels: Pixels, qr: QrBox | null): Promise<string> {
  const { width, height, channels } = pixels.info;
  const sharp = await loadSharp();
  const data = qr ? withQrPainted(pixels, qr) : pixels.data;
  let content: Pixels;
  try {
    content = await sharp(data, { raw: { width, height, channels } })
      .trim({ threshold: BORDER_THRESHOLD })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A blank picture has no content to trim to: it is its own look.
    content = { data, info: pixels.info };
  }
  // Imported with the first slip: the module loads sharp itself.
  const { default: phash } = await import('sharp-phash');
  const { info } = content;
  return phash(content.data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
}
