import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { adminMessages } from '../../shared/admin-messages.ts';
import { AppError } from '../http/errors.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** Web-sized: the longer side of a stored image is at most this many pixels. */
export const MAX_IMAGE_SIDE = 800;
/** Refuses decompression bombs before sharp allocates them. */
const MAX_INPUT_PIXELS = 40_000_000;
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** What the bytes are, whatever the file is called or claims to be. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/**
 * Keeps an uploaded picture only if its content is JPEG, PNG or WebP; stores a resized WebP under
 * a random name (nothing of the sender's file name survives) and answers where it is served.
 */
export async function storeUploadedImage(dir: string, bytes: Uint8Array): Promise<string> {
  if (!sniffImage(bytes)) {
    throw new AppError('VALIDATION', adminMessages.upload.notAnImage, {
      fields: { file: adminMessages.upload.notAnImage },
    });
  }
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('VALIDATION', adminMessages.upload.unreadable, {
      fields: { file: adminMessages.upload.unreadable },
    });
  }
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), webp, { flag: 'wx' });
  return `/uploads/${name}`;
}

/** The stored file for `/uploads/<name>`, or null for any other name. */
export async function readUploadedImage(dir: string, name: string): Promise<Buffer | null> {
  if (!STORED_NAME.test(name)) return null;
  try {
    return await readFile(path.join(dir, name));
  } catch {
    return null;
  }
}
