import { START_CHUNKS_ATTRIBUTE, START_ENTRY_ATTRIBUTE } from '../shared/start-script.ts';

/**
 * The one script of a server-rendered page (server/http/static.ts puts it where index.html has the
 * SPA's entry). The page is already whole in the HTML; on a phone's slow network the SPA's
 * scripts, fetched at once, would share the line with the stylesheet and the page's first picture
 * and hold back the moment the page appears (decision 0032). So the scripts are fetched once the
 * page is on the screen: after the stylesheet (a module script runs only after it), after the
 * page's first picture (the one marked `fetchpriority="high"`) has loaded and been decoded, after
 * the browser reports the page's first paint, and after the frame that paints the picture. Then
 * the SPA starts and hydrates the page.
 */
const script = document.querySelector<HTMLScriptElement>(`script[${START_ENTRY_ATTRIBUTE}]`);

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function firstPicture(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture) return;
  if (!picture.complete) {
    await new Promise((resolve) => {
      picture.addEventListener('load', resolve, { once: true });
      picture.addEventListener('error', resolve, { once: true });
    });
  }
  // A picture that will not decode is still on the page as its alt text: start anyway.
  await picture.decode().catch(() => undefined);
}

/**
 * The longest the SPA waits for the page to be on the screen: a picture that never loads, or a
 * tab in the background (which draws no frames), must not keep the shop from answering taps.
 */
const MOST_WAIT_MS = 3000;

/**
 * The page's first paint, once the browser reports it (a paint it already made counts). A frame
 * can run before the paint it prepares is on the screen, so frames alone are not proof of it.
 */
function firstPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return nextFrame();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

async function onScreen(): Promise<void> {
  await Promise.all([firstPaint(), firstPicture()]);
  await nextFrame();
  await nextFrame();
}

async function start(): Promise<void> {
  const entry = script?.getAttribute(START_ENTRY_ATTRIBUTE);
  if (!entry) return;
  await Promise.race([onScreen(), new Promise((resolve) => setTimeout(resolve, MOST_WAIT_MS))]);
  for (const href of script?.getAttribute(START_CHUNKS_ATTRIBUTE)?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  await import(/* @vite-ignore */ entry);
}

void start();
