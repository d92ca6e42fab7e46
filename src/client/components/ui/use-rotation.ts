import { useCallback, useEffect, useState } from 'react';

const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

export interface Rotation {
  index: number;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
}

/**
 * Which of `count` slides shows: moves on every `intervalMs`, back to the first after the last,
 * and holds still while `paused`. Each slide gets its full time, also after a manual move. The
 * promotion bar uses it as is; the hero's carousel adds swipe and its pause rules on top.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean): Rotation {
  const [index, setIndex] = useState(0);
  const goTo = useCallback((target: number) => setIndex(wrap(target, count)), [count]);
  const next = useCallback(() => setIndex((i) => wrap(i + 1, count)), [count]);
  const prev = useCallback(() => setIndex((i) => wrap(i - 1, count)), [count]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the countdown
  useEffect(() => {
    if (paused || intervalMs <= 0 || count < 2) return;
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [paused, intervalMs, count, next, index]);

  return { index: wrap(index, count), next, prev, goTo };
}
