/**
 * The home page hero's pictures, one a slide, in order. The first is the home page's largest
 * picture: the server names it in the page's Link header so it loads alongside the script.
 */
export const HERO_IMAGES = [
  '/images/hero/slide-1.svg',
  '/images/hero/slide-2.svg',
  '/images/hero/slide-3.svg',
  '/images/hero/slide-4.svg',
  '/images/hero/slide-5.svg',
  '/images/hero/slide-6.svg',
] as const;
