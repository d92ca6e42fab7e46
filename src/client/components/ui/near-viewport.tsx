import { type ReactNode, useEffect, useRef, useState } from 'react';

interface NearViewportProps {
  /** Rendered once the placeholder comes within `margin` of the screen (or at once without IO). */
  children: ReactNode;
  /** Keeps the place of the content so nothing jumps when it arrives. */
  placeholderClassName: string;
  margin?: string;
  /** Render at once (e.g. the URL points at an anchor inside). */
  eager?: boolean;
}

/**
 * Mounts below-the-fold content only when the visitor scrolls near it, so its code and data are
 * not part of the first load of the page.
 */
export function NearViewport({
  children,
  placeholderClassName,
  margin = '600px',
  eager = false,
}: NearViewportProps) {
  const [near, setNear] = useState(eager);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near) return;
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? children : <div ref={placeholder} className={placeholderClassName} />;
}
