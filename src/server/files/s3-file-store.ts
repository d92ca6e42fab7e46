import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedKey, type FileStore, typeOfKey } from './file-store.ts';

export interface S3FileStoreOptions {
  /** The store's address, e.g. `https://<account>.r2.cloudflarestorage.com` or a local MinIO. */
  endpoint: string;
  /** `auto` for Cloudflare R2; the bucket's region for AWS S3 and Supabase Storage. */
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key (`pictures/`, `slips/`), so one bucket holds both kinds apart. */
  prefix: string;
}

/** The bucket store, with what moving files into it needs besides the port. */
export interface S3FileStore extends FileStore {
  /** The size in bytes of the object stored under the key, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** Closes the client's connections (a script that is done with the bucket). */
  close(): void;
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

const isMissing = (error: unknown) =>
  statusOf(error) === 404 ||
  (error instanceof S3ServiceException && ['NoSuchKey', 'NotFound'].includes(error.name));

/** What a store answers to a conditional write when the key is already taken. */
const isTaken = (error: unknown) => statusOf(error) === 412 || statusOf(error) === 409;

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, Supabase Storage, MinIO). Keys are checked as the
 * local folder checks them before any request is made; objects are written without an ACL, so
 * they stay as private as the bucket (the shop serves them itself). Addresses are path-style
 * (`<endpoint>/<bucket>/<key>`), which every one of those stores and a local one understand.
 */
export function s3FileStore(options: S3FileStoreOptions): S3FileStore {
  const { bucket, prefix } = options;
  if (prefix !== '' && !/^[a-z0-9-]+\/$/.test(prefix)) {
    throw new Error(`the prefix ${prefix} is not a folder name ending with /`);
  }
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: true,
    // Checksums only where S3 demands them: several compatible stores refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request instead of holding it open.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 30_000,
      throwOnRequestTimeout: true,
    },
  });
  const at = (key: string) => `${prefix}${checkedKey(key)}`;

  async function sizeAt(objectKey: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, bytes, contentType) {
      if (typeOfKey(key) !== contentType) {
        throw new Error(`key ${key} does not name a ${contentType} file`);
      }
      const objectKey = at(key);
      // The look first covers stores that ignore If-None-Match; the condition covers a race.
      if ((await sizeAt(objectKey)) !== null) throw new Error(`the key ${key} is already taken`);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey,
            Body: bytes,
            ContentType: contentType,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (isTaken(error)) throw new Error(`the key ${key} is already taken`);
        throw error;
      }
    },
    async get(key) {
      const contentType = typeOfKey(key);
      if (contentType === null) return null;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${key}` }),
        );
        if (!answer.Body) return null;
        return { bytes: new Uint8Array(await answer.Body.transformToByteArray()), contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: at(key) }));
    },
    sizeOf: (key) => sizeAt(at(key)),
    close: () => client.destroy(),
  };
}
