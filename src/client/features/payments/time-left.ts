import { useEffect, useState } from 'react';
import { useCountdown } from '../accounts/public.ts';

/** Whole seconds from now until `dueAt`, never below 0. */
export function secondsUntil(dueAt: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(dueAt) - now) / 1000));
}

/** Seconds as the payment page counts them down: 23:59:07, 0:04:59 (hours grow past 24). */
export function formatTimeLeft(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${hours}:${two(minutes)}:${two(rest)}`;
}

/** Seconds left to pay, ticking once a second (null when the order has no deadline). */
export function useSecondsLeft(dueAt: string | null): number | null {
  const { remaining, start } = useCountdown();
  const [started, setStarted] = useState<string | null>(null);
  useEffect(() => {
    if (dueAt === null) return;
    start(secondsUntil(dueAt));
    setStarted(dueAt);
  }, [dueAt, start]);
  if (dueAt === null) return null;
  // Until the countdown runs, the first render reads the clock itself rather than show 0.
  return started === dueAt ? remaining : secondsUntil(dueAt);
}
