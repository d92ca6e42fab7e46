import { contentMessages } from '../../../shared/content-messages.ts';
import { formatThaiDate } from '../../../shared/domain/dates.ts';
import { paths } from '../../../shared/routes.ts';
import { RelativeAge } from '../../components/ui/relative-age.tsx';
import { call, client } from '../../lib/api.ts';
import { NewsBadges } from './content-cards.tsx';
import { itemRoute } from './content-item.tsx';

/** A news item in full: its category and urgency, dates, summary and text. */
export const { loader, Component } = itemRoute({
  ask: (id) => call(client.news[':id'].$get({ param: { id } })),
  back: { to: paths.news, label: contentMessages.newsItem.back },
  missing: contentMessages.newsItem.missing,
  loadFailed: contentMessages.news.loadFailed,
  head: (item) => (
    <>
      <NewsBadges item={item} />
      <h1 className="mt-3 text-2xl leading-snug font-bold text-stone-900 sm:text-4xl">
        {item.title}
      </h1>
      <p className="mt-3 text-stone-600">
        <time dateTime={item.publishedDate}>{formatThaiDate(item.publishedDate)}</time>
        {' · '}
        <RelativeAge date={item.publishedDate} />
      </p>
      <p className="mt-6 rounded-2xl bg-brand-50 p-4 text-xl leading-relaxed font-semibold text-stone-800">
        {item.summary}
      </p>
    </>
  ),
});
