import { contentMessages } from '../../../shared/content-messages.ts';
import { formatThaiDate } from '../../../shared/domain/dates.ts';
import { paths } from '../../../shared/routes.ts';
import { Picture } from '../../components/ui/picture.tsx';
import { call, client } from '../../lib/api.ts';
import { itemRoute } from './content-item.tsx';

const text = contentMessages.article;

/** An article in full: author, date, read time, picture, excerpt and its text. */
export const { loader, Component } = itemRoute({
  ask: (id) => call(client.articles[':id'].$get({ param: { id } })),
  back: { to: paths.articles, label: text.back },
  missing: text.missing,
  loadFailed: contentMessages.articles.loadFailed,
  head: (article) => (
    <>
      <h1 className="text-2xl leading-snug font-bold text-stone-900 sm:text-4xl">
        {article.title}
      </h1>
      <p className="mt-3 text-stone-600">
        {text.by} {article.author} ·{' '}
        <time dateTime={article.publishedDate}>{formatThaiDate(article.publishedDate)}</time>
        {' · '}
        {text.readTime(article.readTime)}
      </p>
      <Picture
        src={article.imageUrl}
        width={640}
        height={360}
        priority
        className="mt-6 aspect-video w-full rounded-2xl bg-stone-100 object-cover"
      />
      <p className="mt-6 text-xl leading-relaxed font-semibold text-stone-700">{article.excerpt}</p>
    </>
  ),
});
