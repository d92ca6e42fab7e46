import type { AppConfig } from '../config.ts';
import { type FileStore, localFileStore } from './file-store.ts';
import type { S3FileStoreOptions } from './s3-file-store.ts';

/** Where the shop keeps uploaded pictures (public, served at /uploads) and customers' slips. */
export interface FileStores {
  pictures: FileStore;
  slips: FileStore;
}

/** The two kinds of file the shop keeps. */
export type FileKind = keyof FileStores;

type StoreSettings = Pick<
  AppConfig,
  | 'UPLOADS_DIR'
  | 'SLIPS_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/** Where each kind lives in the bucket, so one bucket holds both apart. */
export const BUCKET_PREFIXES = {
  pictures: 'pictures/',
  slips: 'slips/',
} as const satisfies Record<FileKind, string>;

/** The folder each kind lives in when no bucket is set. */
export function foldersOf(config: StoreSettings): Record<FileKind, string> {
  return { pictures: config.UPLOADS_DIR, slips: config.SLIPS_DIR };
}

/** The bucket the S3_* settings name, or null when they are not set. */
export function bucketOf(config: StoreSettings): Omit<S3FileStoreOptions, 'prefix'> | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!(S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY)) return null;
  return {
    endpoint: S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}

/**
 * The bucket's store, its SDK loaded with the first file asked of it: the AWS SDK is some 20 MB of
 * a server's memory (quality.md's 300 MB under the listing load), which a shop keeping its files
 * in folders never needs.
 */
function bucketStore(options: S3FileStoreOptions): FileStore {
  let store: Promise<FileStore> | null = null;
  const opened = () => {
    store ??= import('./s3-file-store.ts').then(({ s3FileStore }) => s3FileStore(options));
    return store;
  };
  return {
    put: async (key, bytes, contentType) => (await opened()).put(key, bytes, contentType),
    get: async (key) => (await opened()).get(key),
    delete: async (key) => (await opened()).delete(key),
  };
}

/** One pair per configuration, so every request shares the bucket's client and its connections. */
const made = new WeakMap<StoreSettings, FileStores>();

/**
 * The two folders by default; with S3_* set, one bucket holding pictures under `pictures/` and
 * slips under `slips/` (the bucket stays private: the shop serves both itself).
 */
export function fileStoresOf(config: StoreSettings): FileStores {
  const known = made.get(config);
  if (known) return known;
  const bucket = bucketOf(config);
  const folders = foldersOf(config);
  const stores: FileStores = bucket
    ? {
        pictures: bucketStore({ ...bucket, prefix: BUCKET_PREFIXES.pictures }),
        slips: bucketStore({ ...bucket, prefix: BUCKET_PREFIXES.slips }),
      }
    : { pictures: localFileStore(folders.pictures), slips: localFileStore(folders.slips) };
  made.set(config, stores);
  return stores;
}
