import { useState } from 'react';
import { HERO_IMAGES } from '../../../shared/domain/hero.ts';
import { heroMessages } from '../../../shared/hero-messages.ts';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { useCarousel } from '../../components/ui/use-carousel.ts';

const text = heroMessages;

interface Slide {
  title: string;
  subtitle: string;
  image: string;
  cta: string;
  /** Where the slide leads; '/products/equipment' redirects to '/products/equipments'. */
  to: string;
}

/** Where each slide leads, in the order of its texts. */
const SLIDE_LINKS = [
  '/products/others',
  '/products/insecticides',
  '/products/fungicides',
  '/products/hormones',
  '/products/equipment',
  '/products/herbicides',
] as const;

export const HERO_SLIDES: readonly Slide[] = text.slides.map((slide, i) => ({
  ...slide,
  image: HERO_IMAGES[i] ?? '',
  to: SLIDE_LINKS[i] ?? '/products',
}));

/** Spec section 9: the hero moves on every 10 seconds. */
export const HERO_INTERVAL_MS = 10_000;

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

/** Six slides with a title, a line, a picture and a button to a category. */
export function HeroBanner() {
  const { index, next, prev, goTo, paused, rootProps } = useCarousel({
    count: HERO_SLIDES.length,
    intervalMs: HERO_INTERVAL_MS,
  });
  // The hidden slides' pictures wait for the first one: they would otherwise share the phone's
  // connection with the page's script and the first picture, and none shows for 10 s anyway.
  const [firstShown, setFirstShown] = useState(false);
  const showFirst = () => setFirstShown(true);
  const arrow =
    'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-stone-800 shadow-md hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 sm:grid';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={text.label}
      className="relative touch-pan-y select-none overflow-hidden bg-brand-900"
      {...rootProps}
    >
      <div className="relative h-[22rem] sm:h-auto sm:aspect-[1440/560] sm:max-h-[32rem] sm:w-full">
        {HERO_SLIDES.map((slide, i) => {
          const active = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group
            <div
              key={slide.image}
              role="group"
              aria-roledescription="slide"
              aria-label={text.slide(i + 1, HERO_SLIDES.length)}
              aria-hidden={!active}
              inert={!active}
              className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${
                active ? 'opacity-100' : 'opacity-0'
              }`}
            >
              {i === 0 || active || firstShown ? (
                <img
                  src={slide.image}
                  alt=""
                  width={1440}
                  height={560}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  onLoad={i === 0 ? showFirst : undefined}
                  onError={i === 0 ? showFirst : undefined}
                  className="h-full w-full object-cover object-[70%_center]"
                />
              ) : null}
              <div className="absolute inset-0 bg-gradient-to-r from-black/55 via-black/25 to-transparent" />
              <div className="absolute inset-0 mx-auto flex max-w-7xl items-center px-6 sm:px-16">
                <div className="max-w-xl text-white">
                  <p className="text-3xl leading-tight font-bold drop-shadow sm:text-5xl">
                    {slide.title}
                  </p>
                  <p className="mt-3 text-lg text-white/95 drop-shadow sm:text-xl">
                    {slide.subtitle}
                  </p>
                  <LinkButton to={slide.to} variant="harvest" className="mt-6">
                    {slide.cta}
                  </LinkButton>
                </div>
              </div>
            </div>
          );
        })}
        <button
          type="button"
          aria-label={text.previous}
          onClick={prev}
          className={`${arrow} left-3`}
        >
          <Arrow direction="left" />
        </button>
        <button type="button" aria-label={text.next} onClick={next} className={`${arrow} right-3`}>
          <Arrow direction="right" />
        </button>
        <div className="absolute inset-x-0 bottom-3 z-10 flex justify-center gap-1">
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.image}
              type="button"
              aria-label={text.goTo(i + 1)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
              className="grid size-8 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${
                  i === index ? 'w-7 bg-harvest-400' : 'w-2.5 bg-white/70'
                }`}
              />
            </button>
          ))}
        </div>
      </div>
      <p aria-live={paused ? 'polite' : 'off'} className="sr-only">
        {text.current(index + 1, HERO_SLIDES.length, HERO_SLIDES[index]?.title ?? '')}
      </p>
    </section>
  );
}
