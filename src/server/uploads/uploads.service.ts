import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { adminMessages } from '../../shared/admin-messages.ts';
import { openImage, sniffImage } from '../files/images.ts';
import { AppError } from '../http/errors.ts';

/** Web-sized: the longer side of a stored image is at most this many pixels. */
export const MAX_IMAGE_SIDE = 800;
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

/**
 * Keeps an uploaded picture only if its content is JPEG, PNG or WebP; stores a resized WebP under
 * a random name (nothing of the sender's file name survives) and answers where it is served.
 */
export async function storeUploadedImage(dir: string, bytes: Uint8Array): Promise<string> {
  const kind = sniffImage(bytes);
  // The back office uploads JPEG, PNG and WebP (its contract); HEIC comes only as a customer's slip.
  if (kind === null || kind === 'heic') {
    throw new AppError('VALIDATION', adminMessages.upload.notAnImage, {
      fields: { file: adminMessages.upload.notAnImage },
    });
  }
  let webp: Buffer;
  try {
    webp = await (await openImage(bytes, kind))
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
