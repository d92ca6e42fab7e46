import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';

/**
 * Pictures of transfer slips for tests and benches: what a phone sends (a screenshot from the
 * bank's app with its verification QR, a photo of a printed slip) and what it must not (text,
 * a decompression bomb), and the copies of one that a slip's reuse is made of. Each call draws a
 * different picture: its lines of text are drawn at random, so no two look alike, even when drawn
 * by two processes (a test's and an end-to-end server's slips meet in one database).
 */

let drawn = 0;

/** A transfer reference no other picture of this run carries (the bank's are 10–25 characters). */
export function freshTransferRef(): string {
  drawn += 1;
  return `${Date.now().toString(36).toUpperCase()}R${process.pid}X${drawn}`.slice(0, 25);
}

/** The slip verification payload a Thai bank prints in the corner of a slip. */
export const slipQrPayload = (sendingBank: string, transRef: string) =>
  slipVerify({ sendingBank, transRef });

export interface SlipPictureOptions {
  /** The reference in the QR; null draws a slip without a QR (a transfer some banks print so). */
  transRef?: string | null;
  sendingBank?: string;
  format?: 'jpeg' | 'png';
  width?: number;
  height?: number;
  /** The QR's side in pixels. */
  qrSide?: number;
  /** The lengths of its 16 lines of text, in hundredths of its width (`slipLines()` when not said). */
  lines?: readonly number[];
}

/** Lengths for a slip's 16 lines of text, drawn at random: 15 to 85 hundredths of its width. */
export const slipLines = (): number[] => Array.from({ length: 16 }, () => randomInt(15, 86));

/** Lines of dark bars where a slip has its text (names, accounts, amount). */
function textLines(
  width: number,
  height: number,
  top: number,
  left: number,
  lines: readonly number[],
): OverlayOptions[] {
  const lineHeight = Math.max(6, Math.round(height / 70));
  return lines.map((length, index) => ({
    input: {
      create: {
        width: Math.round((width * length) / 100),
        height: lineHeight,
        channels: 3 as const,
        background: { r: 30 + ((length + index) % 60), g: 40, b: 60 },
      },
    },
    left,
    top: top + index * lineHeight * 2,
  }));
}

async function qrCode(sendingBank: string, transRef: string, side: number): Promise<Buffer> {
  return QRCode.toBuffer(slipQrPayload(sendingBank, transRef), {
    type: 'png',
    margin: 2,
    width: side,
    errorCorrectionLevel: 'M',
  });
}

/** Where `slipPicture` draws the QR: its left, top and side, in pixels. */
export function slipQrBox(options: SlipPictureOptions = {}) {
  const { width = 720, height = 1280, qrSide = 240 } = options;
  return {
    left: width - qrSide - Math.round(width * 0.06),
    top: height - qrSide - Math.round(height * 0.05),
    side: qrSide,
  };
}

/** A screenshot of a slip from a bank's app: white, lines of text, the QR at the bottom right. */
export async function slipPicture(options: SlipPictureOptions = {}): Promise<Buffer> {
  const {
    transRef = freshTransferRef(),
    sendingBank = '004',
    format = 'jpeg',
    width = 720,
    height = 1280,
    qrSide = 240,
    lines = slipLines(),
  } = options;
  const layers = textLines(
    width,
    height,
    Math.round(height * 0.06),
    Math.round(width * 0.08),
    lines,
  );
  if (transRef !== null) {
    const { left, top } = slipQrBox(options);
    layers.push({ input: await qrCode(sendingBank, transRef, qrSide), left, top });
  }
  const canvas = sharp({ create: { width, height, channels: 3, background: '#ffffff' } });
  const composed = canvas.composite(layers);
  return format === 'png' ? composed.png().toBuffer() : composed.jpeg({ quality: 90 }).toBuffer();
}

/*
 * Copies of a slip someone sends again for another order: none has the original's SHA-256, and
 * the last two no longer carry a QR that can be read.
 */

