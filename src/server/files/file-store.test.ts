import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStore, newFileKey } from './file-store.ts';

const dir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-files-')), 'slips');
const store = localFileStore(dir);
afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

describe('the local file store', () => {
  it('keeps, answers and deletes a file under a key it made, with the key’s type', async () => {
    const key = newFileKey('image/jpeg');
    expect(key).toMatch(/^[a-f0-9]{32}\.jpg$/);
    await store.put(key, new Uint8Array([1, 2, 3]), 'image/jpeg');
    const file = await store.get(key);
    expect(file?.contentType).toBe('image/jpeg');
    expect([...(file?.bytes ?? [])]).toEqual([1, 2, 3]);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });

  it('never overwrites a key already taken', async () => {
    const key = newFileKey('image/webp');
    await store.put(key, new Uint8Array([1]), 'image/webp');
    await expect(store.put(key, new Uint8Array([2]), 'image/webp')).rejects.toThrow();
    expect([...((await store.get(key))?.bytes ?? [])]).toEqual([1]);
  });

  it('refuses keys that are not its own names: folders, `..`, other types', async () => {
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
    expect(readdirSync(dir).every((name) => /^[a-f0-9]{32}\.(jpg|webp)$/.test(name))).toBe(true);
  });
});
