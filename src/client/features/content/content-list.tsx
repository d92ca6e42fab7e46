import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { contentMessages } from '../../../shared/content-messages.ts';
import type { Page } from '../../../shared/contracts/common.ts';
import { CONTENT_PAGE_SIZE } from '../../../shared/domain/listing.ts';
import { linkButtonClass } from '../../components/ui/link-button.tsx';
import { deferred, Loaded } from '../../components/ui/loaded.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SearchForm } from '../../components/ui/search-form.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { withChanges } from '../../lib/search-params.ts';
import { useCall } from '../../lib/use-call.ts';
import { CardSkeletons } from './content-cards.tsx';

const text = contentMessages.list;

/** Spec section 9: the next page loads when the visitor has scrolled 80 %, checked every 150 ms. */
export const SCROLL_TRIGGER_RATIO = 0.8;
export const SCROLL_THROTTLE_MS = 150;

/** A change to the list's query in the URL (an empty value drops the key). */
export function useListParams() {
  const [, setParams] = useSearchParams();
  return (change: Record<string, string>) =>
    setParams((current) => withChanges(current, change), { preventScrollReset: true });
}

/** A value of the URL when it is one of `values`. */
export function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => value === raw);
}

/** True when the page is scrolled to the trigger ratio, or too short to scroll at all. */
function scrolledFarEnough(): boolean {
  const root = document.documentElement;
  const seen = window.scrollY + window.innerHeight;
  return (
    root.scrollHeight <= window.innerHeight + 1 || seen >= root.scrollHeight * SCROLL_TRIGGER_RATIO
  );
}

/**
 * Calls `onReach` when the visitor scrolls past 80 % of the page (throttled to one check per
 * 150 ms), and after each page while the page is still too short to scroll.
 */
function useScrollTrigger(onReach: () => void, enabled: boolean, itemCount: number): void {
  const callback = useRef(onReach);
  callback.current = onReach;

  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      last = Date.now();
      trailing = null;
      if (scrolledFarEnough()) callback.current();
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) check();
      else trailing ??= setTimeout(check, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (trailing) clearTimeout(trailing);
    };
  }, [enabled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check after each page arrives
  useEffect(() => {
    if (enabled && scrolledFarEnough()) callback.current();
  }, [enabled, itemCount]);
}

type FooterStatus = 'loading' | 'idle' | 'error';

/** Under the list: loading, a retry after a failure, a button for keyboards, or the end. */
function ListFooter({
  status,
  hasMore,
  endMessage,
  onMore,
  onRetry,
}: {
  status: FooterStatus;
  hasMore: boolean;
  endMessage: string;
  onMore: () => void;
  onRetry: () => void;
}) {
  let content: ReactNode = <p className="text-stone-500">{endMessage}</p>;
  if (status === 'loading') {
    content = (
      <span role="status" className="inline-flex items-center gap-2 text-stone-600">
        <Spinner className="size-5" /> {text.loading}
      </span>
    );
  } else if (status === 'error') {
    content = (
      <span role="alert" className="text-amber-900">
        {text.moreFailed}{' '}
        <button type="button" onClick={onRetry} className="font-semibold underline">
          {text.retry}
        </button>
      </span>
    );
  } else if (hasMore) {
    content = (
      <button
        type="button"
        onClick={onMore}
        className="h-11 rounded-full border border-stone-300 bg-white px-5 font-semibold text-stone-700 hover:bg-stone-100"
      >
        {text.more}
      </button>
    );
  }
  return <div className="mt-8 flex min-h-12 justify-center">{content}</div>;
}

interface GrowingListProps<T> {
  first: Page<T>;
  /** Another page of the same query. */
  loadPage: (page: number, signal: AbortSignal) => Promise<Page<T>>;
  endMessage: string;
  card: (item: T) => ReactNode;
}

/**
 * The route's first page, then the next ones appended as the visitor scrolls (or presses the
 * button): those are not the route's data, so they come through `useCall`.
 */
