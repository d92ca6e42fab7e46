import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { formatThaiDate } from '../../../shared/domain/dates.ts';
import { paths } from '../../../shared/routes.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { SectionError } from '../../components/ui/section-error.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFetch } from '../../lib/use-fetch.ts';
import { fetchArticle } from './content-api.ts';
import { readTimeThai } from './content-cards.tsx';
import { PlainText } from './plain-text.tsx';

function BackLink() {
  return (
    <Link
      to={paths.articles}
      className="inline-flex h-10 items-center gap-1 font-semibold text-brand-800 hover:underline"
    >
      <span aria-hidden="true">←</span> บทความทั้งหมด
    </Link>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const article = useFetch(valid ? `article-${id}` : null, (signal) => fetchArticle(id, signal));
  const notFound =
    !valid ||
    (article.status === 'error' &&
      article.error instanceof ApiError &&
      article.error.status === 404);
  const data = article.fresh ? article.data : undefined;

  useEffect(() => {
    if (data) document.title = `${data.title} | ร้านเกษตรอยุธยา`;
    return () => {
      document.title = 'ร้านเกษตรอยุธยา';
    };
  }, [data]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <BackLink />
      {notFound ? (
        <div className="py-12 text-center">
          <h1 className="text-2xl font-bold text-stone-900">ไม่พบบทความนี้</h1>
        </div>
      ) : article.status === 'error' ? (
        <SectionError message="ขออภัย โหลดบทความไม่สำเร็จ" onRetry={article.retry} />
      ) : data ? (
        <article className="mt-2">
          <h1 className="text-2xl leading-snug font-bold text-stone-900 sm:text-4xl">
            {data.title}
          </h1>
          <p className="mt-3 text-stone-600">
            โดย {data.author} ·{' '}
            <time dateTime={data.publishedDate}>{formatThaiDate(data.publishedDate)}</time>
            {' · '}
            {readTimeThai(data.readTime)}
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
          <div className="mt-6">
            <PlainText text={data.content} />
          </div>
          <div className="mt-10 border-t border-stone-200 pt-6">
            <BackLink />
          </div>
        </article>
      ) : (
        // A screen tall, so the footer does not jump when the content arrives.
        <div className="min-h-dvh">
          <LoadingState label="กำลังโหลดบทความ..." />
        </div>
      )}
    </div>
  );
}
