import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { newFileKey } from './file-store.ts';
import { fileStoresOf } from './file-stores.ts';

const S3 = {
  S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
  S3_BUCKET: 'shop',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

const dir = mkdtempSync(path.join(tmpdir(), 'shop-stores-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the S3 settings', () => {
  it('are all set or none: a partial set names each missing one', () => {
    expect(parseConfig({}).S3_BUCKET).toBeUndefined();
    expect(parseConfig(S3)).toMatchObject({ ...S3, S3_REGION: 'auto' });
    expect(parseConfig({ ...S3, S3_REGION: 'ap-southeast-1' }).S3_REGION).toBe('ap-southeast-1');
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = S3;
    expect(() => parseConfig(partial)).toThrow(/S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY/);
    expect(() => parseConfig({ S3_BUCKET: 'shop' })).toThrow(/all of them or none/);
    expect(() => parseConfig({ ...S3, S3_ENDPOINT: 'not a url' })).toThrow();
  });
});

describe('the shop’s file stores', () => {
  it('are the uploads and slips folders without S3 settings, one object per configuration', async () => {
    const config = parseConfig({
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SLIPS_DIR: path.join(dir, 'slips'),
    });
    const stores = fileStoresOf(config);
    expect(fileStoresOf(config)).toBe(stores);
    const picture = newFileKey('image/webp');
    const slip = newFileKey('image/jpeg');
    await stores.pictures.put(picture, new Uint8Array([1]), 'image/webp');
    await stores.slips.put(slip, new Uint8Array([2]), 'image/jpeg');
    expect(readdirSync(path.join(dir, 'uploads'))).toEqual([picture]);
    expect(readdirSync(path.join(dir, 'slips'))).toEqual([slip]);
    expect(await stores.pictures.get(slip)).toBeNull();
  });
});
