import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { contentMessages } from '../../../shared/content-messages.ts';
import { Link } from '../../components/ui/link.tsx';
import { deferred, Loaded } from '../../components/ui/loaded.tsx';
import { ApiError } from '../../lib/api.ts';
import { usePageTitle } from './page-title.ts';
import { PlainText } from './plain-text.tsx';

/**
 * The item a URL's id names, or null when there is none: an id that is not a positive whole
 * number names nothing (no request), and a 404 is an answer, not a failure.
 */
async function itemOrNull<T>(
  rawId: string | undefined,
  read: (id: string) => Promise<T>,
): Promise<T | null> {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) return null;
  try {
    return await read(String(id));
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return null;
    throw caught;
  }
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex h-10 items-center gap-1 font-semibold text-brand-800 hover:underline"
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}

/** The shape of the page while the item is on its way: a screen tall, so the footer stays put. */
function ItemSkeleton() {
  const bar = 'animate-pulse rounded-lg bg-stone-200 motion-reduce:animate-none';
  return (
    <div role="status" aria-label={contentMessages.loading} className="mt-2 min-h-dvh">
      <div className={`h-9 w-4/5 sm:h-11 ${bar}`} />
      <div className={`mt-4 h-5 w-1/2 ${bar}`} />
      <div className={`mt-6 aspect-video w-full rounded-2xl ${bar}`} />
      <div className={`mt-6 h-5 w-full ${bar}`} />
      <div className={`mt-3 h-5 w-11/12 ${bar}`} />
      <div className={`mt-3 h-5 w-3/4 ${bar}`} />
    </div>
  );
}

function Shown<T extends { title: string; content: string }>({
  item,
  back,
  head,
}: {
  item: T;
  back: ReactNode;
  head: (item: T) => ReactNode;
}) {
  usePageTitle(item.title);
  return (
    <article className="mt-2">
      {head(item)}
      <div className="mt-6">
        <PlainText text={item.content} />
      </div>
      <div className="mt-10 border-t border-stone-200 pt-6">{back}</div>
    </article>
  );
}

interface ItemRoute<T> {
  /** The item of an id, as the URL gives it. */
  ask: (id: string) => Promise<T>;
  back: { to: string; label: string };
  missing: string;
  loadFailed: string;
  /** Everything above the text: title, dates, picture or summary. */
  head: (item: T) => ReactNode;
}

/**
 * One article or news item as the route table loads it: a loader that asks for the URL's item
 * (without waiting for it), and a page with a way back, the item's head and its plain text, or
 * why it is not there.
 */
export function itemRoute<T extends { title: string; content: string }>({
  ask,
  back,
  missing,
  loadFailed,
  head,
}: ItemRoute<T>) {
  function loader({ params }: LoaderFunctionArgs) {
    return { item: deferred(itemOrNull(params.id, ask)) };
  }
  function Component() {
    const { item } = useLoaderData<typeof loader>();
    const backLink = <BackLink to={back.to} label={back.label} />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
        {backLink}
        <Loaded data={item} fallback={<ItemSkeleton />} errorMessage={loadFailed}>
          {(found) =>
            found ? (
              <Shown item={found} back={backLink} head={head} />
            ) : (
              <div className="py-12 text-center">
                <h1 className="text-2xl font-bold text-stone-900">{missing}</h1>
              </div>
            )
          }
        </Loaded>
      </div>
    );
  }
  return { loader, Component };
}
