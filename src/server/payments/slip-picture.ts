import { createHash } from 'node:crypto';
import jsQR from 'jsqr';
import { slipVerify } from 'promptparse/validate';
import type { OutputInfo } from 'sharp';
import { paymentMessages } from '../../shared/payment-messages.ts';
import { type ImageKind, loadSharp, sniffImage, withImage } from '../files/images.ts';
import { AppError } from '../http/errors.ts';
import { type QrBox, slipLook } from './slip-look.ts';

const text = paymentMessages.slip;

/** The stored slip's longer side: the amounts and names on it stay sharp for staff. */
export const STORED_SLIP_SIDE = 1600;
/** The longer side the verification QR is first looked for at: enough for a slip's mini-QR, quick. */
const QR_SIDE = 1200;
const STORED_TYPE = 'image/jpeg';

/** What the bank's verification QR on a slip says: the sending bank's code and the transfer's reference. */
export interface SlipQr {
  sendingBank: string;
  transRef: string;
}

/** What is known of a slip picture before it is decoded. */
export interface SniffedSlip {
  kind: ImageKind;
  /** SHA-256 of the picture as sent: the same picture is the same transfer. */
  sha256: string;
}

export interface PreparedSlip extends SniffedSlip {
  /** Null when the picture has no slip verification QR (or one this shop cannot read). */
  qr: SlipQr | null;
  /** How it looks, its QR left out: a copy of it looks the same (slip-look.ts). */
  look: string;
  /** What is stored: turned upright, at most 1600 px on its longer side, JPEG. */
  picture: { bytes: Uint8Array; contentType: typeof STORED_TYPE };
}

const refused = (message: string) =>
  new AppError('VALIDATION', message, { fields: { file: message } });

type Pixels = { data: Buffer; info: OutputInfo };

interface Scanned {
  /** A QR code of any kind was seen. */
  found: boolean;
  qr: SlipQr | null;
  /** Where the QR code is, in the scanned pixels. */
  box: QrBox | null;
}

/** A slip QR read from RGBA pixels; a QR that is not a bank's slip QR counts as none. */
function scan({ data, info }: Pixels): Scanned {
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  const code = jsQR(pixels, info.width, info.height, { inversionAttempts: 'dontInvert' });
  if (!code) return { found: false, qr: null, box: null };
  const corners = Object.values(code.location);
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const box = {
    left: Math.min(...xs),
    top: Math.min(...ys),
    right: Math.max(...xs),
    bottom: Math.max(...ys),
  };
  const slip = slipVerify(code.data);
  // The columns hold a 3-digit bank code and a reference of up to 64 characters.
  if (!slip || !/^\d{3}$/.test(slip.sendingBank) || !/^[\x21-\x7e]{1,64}$/.test(slip.transRef)) {
    return { found: true, qr: null, box };
  }
  return { found: true, qr: { sendingBank: slip.sendingBank, transRef: slip.transRef }, box };
}

/**
 * The verification QR, looked for at 1200 px first; when no QR at all shows there and the
 * picture is larger, once more at the stored size, already decoded (a screenshot's mini-QR can be
 * too small at 1200). Where it is comes in the stored picture's pixels.
 */
async function readSlipQr(stored: Pixels): Promise<{ qr: SlipQr | null; box: QrBox | null }> {
  const { width, height, channels } = stored.info;
  if (Math.max(width, height) > QR_SIDE) {
    const sharp = await loadSharp();
    const small = await sharp(stored.data, { raw: { width, height, channels } })
      .resize(QR_SIDE, QR_SIDE, { fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const first = scan(small);
    if (first.found && first.box) {
      const [x, y] = [width / small.info.width, height / small.info.height];
      const { left, top, right, bottom } = first.box;
      return {
        qr: first.qr,
        box: { left: left * x, top: top * y, right: right * x, bottom: bottom * y },
      };
    }
  }
  return scan(stored);
}

/**
 * What can be known of a slip picture without decoding it: refused unless its content is JPEG,
 * PNG, WebP or HEIC (400); its SHA-256.
 */
export function sniffSlip(bytes: Uint8Array): SniffedSlip {
  const kind = sniffImage(bytes);
  if (!kind) throw refused(text.notAnImage);
  return { kind, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * A customer's slip picture made ready to keep: refused when it is not a picture (400, see
 * `sniffSlip`) or cannot be decoded within the pixel limit (400); otherwise its SHA-256, the
 * verification QR it carries, how it looks and the upright, resized JPEG to store. The picture
 * is decoded once (a HEIC one waits for the process's HEIC picture before it); the QR is read
 * from those pixels while the JPEG is written, then the look is taken without the QR.
 */
export async function prepareSlip(
  bytes: Uint8Array,
  sniffed = sniffSlip(bytes),
): Promise<PreparedSlip> {
  let stored: Pixels;
  try {
    stored = await withImage(bytes, sniffed.kind, (image) =>
      image
        .rotate()
        .resize(STORED_SLIP_SIDE, STORED_SLIP_SIDE, { fit: 'inside', withoutEnlargement: true })
        // A screenshot's transparent parts read as white paper, for the QR and the JPEG alike.
        .flatten({ background: '#ffffff' })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
  } catch {
    throw refused(text.unreadable);
  }
  const { width, height, channels } = stored.info;
  const sharp = await loadSharp();
  const [jpeg, { qr, box }] = await Promise.all([
    sharp(stored.data, { raw: { width, height, channels } }).jpeg({ quality: 80 }).toBuffer(),
    readSlipQr(stored),
  ]);
  return {
    ...sniffed,
    qr,
    look: await slipLook(stored, box),
    picture: { bytes: new Uint8Array(jpeg), contentType: STORED_TYPE },
  };
}
