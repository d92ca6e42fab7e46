import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { contentMessages } from '../../../shared/content-messages.ts';
import { formatThaiDate } from '../../../shared/domain/dates.ts';
import { paths } from '../../../shared/routes.ts';
import { deferred } from '../../components/ui/loaded.tsx';
import { call, client } from '../../lib/api.ts';
import { ContentItemPage, itemOrNull } from './content-item.tsx';

const text = contentMessages.article;

/** The article the URL names (null when there is none). */
export function loader({ params }: LoaderFunctionArgs) {
  const article = itemOrNull(params.id, (id) =>
    call(client.articles[':id'].$get({ param: { id } })),
  );
  return { article: deferred(article) };
}

/** An article in full: author, date, read time, picture, excerpt and its text. */
export function Component() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <ContentItemPage
      item={article}
      back={{ to: paths.articles, label: text.back }}
      missing={text.missing}
      loadFailed={contentMessages.articles.loadFailed}
      head={(data) => (
        <>
          <h1 className="text-2xl leading-snug font-bold text-stone-900 sm:text-4xl">
            {data.title}
          </h1>
          <p className="mt-3 text-stone-600">
            {text.by} {data.author} ·{' '}
            <time dateTime={data.publishedDate}>{formatThaiDate(data.publishedDate)}</time>
            {' · '}
            {text.readTime(data.readTime)}
          </p>
          <img
            src={data.imageUrl}
            alt=""
            width={640}
            height={360}
            fetchPriority="high"
            className="mt-6 aspect-video w-full rounded-2xl bg-stone-100 object-cover"
          />
          <p className="mt-6 text-xl leading-relaxed font-semibold text-stone-700">
            {data.excerpt}
          </p>
        </>
      )}
    />
  );
}