/** The same file with one byte more at its end (a JPEG decoder ignores it). */
export const withByteAppended = (picture: Uint8Array) =>
  Buffer.concat([picture, Buffer.from([0x00])]);

/** The slip saved again as a JPEG of another quality (a chat app forwards it so). */
export const reencoded = (picture: Uint8Array, quality = 60) =>
  sharp(picture).jpeg({ quality }).toBuffer();

/** The slip scaled (a screenshot of a screenshot, a phone of another size). */
export async function resized(
  picture: Uint8Array,
  scale: number,
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<Buffer> {
  const { width = 0 } = await sharp(picture).metadata();
  const scaled = sharp(picture).resize(Math.round(width * scale));
  return format === 'png' ? scaled.png().toBuffer() : scaled.jpeg({ quality: 85 }).toBuffer();
}

/** The slip with a few characters of its amount's line rubbed out (40 px painted white). */
export async function withAmountEdited(picture: Uint8Array): Promise<Buffer> {
  const { width = 720, height = 1280 } = await sharp(picture).metadata();
  const lineHeight = Math.max(6, Math.round(height / 70));
  const paint = {
    create: { width: 40, height: lineHeight, channels: 3 as const, background: '#fff' },
  };
  // Inside the first line, however long it is drawn: the slip keeps its outline.
  const [left, top] = [Math.round(width * 0.1), Math.round(height * 0.06)];
  return sharp(picture)
    .composite([{ input: paint, left, top }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The slip with its QR covered by white paint, so only the text is left (`options` as drawn). */
export function withQrPaintedWhite(picture: Uint8Array, options: SlipPictureOptions = {}) {
  const { left, top, side } = slipQrBox(options);
  const paint = { create: { width: side, height: side, channels: 3 as const, background: '#fff' } };
  return sharp(picture)
    .composite([{ input: paint, left, top }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A phone camera's photo of a printed slip, 4000×3000: a grainy table with the slip on it (a few
 * MB, like a phone's JPEG), its QR about 450 px wide.
 */
export async function largeSlipPhoto(transRef = freshTransferRef()): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const paper = await slipPicture({ transRef, width: 1500, height: 2600, qrSide: 450 });
  const table = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 150, g: 120, b: 90 },
      noise: { type: 'gaussian', mean: 120, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(table)
    .composite([{ input: paper, left: 1250, top: 200 }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG of a few hundred bytes that says it is 50,000 × 50,000 pixels
 * (2.5 gigapixels, 7.5 GB decoded); its data is a first few rows of zeros.
 */
export function pngBomb(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc((side * 3 + 1) * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A text file, as someone sends it named `slip.jpg`. */
export const notAPicture = () =>
  new TextEncoder().encode('โอนแล้วนะคะ 500 บาท (this is text, not a picture)');

/**
 * A HEIC screenshot of a slip as an iPhone sends it (720×1280, made once with libheif's
 * `heif-enc` from `slipPicture({ transRef: HEIC_SLIP_REF })`: the prebuilt sharp encodes no HEVC).
 */
export const heicSlip = () => readFileSync(new URL('./fixtures/slip.heic', import.meta.url));
export const HEIC_SLIP_REF = '2026112612345HEIC0001';

/** The same file with its major brand rewritten (`heim`, `heis`: layered HEIF, same pictures). */
export function withMajorBrand(heic: Uint8Array, brand: string): Uint8Array {
  const copy = new Uint8Array(heic);
  copy.set(new TextEncoder().encode(brand), 8);
  return copy;
}

/**
 * The HEIC slip claiming other dimensions (its `ispe` box rewritten): 8000×6000 is 48 MP, over the
 * pixel limit, so it must be refused before its pixels are decoded.
 */
export function heicClaiming(width: number, height: number): Uint8Array {
  const copy = new Uint8Array(heicSlip());
  const at = Buffer.from(copy).indexOf('ispe');
  if (at < 0) throw new Error('the HEIC sample has no ispe box');
  const view = new DataView(copy.buffer, copy.byteOffset + at + 8);
  view.setUint32(0, width);
  view.setUint32(4, height);
  return copy;
}
