import { describe, expect, it } from 'vitest';
import { shareReads } from './shared-read.ts';

/** A read of a value that can change, counting how often it is sent. */
function counted() {
  const state = { value: 1, sent: 0 };
  const read = shareReads(async () => {
    state.sent += 1;
    const seen = state.value;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return seen;
  });
  return { state, read };
}

describe('shareReads', () => {
  it('sends one read for everyone who asks in the same turn', async () => {
    const { state, read } = counted();
    const answers = await Promise.all(Array.from({ length: 50 }, () => read()));
    expect(answers).toEqual(Array.from({ length: 50 }, () => 1));
    expect(state.sent).toBe(1);
  });

  it('gives a caller that asks once the read is sent a read of its own, which sees a later change', async () => {
    const { state, read } = counted();
    const first = read();
    // The first read is on its way: the value changes, then someone asks.
    await new Promise((resolve) => setImmediate(resolve));
    state.value = 2;
    const second = read();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(state.sent).toBe(2);
  });

  it('hands a failed read to each of its callers, and reads again for the next', async () => {
    let fail = true;
    const read = shareReads(async () => {
      if (fail) throw new Error('the database is gone');
      return 'back';
    });
    const failed = await Promise.allSettled([read(), read()]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read()).toBe('back');
  });
});
