import { useLoaderData } from 'react-router';
import { formatThaiDate } from '../../../shared/domain/dates.ts';
import { privacyMessages } from '../../../shared/privacy-messages.ts';
import { deferred, Loaded } from '../../components/ui/loaded.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { fetchPrivacyNotice } from './privacy-api.ts';

const text = privacyMessages.notice;

export function loader({ request }: { request: Request }) {
  return { notice: deferred(fetchPrivacyNotice(request.signal)) };
}

/**
 * The privacy notice in force, as the owner published it (the server keeps only headings,
 * paragraphs, lists, emphasis and links: privacy/notice.ts), with its version and date.
 */
export function Component() {
  const { notice } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <PageHeading title={text.title} />
      <Loaded
        data={notice}
        fallback={<p className="text-stone-600">{text.loading}</p>}
        errorMessage={text.loadFailed}
      >
        {(answer) => (
          <article className="space-y-4 leading-relaxed text-stone-800">
            <p className="text-sm text-stone-600">
              {text.version(answer.version, formatThaiDate(answer.publishedAt))}
            </p>
            <div
              className="notice space-y-3 [&_h2]:sr-only [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-brand-900 [&_li]:ml-5 [&_li]:list-disc [&_li]:py-0.5 [&_a]:text-brand-800 [&_a]:underline"
              // Cleaned by the server when it was published (privacy/notice.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the server
              dangerouslySetInnerHTML={{ __html: answer.html }}
            />
          </article>
        )}
      </Loaded>
    </div>
  );
}
