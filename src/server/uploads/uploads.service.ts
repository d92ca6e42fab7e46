import { adminMessages } from '../../shared/admin-messages.ts';
import { type FileStore, newFileKey } from '../files/file-store.ts';
import { sniffImage, withImage } from '../files/images.ts';
import { AppError } from '../http/errors.ts';

/** Web-sized: the longer side of a stored image is at most this many pixels. */
export const MAX_IMAGE_SIDE = 800;
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

/**
 * Keeps an uploaded picture only if its content is JPEG, PNG or WebP; stores a resized WebP under
 * a random name (nothing of the sender's file name survives) in the pictures' store and answers
 * where it is served.
 */
export async function storeUploadedImage(store: FileStore, bytes: Uint8Array): Promise<string> {
  const kind = sniffImage(bytes);
  // The back office uploads JPEG, PNG and WebP (its contract); HEIC comes only as a customer's slip.
  if (kind === null || kind === 'heic') {
    throw new AppError('VALIDATION', adminMessages.upload.notAnImage, {
      fields: { file: adminMessages.upload.notAnImage },
    });
  }
  let webp: Buffer;
  try {
    webp = await withImage(bytes, kind, (image) =>
      image
        .rotate()
        .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  } catch {
    throw new AppError('VALIDATION', adminMessages.upload.unreadable, {
      fields: { file: adminMessages.upload.unreadable },
    });
  }
  const name = newFileKey('image/webp');
  await store.put(name, new Uint8Array(webp), 'image/webp');
  return `/uploads/${name}`;
}

/** The stored picture for `/uploads/<name>`, or null for any other name or a missing one. */
export async function readUploadedImage(
  store: FileStore,
  name: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!STORED_NAME.test(name)) return null;
  return (await store.get(name))?.bytes ?? null;
}
