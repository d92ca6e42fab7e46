import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { contentHomeMessages } from '../../../shared/content-home-messages.ts';
import { contentMessages } from '../../../shared/content-messages.ts';
import type { Review } from '../../../shared/contracts/content.ts';
import { formatThaiDate } from '../../../shared/domain/dates.ts';
import { initialOf } from '../../../shared/domain/initials.ts';
import { HOME_ARTICLES, HOME_NEWS, HOME_REVIEWS } from '../../../shared/domain/listing.ts';
import { ONE_SIZE_LABEL } from '../../../shared/domain/pack-sizes.ts';
import { formatPhone } from '../../../shared/domain/phone.ts';
import { reviewMessages, reviewScreenMessages } from '../../../shared/review-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { HomeSection } from '../../components/ui/home-section.tsx';
import { PhoneIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { SectionError } from '../../components/ui/section-error.tsx';
import { Stars } from '../../components/ui/stars.tsx';
import { ThaiText } from '../../components/ui/thai-text.tsx';
import { call, client } from '../../lib/api.ts';
import { useCall } from '../../lib/use-call.ts';
import { fetchArticles, fetchNews } from './content-api.ts';
import { ArticleCard, CardSkeletons, NewsCard } from './content-cards.tsx';

const text = contentHomeMessages;

/**
 * A customer review: avatar, name, stars, Thai date, comment and where it was posted; a buyer's
 * review names the product (a link to its page) and shows its photo, and is marked "ผู้ซื้อจริง".
 */
function ReviewCard({ review }: { review: Review }) {
  const buyer = review.verifiedBuyer === true;
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        {review.imageUrl && !buyer ? (
          <Picture
            src={review.imageUrl}
            width={96}
            height={96}
            className="size-12 shrink-0 rounded-full"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {initialOf(review.name)}
          </span>
        )}
        <figcaption className="min-w-0">
          <p className="truncate font-bold text-stone-900">{review.name}</p>
          <p className="text-sm text-stone-500">
            <time dateTime={review.date}>{formatThaiDate(review.date)}</time>
          </p>
        </figcaption>
      </div>
      <div className="mt-3">
        <Stars rating={review.rating} />
      </div>
      <blockquote className="mt-2 flex-1 wrap-anywhere text-stone-700">
        “{review.comment}”
      </blockquote>
      {buyer && review.imageUrl ? (
        <img
          src={review.imageUrl}
          alt={reviewScreenMessages.photoOf(review.name)}
          loading="lazy"
          width={96}
          height={96}
          className="mt-3 size-24 rounded-xl object-cover"
        />
      ) : null}
      {review.productName && review.productLink ? (
        <p className="mt-3 text-sm">
          <Link
            to={review.productLink}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            <ThaiText>{review.productName}</ThaiText>
          </Link>
          {review.variantLabel && review.variantLabel !== ONE_SIZE_LABEL ? (
            <span className="text-stone-500"> · {review.variantLabel}</span>
          ) : null}
        </p>
      ) : null}
      <p className="mt-3">
        {buyer ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
            {reviewMessages.verifiedBuyer}
          </span>
        ) : (
          <span
            lang="en"
            className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold text-stone-700"
          >
            {review.tag}
          </span>
        )}
      </p>
    </figure>
  );
}

interface CardsSectionProps<T> {
  id: string;
  texts: { title: string; subtitle: string; action?: string; failed: string; none: string };
  /** The full list the section's button leads to. */
  to?: string;
  tone?: 'plain' | 'tinted';
  count: number;
  /** Four columns on a wide screen instead of three. */
  wide?: boolean;
  load: (signal: AbortSignal) => Promise<{ items: T[] }>;
  card: (item: T) => ReactNode;
  /** No section at all when there is nothing to show, instead of the `none` line. */
  hideWhenEmpty?: boolean;
}

