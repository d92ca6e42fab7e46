import { contentMessages } from '../../../shared/content-messages.ts';
import type { ArticleSummary, NewsSummary } from '../../../shared/contracts/content.ts';
import { NEWS_CATEGORY_LABELS } from '../../../shared/domain/categories.ts';
import { formatThaiDate } from '../../../shared/domain/dates.ts';
import { paths } from '../../../shared/routes.ts';
import { Link } from '../../components/ui/link.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { RelativeAge } from '../../components/ui/relative-age.tsx';
import { ThaiText } from '../../components/ui/thai-text.tsx';

const { article: articleText, newsItem: newsText } = contentMessages;

const TITLE_CLASS = 'text-lg leading-snug font-bold text-stone-900';

/** A card's title, linked to the full text, and its first three lines. */
function TitleAndSummary({
  href,
  title,
  summary,
  className,
}: {
  href: string;
  title: string;
  summary: string;
  /** Space above the title. */
  className?: string;
}) {
  return (
    <>
      <h3 className={className ? `${className} ${TITLE_CLASS}` : TITLE_CLASS}>
        <Link to={href} className="hover:text-brand-800 hover:underline">
          <ThaiText>{title}</ThaiText>
        </Link>
      </h3>
      <p className="mt-2 thai-clamp-3 text-stone-600">{summary}</p>
    </>
  );
}

/** An article in a list: picture, title, excerpt, author, Thai date, read time, read button. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const href = paths.article(article.id);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <Picture
        src={article.imageUrl}
        width={640}
        height={360}
        className="aspect-video w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <TitleAndSummary href={href} title={article.title} summary={article.excerpt} />
        <p className="mt-3 text-sm text-stone-500">
          {article.author} ·{' '}
          <time dateTime={article.publishedDate}>{formatThaiDate(article.publishedDate)}</time>
          {' · '}
          <span>{articleText.readTime(article.readTime)}</span>
        </p>
        <Link
          to={href}
          aria-label={articleText.readNamed(article.title)}
          className="mt-4 inline-flex h-10 items-center self-start rounded-full bg-brand-50 px-4 font-semibold text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {articleText.read}
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
          {newsText.urgent}
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
      <TitleAndSummary href={href} title={item.title} summary={item.summary} className="mt-3" />
      <p className="mt-3 text-sm text-stone-500">
        <time dateTime={item.publishedDate}>{formatThaiDate(item.publishedDate)}</time>
        {' · '}
        <RelativeAge date={item.publishedDate} />
      </p>
      <Link
        to={href}
        className="mt-auto inline-flex h-10 items-center self-start rounded-full pt-0 font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {newsText.readMore} <span className="sr-only">{item.title}</span>
        <span aria-hidden="true"> →</span>
      </Link>
    </article>
  );
}

/** Grey cards where a grid of cards will be, so nothing moves when they arrive. */
export function CardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <div role="status" aria-label={contentMessages.loading} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={index}
          className="h-80 animate-pulse rounded-2xl border border-stone-200 bg-white motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