function GrowingList<T extends { id: string | number }>({
  first,
  loadPage,
  endMessage,
  card,
}: GrowingListProps<T>) {
  const [more, setMore] = useState<Page<T>[]>([]);
  const [asked, setAsked] = useState<number | null>(null);
  const next = useCall((signal) => loadPage(asked ?? 1, signal), [asked], {
    enabled: asked !== null,
  });
  if (asked !== null && !next.loading && next.data?.page === asked) {
    setMore([...more, next.data]);
    setAsked(null);
  }

  const pages = [first, ...more];
  const last = pages[pages.length - 1] ?? first;
  const items = pages.flatMap((page) => page.items);
  const hasMore = last.items.length > 0 && items.length < last.total;
  const status: FooterStatus =
    asked === null ? 'idle' : next.error && !next.loading ? 'error' : 'loading';
  const loadMore = () => {
    if (asked === null && hasMore) setAsked(last.page + 1);
  };
  useScrollTrigger(loadMore, status === 'idle' && hasMore, items.length);

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
      <ListFooter
        status={status}
        hasMore={hasMore}
        endMessage={endMessage}
        onMore={loadMore}
        onRetry={next.reload}
      />
    </>
  );
}

/** What differs between the articles and the news list. */
export interface ListTexts {
  title: string;
  subtitle: string;
  searchLabel: string;
  searchPlaceholder: string;
  listHeading: string;
  end: string;
  notFound: string;
  noneYet: string;
  loadFailed: string;
}

interface ListRoute<T, Q extends { q: string }> {
  texts: ListTexts;
  /** The list's state in the URL (`?q=…&sort=…`), with defaults for anything missing. */
  read: (params: URLSearchParams) => Q;
  /** A page of the list for that state. */
  ask: (query: Q, page: number, signal?: AbortSignal) => Promise<Page<T>>;
  /** Where the search and the filters go side by side. */
  controlsClass: string;
  /** The select boxes beside the search; `set` changes the URL. */
  filters: (query: Q, set: (change: Record<string, string>) => void) => ReactNode;
  /** The line above the cards. */
  count: (total: number, query: Q) => string;
  card: (item: T) => ReactNode;
}

/**
 * A storefront list page as the route table loads it: a loader that asks for the URL's first
 * page (without waiting for it), and the page that shows it and grows.
 */
export function listRoute<T extends { id: string | number }, Q extends { q: string }>(
  route: ListRoute<T, Q>,
) {
  function loader({ request }: LoaderFunctionArgs) {
    const query = route.read(new URL(request.url).searchParams);
    return { query, first: deferred(route.ask(query, 1)) };
  }
  /**
   * Heading, search, filters, the count and a grid of cards that grows on scroll, with its
   * loading, empty and end states.
   */
  function Component() {
    const { query, first } = useLoaderData<typeof loader>();
    const setParams = useListParams();
    const { texts } = route;
    const searching = query.q !== '';
    return (
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <PageHeading title={texts.title} subtitle={texts.subtitle} />
        <div className={route.controlsClass}>
          <SearchForm
            label={texts.searchLabel}
            placeholder={texts.searchPlaceholder}
            buttonLabel={text.search}
            query={query.q}
            onSearch={(value) => setParams({ q: value })}
          />
          <div className="flex flex-col gap-3 sm:flex-row">{route.filters(query, setParams)}</div>
        </div>
        <h2 className="sr-only">{texts.listHeading}</h2>
        <Loaded
          data={first}
          errorMessage={texts.loadFailed}
          fallback={
            // A screen tall at least: the footer stays put, and going back can scroll to where
            // the reader was before the cards are in.
            <div className="min-h-dvh">
              <p className="mt-3 mb-4 min-h-6" />
              <CardSkeletons
                count={CONTENT_PAGE_SIZE}
                className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
              />
            </div>
          }
        >
          {(page) => (
            <>
              <p aria-live="polite" className="mt-3 mb-4 min-h-6 text-stone-700">
                {route.count(page.total, query)}
              </p>
              {page.items.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
                  <p
                    className="text-lg font-semibold text-stone-800"
                    lang={searching ? 'en' : undefined}
                  >
                    {searching ? texts.notFound : texts.noneYet}
                  </p>
                  {searching ? (
                    <button
                      type="button"
                      onClick={() => setParams({ q: '' })}
                      className={linkButtonClass('primary', 'mt-5')}
                    >
                      {text.clearSearch}
                    </button>
                  ) : null}
                </div>
              ) : (
                // A new query starts a new list; the same one keeps the pages it grew.
                <GrowingList
                  key={JSON.stringify(query)}
                  first={page}
                  loadPage={(n, signal) => route.ask(query, n, signal)}
                  endMessage={texts.end}
                  card={route.card}
                />
              )}
            </>
          )}
        </Loaded>
      </div>
    );
  }
  return { loader, Component };
}
