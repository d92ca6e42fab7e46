import { describe, expect, it } from 'vitest';
import { KeptGzip } from './kept-gzip.ts';

const item = (version: string, bytes: number) => ({ version, gzipped: new Uint8Array(bytes) });

describe('gzipped items kept within bounds', () => {
  it('finds an item only under the version it was made under', () => {
    const kept = new KeptGzip({ entries: 10, bytes: 1000 });
    kept.keep('a', item('v1', 10));
    expect(kept.get('a', 'v1')?.version).toBe('v1');
    expect(kept.get('a', 'v2')).toBeNull();
    expect(kept.get('b', 'v1')).toBeNull();
  });

  it('lets the least recently used go first, past either bound', () => {
    const kept = new KeptGzip({ entries: 2, bytes: 1000 });
    kept.keep('a', item('v', 10));
    kept.keep('b', item('v', 10));
    kept.get('a', 'v');
    kept.keep('c', item('v', 10));
    expect([kept.get('a', 'v'), kept.get('b', 'v'), kept.get('c', 'v')].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
    const bytes = new KeptGzip({ entries: 100, bytes: 25 });
    for (const key of ['a', 'b', 'c']) bytes.keep(key, item('v', 10));
    expect(bytes.size).toBe(2);
    expect(bytes.bytes).toBe(20);
    expect(bytes.get('a', 'v')).toBeNull();
  });

  it('counts an item kept again for its key once, and nothing after clearing', () => {
    const kept = new KeptGzip({ entries: 10, bytes: 1000 });
    kept.keep('a', item('v1', 10));
    kept.keep('a', item('v2', 30));
    expect(kept.size).toBe(1);
    expect(kept.bytes).toBe(30);
    kept.clear();
    expect(kept.size).toBe(0);
    expect(kept.bytes).toBe(0);
    expect(kept.get('a', 'v2')).toBeNull();
  });
});
