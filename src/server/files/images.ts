import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Sharp, SharpConstructor } from 'sharp';

const nodeRequire = createRequire(import.meta.url);

let sharpLoading: Promise<SharpConstructor> | null = null;

/**
 * sharp, loaded on the first picture the process handles: libvips and its threads are some 30 MB
 * of a server's memory (quality.md's 300 MB under the listing load), which a process that serves
 * only the storefront never needs.
 */
export function loadSharp(): Promise<SharpConstructor> {
  sharpLoading ??= import('sharp').then((loaded) => loaded.default);
  return sharpLoading;
}

/** What a picture's bytes are, whatever its name or declared type says. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic';

/**
 * The most pixels a picture may have: 40 MP, above a phone's ordinary photo (12–24 MP); more is
 * refused before anything is decoded, so a small file that claims huge dimensions (a
 * decompression bomb) costs nothing. A phone's rare 50 MP full-resolution mode is refused too.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** ISO-BMFF major brands of HEIF pictures as phones write them (iPhone photos are `heic`). */
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'mif1', 'msf1', 'heim', 'heis'];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** What the bytes are: JPEG, PNG, WebP or HEIC/HEIF, or null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  // ....ftyp<brand>
  if (
    bytes.length >= 12 &&
    ascii(bytes, 4, 8) === 'ftyp' &&
    HEIF_BRANDS.includes(ascii(bytes, 8, 12))
  )
    return 'heic';
  return null;
}

/**
 * heic-decode checks the major brand itself and knows the single-picture ones only; libheif reads
 * layered files (`heim`, `heis`) by their compatible brands, so those are handed over as `mif1`.
 */
function asDecoderReads(bytes: Uint8Array): Uint8Array {
  const brand = ascii(bytes, 8, 12);
  if (brand !== 'heim' && brand !== 'heis') return bytes;
  const copy = new Uint8Array(bytes);
  copy.set([0x6d, 0x69, 0x66, 0x31], 8);
  return copy;
}

/**
 * The worker that decodes one HEIC file (CommonJS, run from text so the bundled server needs no
 * file of its own): the size of the first picture is checked before its pixels are decoded, and
 * the pixels are handed back without a copy.
 */
const HEIC_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decoder);
(async () => {
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const first = images[0];
    if (!first) throw new Error('the HEIC file holds no picture');
    if (first.width * first.height > workerData.maxPixels) {
      throw new Error('the HEIC picture exceeds the pixel limit');
    }
    const { width, height, data } = await first.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

interface DecodedHeic {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** HEIC pictures this process began, works on now, and worked on at once at most (for tests). */
export const heicDecodings = { started: 0, now: 0, mostAtOnce: 0 };

/** The HEIC picture being worked on, or the last one; the next waits for it to end. */
let heicTurn: Promise<unknown> = Promise.resolve();

/** `work`, once the work on each HEIC picture asked for before it has ended (however it ended). */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const mine = heicTurn.then(async () => {
    heicDecodings.started += 1;
    heicDecodings.now += 1;
    heicDecodings.mostAtOnce = Math.max(heicDecodings.mostAtOnce, heicDecodings.now);
    try {
      return await work();
    } finally {
      heicDecodings.now -= 1;
    }
  });
  heicTurn = mine.catch(() => undefined);
  return mine;
}

interface DecodedHeic {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * The first picture of a HEIC file as RGBA pixels. The prebuilt sharp cannot decode HEVC, so
 * libheif (heic-decode, WebAssembly) does, in a worker of its own: a 12 MP photo takes about a
 * second of synchronous work and a few hundred MB of WebAssembly memory, which would stop every
 * other request meanwhile and stay with the server after. The worker ends with the decoding.
 */
function decodeHeic(bytes: Uint8Array): Promise<DecodedHeic> {
  const worker = new Worker(HEIC_WORKER, {
    eval: true,
    workerData: {
      decoder: nodeRequire.resolve('heic-decode'),
      bytes: asDecoderReads(bytes),
      maxPixels: MAX_INPUT_PIXELS,
    },
    // libheif reports its errors on stdout: they are not the shop's log lines.
    stdout: true,
    stderr: true,
  });
  const decoded = new Promise<DecodedHeic>((resolve, reject) => {
    worker.once('message', (answer: DecodedHeic | { error: string }) =>
      'error' in answer ? reject(new Error(answer.error)) : resolve(answer),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the HEIC worker stopped (${code})`)));
  });
  return decoded.finally(() => worker.terminate());
}

/**
 * `work` on the picture as sharp reads it, with the pixel limit; throws when it cannot be read
 * (the caller answers 400). A HEIC picture comes decoded, already turned as the phone meant it,
 * and one at a time in the process, from its decoding to the end of `work`: eight parallel
 * uploads of a 12 MP photo took the server from 681 to 1,735 MB when each had its own decoder.
 */
export async function withImage<T>(
  bytes: Uint8Array,
  kind: ImageKind,
  work: (image: Sharp) => Promise<T>,
): Promise<T> {
  const sharp = await loadSharp();
  if (kind !== 'heic') {
    return work(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }));
  }
  return inTurn(async () => {
    const { width, height, data } = await decodeHeic(bytes);
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    return work(
      sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS }),
    );
  });
}
