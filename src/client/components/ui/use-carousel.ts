import {
  type FocusEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

export interface CarouselOptions {
  count: number;
  /** Auto-advance every this many milliseconds; 0 turns the timer off. */
  intervalMs: number;
  /** Horizontal pointer travel, in pixels, that counts as a swipe. */
  swipeThreshold?: number;
}

export interface Carousel {
  index: number;
  next: () => void;
  prev: () => void;
  goTo: (index: number) => void;
  /** True while the timer waits: pointer or focus inside, reduced motion, or a hidden tab. */
  paused: boolean;
  /** Spread on the element that holds the slides and the controls. */
  rootProps: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
    onPointerDown: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
    onPointerCancel: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent) => void;
  };
}

const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduce, setReduce] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true,
  );
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const update = () => setReduce(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return reduce;
}

/**
 * A slide index that moves modulo the slide count: on a timer, on next/previous, on a dot and on
 * a horizontal swipe. The timer waits while the pointer or keyboard focus is inside, while the tab
 * is hidden and whenever the visitor prefers reduced motion (decision 0004: no Swiper).
 */
export function useCarousel({ count, intervalMs, swipeThreshold = 40 }: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const reduceMotion = usePrefersReducedMotion();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const goTo = useCallback((target: number) => setIndex(wrap(target, count)), [count]);
  const next = useCallback(() => setIndex((i) => wrap(i + 1, count)), [count]);
  const prev = useCallback(() => setIndex((i) => wrap(i - 1, count)), [count]);

  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  const paused = hovered || focused || hidden || reduceMotion;

  // A new timeout per slide: a click on an arrow or a dot gives the new slide its full time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the countdown
  useEffect(() => {
    if (paused || intervalMs <= 0 || count < 2) return;
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [paused, intervalMs, count, next, index]);

  const rootProps: Carousel['rootProps'] = {
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
    onPointerDown: (event) => {
      swipeStart.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) < swipeThreshold || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) next();
      else prev();
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
    onFocus: () => setFocused(true),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { index: wrap(index, count), next, prev, goTo, paused, rootProps };
}
