import { Link } from 'react-router';
import type { ArticleSummary, NewsSummary, Review } from '../../../shared/contracts/content.ts';
import { NEWS_CATEGORY_LABELS } from '../../../shared/domain/categories.ts';
import { formatThaiDate, relativeAge } from '../../../shared/domain/dates.ts';
import { initialOf } from '../../../shared/domain/initials.ts';
import { paths } from '../../../shared/routes.ts';
import { Stars } from '../../components/ui/stars.tsx';

/** '5 min read' reads 'อ่าน 5 นาที'; any other free text is shown as written. */
export const readTimeThai = (readTime: string) =>
  readTime.replace(/^\s*(\d+)\s*min(ute)?s?\s+read\s*$/i, 'อ่าน $1 นาที');

/** An article in a list: picture, title, excerpt, author, Thai date, read time, read button. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const href = paths.article(article.id);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <img
        src={article.imageUrl}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg leading-snug font-bold text-stone-900">
          <Link to={href} className="hover:text-brand-800 hover:underline">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 thai-clamp-3 text-stone-600">{article.excerpt}</p>
        <p className="mt-3 text-sm text-stone-500">
          {article.author} ·{' '}
          <time dateTime={article.publishedDate}>{formatThaiDate(article.publishedDate)}</time>
          {' · '}
          <span>{readTimeThai(article.readTime)}</span>
        </p>
        <Link
          to={href}
          aria-label={`อ่านบทความ ${article.title}`}
          className="mt-4 inline-flex h-10 items-center self-start rounded-full bg-brand-50 px-4 font-semibold text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          อ่านบทความ
        </Link>
      </div>
    </article>
  );
}

const CATEGORY_TONES: Record<NewsSummary['category'], string> = {
  Policy: 'bg-blue-100 text-blue-800',
  Research: 'bg-violet-100 text-violet-800',
  Weather: 'bg-sky-100 text-sky-800',
  Market: 'bg-amber-100 text-amber-900',
};

export function NewsBadges({ item }: { item: Pick<NewsSummary, 'category' | 'isUrgent'> }) {
  return (
    <div className="flex flex-wrap gap-2">
      <span
        className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${CATEGORY_TONES[item.category]}`}
      >
        {NEWS_CATEGORY_LABELS[item.category]}
      </span>
      {item.isUrgent ? (
        <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-sm font-bold text-white">
          ด่วน
        </span>
      ) : null}
    </div>
  );
}

/** A news item in a list: category and urgent badges, title, summary, dates, read button. */
export function NewsCard({ item }: { item: NewsSummary }) {
  const href = paths.newsItem(item.id);
  return (
    <article
      className={`flex h-full flex-col rounded-2xl border bg-white p-4 shadow-sm ${
        item.isUrgent ? 'border-red-200' : 'border-stone-200'
      }`}
    >
      <NewsBadges item={item} />
      <h3 className="mt-3 text-lg leading-snug font-bold text-stone-900">
        <Link to={href} className="hover:text-brand-800 hover:underline">
          {item.title}
        </Link>
      </h3>
      <p className="mt-2 thai-clamp-3 text-stone-600">{item.summary}</p>
      <p className="mt-3 text-sm text-stone-500">
        <time dateTime={item.publishedDate}>{formatThaiDate(item.publishedDate)}</time>
        {' · '}
        <span lang="en">{relativeAge(item.publishedDate)}</span>
      </p>
      <Link
        to={href}
        className="mt-auto inline-flex h-10 items-center self-start rounded-full pt-0 font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        อ่านต่อ <span className="sr-only">{item.title}</span>
        <span aria-hidden="true"> →</span>
      </Link>
    </article>
  );
}

/** A customer review: avatar, name, stars, Thai date, comment and where it was posted. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        {review.imageUrl ? (
          <img
            src={review.imageUrl}
            alt=""
            width={96}
            height={96}
            loading="lazy"
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
      <blockquote className="mt-2 flex-1 text-stone-700">“{review.comment}”</blockquote>
      <p className="mt-3">
        <span
          lang="en"
          className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold text-stone-700"
        >
          {review.tag}
        </span>
      </p>
    </figure>
  );
}
