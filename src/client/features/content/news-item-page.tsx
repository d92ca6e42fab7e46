import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { contentMessages } from '../../../shared/content-messages.ts';
import { formatThaiDate, relativeAge } from '../../../shared/domain/dates.ts';
import { paths } from '../../../shared/routes.ts';
import { deferred } from '../../components/ui/loaded.tsx';
import { call, client } from '../../lib/api.ts';
import { NewsBadges } from './content-cards.tsx';
import { ContentItemPage, itemOrNull } from './content-item.tsx';

const text = contentMessages.newsItem;

/** The news item the URL names (null when there is none). */
export function loader({ params }: LoaderFunctionArgs) {
  const item = itemOrNull(params.id, (id) => call(client.news[':id'].$get({ param: { id } })));
  return { item: deferred(item) };
}

/** A news item in full: its category and urgency, dates, summary and text. */
export function Component() {
  const { item } = useLoaderData<typeof loader>();
  return (
    <ContentItemPage
      item={item}
      back={{ to: paths.news, label: text.back }}
      missing={text.missing}
      loadFailed={contentMessages.news.loadFailed}
      head={(data) => (
        <>
          <NewsBadges item={data} />
          <h1 className="mt-3 text-2xl leading-snug font-bold text-stone-900 sm:text-4xl">
            {data.title}
          </h1>
          <p className="mt-3 text-stone-600">
            <time dateTime={data.publishedDate}>{formatThaiDate(data.publishedDate)}</time>
            {' · '}
            <span lang="en">{relativeAge(data.publishedDate)}</span>
          </p>
          <p className="mt-6 rounded-2xl bg-brand-50 p-4 text-xl leading-relaxed font-semibold text-stone-800">
            {data.summary}
          </p>
        </>
      )}
    />
  );
}
