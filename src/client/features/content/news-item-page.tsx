import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { formatThaiDate, relativeAge } from '../../../shared/domain/dates.ts';
import { paths } from '../../../shared/routes.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { SectionError } from '../../components/ui/section-error.tsx';
import { ApiError } from '../../lib/api.ts';
import { useFetch } from '../../lib/use-fetch.ts';
import { fetchNewsItem } from './content-api.ts';
import { NewsBadges } from './content-cards.tsx';
import { PlainText } from './plain-text.tsx';

function BackLink() {
  return (
    <Link
      to={paths.news}
      className="inline-flex h-10 items-center gap-1 font-semibold text-brand-800 hover:underline"
    >
      <span aria-hidden="true">←</span> ข่าวสารทั้งหมด
    </Link>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const item = useFetch(valid ? `news-${id}` : null, (signal) => fetchNewsItem(id, signal));
  const notFound =
    !valid ||
    (item.status === 'error' && item.error instanceof ApiError && item.error.status === 404);
  const data = item.fresh ? item.data : undefined;

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
          <h1 className="text-2xl font-bold text-stone-900">ไม่พบข่าวนี้</h1>
        </div>
      ) : item.status === 'error' ? (
        <SectionError message="ขออภัย โหลดข่าวไม่สำเร็จ" onRetry={item.retry} />
      ) : data ? (
        <article className="mt-2">
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
          <LoadingState label="กำลังโหลดข่าว..." />
        </div>
      )}
    </div>
  );
}
