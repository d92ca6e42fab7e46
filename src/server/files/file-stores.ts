import type { AppConfig } from '../config.ts';
import { type FileStore, localFileStore } from './file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

/** Where the shop keeps uploaded pictures (public, served at /uploads) and customers' slips. */
export interface FileStores {
  pictures: FileStore;
  slips: FileStore;
}

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

/** One pair per configuration, so every request shares the bucket's client and its connections. */
const made = new WeakMap<StoreSettings, FileStores>();

/**
 * The two folders by default; with S3_* set, one bucket holding pictures under `pictures/` and
 * slips under `slips/` (the bucket stays private: the shop serves both itself).
 */
export function fileStoresOf(config: StoreSettings): FileStores {
  const known = made.get(config);
  if (known) return known;
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  const stores: FileStores =
    S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
      ? (() => {
          const bucket = {
            endpoint: S3_ENDPOINT,
            region: config.S3_REGION,
            bucket: S3_BUCKET,
            accessKeyId: S3_ACCESS_KEY_ID,
            secretAccessKey: S3_SECRET_ACCESS_KEY,
          };
          return {
            pictures: s3FileStore({ ...bucket, prefix: 'pictures/' }),
            slips: s3FileStore({ ...bucket, prefix: 'slips/' }),
          };
        })()
      : { pictures: localFileStore(config.UPLOADS_DIR), slips: localFileStore(config.SLIPS_DIR) };
  made.set(config, stores);
  return stores;
}
