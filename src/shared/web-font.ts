/**
 * Sarabun from the second visit on (docs/decisions/0047-web-font-from-the-second-visit.md). A
 * first visit paints in the phone's own Thai font: the page's stylesheet declares no web font,
 * and the SPA fetches Sarabun once the page is up (client/app/web-font.ts), keeping its faces in
 * the browser's storage under `WEB_FONT_KEY`. Every page's head starts with `WEB_FONT_SCRIPT`
 * (put there by the build, vite.config.ts), which declares those faces before the first paint
 * when the storage has them: the next visit draws in Sarabun, from the browser's cache.
 *
 * The page is the same for every visitor, so a page kept or made ahead for everyone (decision
 * 0032) carries no one's state; the state is the visitor's own storage.
 */

/** The family the stylesheet names first when `<html data-font="sarabun">`. */
export const WEB_FONT_FAMILY = 'Sarabun';

/** Where the browser keeps the faces it has fetched, for the next visit. */
export const WEB_FONT_KEY = 'shop-web-font';

/** One face of the web font, as the SPA keeps it for the next visit. */
export interface WebFontFace {
  weight: string;
  unicodeRange: string;
  /** The file's address on this shop (a hashed asset, kept a year by the browser). */
  src: string;
}

/**
 * The head's one inline script, allowed by the Content-Security-Policy by its hash
 * (server/http/security.ts), not by `unsafe-inline`. Written once here: the hash is of exactly
 * this text. It declares the kept faces with `font-display: optional` (a face not in the cache
 * within the browser's short wait is left for the page, so nothing moves) and marks the document
 * to draw with them. Storage refused or a kept value unreadable: the first visit's fonts.
 */
export const WEB_FONT_SCRIPT =
  'try{var f=JSON.parse(localStorage.getItem("' +
  WEB_FONT_KEY +
  '")||"[]");if(Array.isArray(f)&&f.length){for(var i=0;i<f.length;i++)document.fonts.add(' +
  'new FontFace("' +
  WEB_FONT_FAMILY +
  '","url("+JSON.stringify(f[i].src)+") format(\\"woff2\\")",' +
  '{weight:f[i].weight,unicodeRange:f[i].unicodeRange,display:"optional"}));' +
  'document.documentElement.setAttribute("data-font","sarabun")}}catch(e){}';

/** Where index.html has the build put the script (vite.config.ts). */
export const WEB_FONT_MARKER = '<!-- web font for a second visit: src/shared/web-font.ts -->';
