import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../testing/s3-server.ts';
import { type AppConfig, parseConfig } from '../config.ts';
import { copyFilesToBucket, NoBucketError, summaryOf } from './copy-to-bucket.ts';
import { newFileKey } from './file-store.ts';
import { fileStoresOf } from './file-stores.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'shop-to-bucket-'));
const folders = { UPLOADS_DIR: path.join(dir, 'uploads'), SLIPS_DIR: path.join(dir, 'slips') };

let s3: Awaited<ReturnType<typeof startS3Server>>;
/** The shop as it ran before: files in the two folders. */
let before: AppConfig;
/** The same shop with S3_* set. */
let after: AppConfig;

beforeAll(async () => {
  s3 = await startS3Server();
  before = parseConfig(folders);
  after = parseConfig({ ...folders, ...s3.env });
});

afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * `npm run files:to-bucket` with the shop's folders and `env`, in a process of its own (the
 * bucket's server runs in this one, so it must not be blocked while the script talks to it).
 */
function runScript(env: Record<string, string>) {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, ...rest } = process.env;
  const child = spawn(process.execPath, ['scripts/files-to-bucket.ts'], {
    cwd: root,
    env: { ...rest, ...folders, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    stdout += text;
  });
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  return new Promise<{ status: number | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      child.once('error', reject);
      child.once('close', (status) => resolve({ status, stdout, stderr }));
    },
  );
}

const bytesOf = (file: { bytes: Uint8Array } | null) => [...(file?.bytes ?? [])];

describe('moving a shop’s files into the bucket', () => {
  const picture = newFileKey('image/webp');
  const slip = newFileKey('image/jpeg');
  const laterSlip = newFileKey('image/png');

  it('copies a picture and a slip under the keys the bucket stores read, and keeps them local', async () => {
    const local = fileStoresOf(before);
    await local.pictures.put(picture, new Uint8Array([1, 2, 3, 4]), 'image/webp');
    await local.slips.put(slip, new Uint8Array([9, 8, 7]), 'image/jpeg');

    expect(await copyFilesToBucket(after)).toEqual({
      copied: 2,
      skipped: 0,
      failed: 0,
      ignored: 0,
    });

    const bucket = fileStoresOf(after);
    expect(await bucket.pictures.get(picture)).toEqual({
      bytes: new Uint8Array([1, 2, 3, 4]),
      contentType: 'image/webp',
    });
    expect(await bucket.slips.get(slip)).toEqual({
      bytes: new Uint8Array([9, 8, 7]),
      contentType: 'image/jpeg',
    });
    expect(await bucket.pictures.get(slip)).toBeNull();
    expect((await s3.keys()).sort()).toEqual([`pictures/${picture}`, `slips/${slip}`].sort());
    expect(readdirSync(folders.UPLOADS_DIR)).toEqual([picture]);
    expect(readdirSync(folders.SLIPS_DIR)).toEqual([slip]);
  });

  it('skips everything on a second run, and copies only a file added since on a third', async () => {
    expect(await copyFilesToBucket(after)).toEqual({
      copied: 0,
      skipped: 2,
      failed: 0,
      ignored: 0,
    });

    await fileStoresOf(before).slips.put(laterSlip, new Uint8Array([5, 5]), 'image/png');
    expect(await copyFilesToBucket(after)).toEqual({
      copied: 1,
      skipped: 2,
      failed: 0,
      ignored: 0,
    });
    expect(bytesOf(await fileStoresOf(after).slips.get(laterSlip))).toEqual([5, 5]);
    expect(await s3.keys()).toHaveLength(3);
  });

  it('leaves other entries of the folders alone and never overwrites a different file', async () => {
    writeFileSync(path.join(folders.UPLOADS_DIR, 'notes.txt'), 'not a picture');
    mkdirSync(path.join(folders.UPLOADS_DIR, 'archive-2023'));
    const clash = newFileKey('image/jpeg');
    await fileStoresOf(before).slips.put(clash, new Uint8Array([1, 2, 3]), 'image/jpeg');
    await fileStoresOf(after).slips.put(clash, new Uint8Array([4]), 'image/jpeg');

    const tally = await copyFilesToBucket(after);
    expect(tally).toEqual({
      copied: 0,
      skipped: 3,
      failed: 1,
      ignored: 2,
      firstFailure: 'slips: the bucket holds a different file under the same name',
    });
    expect(bytesOf(await fileStoresOf(after).slips.get(clash))).toEqual([4]);
    expect(await s3.keys()).toHaveLength(4);
    expect(summaryOf(tally)).toBe(
      'Copied 0, skipped 3 already in the bucket, failed 1; left 2 entries the shop did not make; first failure: slips: the bucket holds a different file under the same name.',
    );
  });

  it('counts a file the bucket refuses as failed, naming no file', async () => {
    const refusing = parseConfig({ ...folders, ...s3.env, S3_SECRET_ACCESS_KEY: 'wrong' });
    const tally = await copyFilesToBucket(refusing);
    expect(tally).toMatchObject({ copied: 0, skipped: 0, failed: 4, ignored: 2 });
    expect(tally.firstFailure).toMatch(/^(pictures|slips): /);
    for (const name of readdirSync(folders.SLIPS_DIR)) {
      expect(tally.firstFailure).not.toContain(name);
    }
  });

  it('is refused when the S3 settings are not set', async () => {
    await expect(copyFilesToBucket(before)).rejects.toBeInstanceOf(NoBucketError);
  });
});

describe('npm run files:to-bucket', () => {
  it('refuses in one line with exit code 2 when S3 is not configured', async () => {
    const run = await runScript({});
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^S3 is not configured: set S3_ENDPOINT, [^\n]+\n$/);

    const partial = await runScript({ S3_BUCKET: 'shop' });
    expect(partial.status).toBe(2);
    expect(partial.stderr).toMatch(/^Invalid S3_ENDPOINT: [^\n]+\n$/);
  });

  it('prints one line of counts, no names, and exits 1 while a file failed', async () => {
    const run = await runScript(s3.env);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(
      /^Copied 0, skipped 3 already in the bucket, failed 1; left 2 entries [^\n]+\n$/,
    );
    for (const name of [...readdirSync(folders.UPLOADS_DIR), ...readdirSync(folders.SLIPS_DIR)]) {
      expect(run.stdout).not.toContain(name);
    }
  });

  it('exits 0 once every file is in the bucket', async () => {
    const bucket = fileStoresOf(after).slips;
    const clashes: string[] = [];
    for (const name of readdirSync(folders.SLIPS_DIR)) {
      if ((await bucket.get(name))?.bytes.length === 1) clashes.push(name);
    }
    expect(clashes).toHaveLength(1);
    await bucket.delete(clashes[0] as string);
    const copying = await runScript(s3.env);
    expect([copying.status, copying.stdout]).toEqual([
      0,
      'Copied 1, skipped 3 already in the bucket, failed 0; left 2 entries the shop did not make.\n',
    ]);
  });
});
