import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startRouter } from './app/router.tsx';
import { keepWebFontWhenIdle } from './app/web-font.ts';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * Marks the page as answering taps (`<html data-app="ready">`) once the SPA has drawn or hydrated
 * it: a server-rendered page is on the screen before its scripts run (client/start.ts), and the
 * end-to-end tests wait for this before they tap. Then, when the browser is idle, the web font is
 * fetched for the next visit (app/web-font.ts).
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    keepWebFontWhenIdle();
  }, []);
  return null;
}

// Not a top-level await: the first page's module imports this entry's chunk, which could then
// never finish loading.
void startRouter().then(({ router, hydrated }) => {
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      <MarkReady />
    </StrictMode>
  );
  // Hydration as a transition: React then hydrates in slices and lets the browser answer a tap
  // between them, instead of one long task on a slow phone's main thread.
  if (hydrated) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
});
