import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './track.ts';

/** The referring site's host on the first page, or 'direct'. */
function externalReferrer(): string {
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    return referrer && referrer.origin !== location.origin ? referrer.hostname : 'direct';
  } catch {
    return 'direct';
  }
}

/** Records a page view on every route change of the public site. Renders nothing. */
export function AnalyticsListener() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current === pathname) return;
    const referrer = previous.current ?? externalReferrer();
    previous.current = pathname;
    trackPageView(pathname, referrer);
  }, [pathname]);
  return null;
}
