import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../testing/s3-server.ts';
import { type FileStore, localFileStore, newFileKey } from './file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

/** A store under test and the names it holds (its files, or its objects' keys). */
interface Subject {
  store: FileStore;
  stored(): Promise<string[]>;
}

const local = async (): Promise<Subject & { close(): void }> => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-files-')), 'slips');
  return {
    store: localFileStore(dir),
    stored: async () => readdirSync(dir),
    close: () => rmSync(path.dirname(dir), { recursive: true, force: true }),
  };
};

const s3 = async (): Promise<Subject & { close(): Promise<void> }> => {
  const server = await startS3Server();
  const store = s3FileStore({ ...server, region: 'auto', prefix: 'slips/' });
  return {
    store,
    async stored() {
      const keys = await server.keys();
      expect(keys.every((key) => key.startsWith('slips/'))).toBe(true);
      return keys.map((key) => key.slice('slips/'.length));
    },
    close: () => server.close(),
  };
};

describe.each([
  ['the local file store', local],
  ['the S3 file store', s3],
])('%s', (_name, start) => {
  let subject: Subject & { close(): unknown };
  beforeAll(async () => {
    subject = await start();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('keeps, answers and deletes a file under a key it made, with the key’s type', async () => {
    const { store } = subject;
    const key = newFileKey('image/jpeg');
    expect(key).toMatch(/^[a-f0-9]{32}\.jpg$/);
    await store.put(key, new Uint8Array([1, 2, 3]), 'image/jpeg');
    expect(await subject.stored()).toContain(key);
    const file = await store.get(key);
    expect(file?.contentType).toBe('image/jpeg');
    expect([...(file?.bytes ?? [])]).toEqual([1, 2, 3]);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await subject.stored()).not.toContain(key);
    await store.delete(key);
  });

  it('answers null for a key with nothing stored', async () => {
    expect(await subject.store.get(newFileKey('image/png'))).toBeNull();
  });

  it('never overwrites a key already taken', async () => {
    const { store } = subject;
    const key = newFileKey('image/webp');
    await store.put(key, new Uint8Array([1]), 'image/webp');
    await expect(store.put(key, new Uint8Array([2]), 'image/webp')).rejects.toThrow();
    expect([...((await store.get(key))?.bytes ?? [])]).toEqual([1]);
  });

  it('refuses keys that are not its own names: folders, `..`, other types', async () => {
    const { store } = subject;
    for (const key of [
      '../secret.jpg',
      'a/b.jpg',
      '..jpg',
      'x..jpg',
      '/etc/passwd',
      'a.svg',
      'A.JPG',
      '',
    ]) {
      await expect(store.put(key, new Uint8Array([1]), 'image/jpeg'), key).rejects.toThrow();
      expect(await store.get(key), key).toBeNull();
      await expect(store.delete(key), key).rejects.toThrow();
    }
    await expect(store.put('abc.png', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow();
    expect(() => newFileKey('text/html')).toThrow();
    const names = await subject.stored();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /^[a-f0-9]{32}\.(jpg|webp)$/.test(name))).toBe(true);
  });
});
