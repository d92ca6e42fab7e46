import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Executor } from './client.ts';
import { freshRead } from './fresh-read.ts';

const db = {} as Executor;
const other = {} as Executor;

afterEach(() => {
  vi.useRealTimers();
});

describe('freshRead', () => {
  it('reads once for many callers at once, then serves the value until it is stale', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const remembered = freshRead(async () => ++reads, 1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => remembered.get(db)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(reads).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await remembered.get(db)).toBe(1);
    vi.advanceTimersByTime(2);
    const stale = await Promise.all([remembered.get(db), remembered.get(db)]);
    expect(stale).toEqual([2, 2]);
    expect(reads).toBe(2);
  });

  it('keeps one value per database handle', async () => {
    let reads = 0;
    const remembered = freshRead(async () => ++reads, 1000);
    expect(await remembered.get(db)).toBe(1);
    expect(await remembered.get(other)).toBe(2);
    expect(await remembered.get(db)).toBe(1);
  });

  it('serves what was put at once, and a read begun before it does not overwrite it', async () => {
    let finish: (value: string) => void = () => {};
    const remembered = freshRead(
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
      1000,
    );
    const reading = remembered.get(db);
    remembered.put(db, 'saved');
    finish('read before the save');
    expect(await reading).toBe('read before the save');
    expect(await remembered.get(db)).toBe('saved');
  });

  it('reads again after a failed read', async () => {
    let reads = 0;
    const remembered = freshRead(async () => {
      reads += 1;
      if (reads === 1) throw new Error('connection lost');
      return reads;
    }, 1000);
    await expect(remembered.get(db)).rejects.toThrow('connection lost');
    expect(await remembered.get(db)).toBe(2);
  });
});
