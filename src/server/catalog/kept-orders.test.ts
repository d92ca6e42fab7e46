import { describe, expect, it } from 'vitest';
import { KeptOrders } from './crop-listing.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('the crop × pest orders kept in memory', () => {
  it('hold at most their limit of ids, the least recently used going first', async () => {
    const kept = new KeptOrders(10);
    kept.add('a', Promise.resolve(ids(4)));
    kept.add('b', Promise.resolve(ids(4)));
    await Promise.resolve();
    expect(kept.ids).toBe(8);
    expect(kept.get('a')).toBeDefined();
    kept.add('c', Promise.resolve(ids(4)));
    await Promise.resolve();
    // 12 ids: 'b', used least recently, is let go.
    expect([...kept.orders.keys()]).toEqual(['a', 'c']);
    expect(kept.ids).toBe(8);
  });

  it('keep one order larger than the limit, and forget a read that failed', async () => {
    const kept = new KeptOrders(10);
    kept.add('large', Promise.resolve(ids(30)));
    await Promise.resolve();
    expect([...kept.orders.keys()]).toEqual(['large']);
    const failed = Promise.reject(new Error('connection lost'));
    kept.add('failed', failed);
    await failed.catch(() => {});
    await Promise.resolve();
    expect(kept.get('failed')).toBeUndefined();
  });
});
