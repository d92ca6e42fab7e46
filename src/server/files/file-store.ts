import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the shop keeps files (uploaded pictures, customers' slips): a port, so a folder on the
 * server and an S3-compatible bucket hold them the same way. Keys are names the server made
 * (`newFileKey`); nothing a client sent ever becomes part of one.
 */
export interface FileStore {
  /** Stores the bytes under a new key; a key already taken is an error, never overwritten. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes and their type, or null when nothing is stored under the key. */
  get(key: string): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string } | null>;
  /** Removes the file; a key with nothing stored is not an error. */
  delete(key: string): Promise<void>;
}

/** The types the shop stores, by the extension their keys end with. */
const EXTENSIONS = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
} as const satisfies Record<string, string>;
type Extension = keyof typeof EXTENSIONS;

/** One name of letters, digits, `-` and `_` and a known extension: no folder, no `..`. */
const KEY = /^[a-z0-9_-]{1,120}\.[a-z]{3,4}$/;

function extensionOf(contentType: string): Extension {
  const found = Object.entries(EXTENSIONS).find(([, type]) => type === contentType);
  if (!found) throw new Error(`the file store keeps no ${contentType} files`);
  return found[0] as Extension;
}

/** A new random key for a file of this type (its extension says the type). */
export function newFileKey(contentType: string): string {
  return `${randomBytes(16).toString('hex')}${extensionOf(contentType)}`;
}

/** The type a key's extension names, or null for a key the stores never make. */
export function typeOfKey(key: string): string | null {
  if (!KEY.test(key) || key.includes('..')) return null;
  return EXTENSIONS[path.extname(key) as Extension] ?? null;
}

/** The key itself when it is one the stores make; anything else (folders, `..`) is an error. */
export function checkedKey(key: string): string {
  if (typeOfKey(key) === null) throw new Error('not a file store key');
  return key;
}

const missing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/**
 * A folder on the server's disk. The file's type is its key's extension, so nothing beside the
 * file records it; a key that does not fit the pattern is refused before any path is built.
 */
export function localFileStore(dir: string): FileStore {
  const at = (key: string) => path.join(dir, checkedKey(key));
  return {
    async put(key, bytes, contentType) {
      if (typeOfKey(key) !== contentType) {
        throw new Error(`key ${key} does not name a ${contentType} file`);
      }
      await mkdir(dir, { recursive: true });
      await writeFile(at(key), bytes, { flag: 'wx' });
    },
    async get(key) {
      const contentType = typeOfKey(key);
      if (contentType === null) return null;
      try {
        return { bytes: await readFile(path.join(dir, key)), contentType };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(at(key), { force: true });
    },
  };
}
