import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from './use-media-query.ts';
import { type Rotation, useRotation } from './use-rotation.ts';

export interface CarouselOptions {
  count: number;
  /** Auto-advance every this many milliseconds; 0 turns the timer off. */
  intervalMs: number;
  /** Horizontal pointer travel, in pixels, that counts as a swipe. */
  swipeThreshold?: number;
}

export interface Carousel extends Rotation {
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

function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/**
 * A slide index that moves modulo the slide count: on a timer, on next/previous, on a dot and on
 * a horizontal swipe. The timer waits while the pointer or keyboard focus is inside, while the tab
 * is hidden and whenever the visitor prefers reduced motion (decision 0004: no Swiper).
 */
export function useCarousel({ count, intervalMs, swipeThreshold = 40 }: CarouselOptions): Carousel {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const reduceMotion = usePrefersReducedMotion();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  const paused = hovered || focused || hidden || reduceMotion;

  const { index, next, prev, goTo } = useRotation(count, intervalMs, paused);

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

  return { index, next, prev, goTo, paused, rootProps };
}
