import { useEffect, useState } from 'react';

/**
 * Which of `count` slides shows: moves on every `intervalMs`, back to the first after the last,
 * and holds still while `paused`. A local stand-in for the shared carousel hook (decision 0004).
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, paused]);
  const step = (by: number) => setIndex((current) => (((current + by) % count) + count) % count);
  return { index: count > 0 ? index % count : 0, step };
}