/** A home section of a few cards: its skeleton, the cards, a calm error or a line when empty. */
function CardsSection<T extends { id: string | number }>({
  id,
  texts,
  to,
  tone,
  count,
  wide = false,
  load,
  card,
  hideWhenEmpty = false,
}: CardsSectionProps<T>) {
  const state = useCall(load, []);
  if (hideWhenEmpty && state.data?.items.length === 0) return null;
  const grid = `grid gap-4 sm:grid-cols-2 ${wide ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`;
  return (
    <HomeSection
      id={id}
      title={texts.title}
      subtitle={texts.subtitle}
      action={to && texts.action ? { to, label: texts.action } : undefined}
      tone={tone}
    >
      {state.error ? (
        <SectionError message={texts.failed} onRetry={state.reload} />
      ) : !state.data ? (
        <CardSkeletons count={count} className={grid} />
      ) : state.data.items.length === 0 ? (
        <p className="text-center text-stone-600">{texts.none}</p>
      ) : (
        <ul className={grid}>
          {state.data.items.map((item) => (
            <li key={item.id}>{card(item)}</li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

interface ContactItemProps {
  term: string;
  /** Across both columns on a wider screen. */
  wide?: boolean;
  /** The value is a link, which keeps its own colour. */
  link?: boolean;
  children: ReactNode;
}

/** One line of the shop's contact details: what it is, then the value. */
function ContactItem({ term, wide = false, link = false, children }: ContactItemProps) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="font-bold text-stone-900">{term}</dt>
      <dd className={link ? 'mt-1' : 'mt-1 text-stone-700'}>{children}</dd>
    </div>
  );
}

/** Home: the shop's LINE QR, address, e-mail, phone and opening hours, from its settings. */
function ContactSection() {
  const state = useCall((signal) => call(client.settings.shop.$get({}, { init: { signal } })), []);
  const shop = state.data;
  return (
    <HomeSection id="contact" title={text.contact.title} subtitle={text.contact.subtitle}>
      {state.error ? (
        <SectionError message={text.contact.failed} onRetry={state.reload} />
      ) : !shop ? (
        <div
          role="status"
          aria-label={contentMessages.loading}
          className="h-72 animate-pulse rounded-2xl bg-white motion-reduce:animate-none"
        />
      ) : (
        <div className="grid gap-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8 md:grid-cols-[auto_1fr]">
          <div className="text-center">
            <img
              src={shop.lineQrImage}
              alt={text.contact.qrAlt(shop.lineId)}
              width={240}
              height={240}
              loading="lazy"
              className="mx-auto size-44 rounded-xl border border-stone-200"
            />
            <p className="mt-2 font-semibold text-[#047a35]">{text.contact.scan}</p>
            {shop.lineId ? (
              <p className="text-stone-600">{text.contact.line(shop.lineId)}</p>
            ) : null}
          </div>
          <dl className="grid content-start gap-4 sm:grid-cols-2">
            <ContactItem term={shop.name} wide>
              {shop.address}
            </ContactItem>
            <ContactItem term={text.contact.phone} link>
              <a
                href={`tel:${shop.phone}`}
                className="inline-flex items-center gap-2 text-lg font-semibold text-brand-800 hover:underline"
              >
                <PhoneIcon className="size-5" />
                {formatPhone(shop.phone)}
              </a>
            </ContactItem>
            <ContactItem term={text.contact.email} link>
              <a href={`mailto:${shop.email}`} className="break-all text-brand-800 hover:underline">
                {shop.email}
              </a>
            </ContactItem>
            <ContactItem term={text.contact.hours} wide>
              <ul>
                <li>{shop.hours.weekdays}</li>
                <li>{shop.hours.saturday}</li>
                <li>{shop.hours.sunday}</li>
              </ul>
            </ContactItem>
          </dl>
        </div>
      )}
    </HomeSection>
  );
}

/** The lower half of the home page, loaded as one chunk when the visitor scrolls near it. */
export function HomeContentSections() {
  const { hash } = useLocation();
  // A link to '/#contact' lands here before this part existed: scroll to it once it does.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <CardsSection
        id="articles"
        texts={text.articles}
        to={paths.articles}
        count={HOME_ARTICLES}
        load={(signal) =>
          fetchArticles({ sort: 'latest', page: 1, pageSize: HOME_ARTICLES }, signal)
        }
        card={(article) => <ArticleCard article={article} />}
      />
      <CardsSection
        id="news"
        texts={text.news}
        to={paths.news}
        tone="tinted"
        count={HOME_NEWS}
        wide
        load={(signal) => fetchNews({ sort: 'latest', page: 1, pageSize: HOME_NEWS }, signal)}
        card={(item) => <NewsCard item={item} />}
      />
      <ContactSection />
      {/* Buyers' best reviews; no section until there is one (decision 0058). */}
      <CardsSection
        id="reviews"
        texts={text.reviews}
        tone="tinted"
        count={HOME_REVIEWS}
        wide
        hideWhenEmpty
        load={(signal) =>
          call(
            client.reviews.$get(
              { query: { best: true, pageSize: HOME_REVIEWS } },
              { init: { signal } },
            ),
          )
        }
        card={(review) => <ReviewCard review={review} />}
      />
    </>
  );
}
