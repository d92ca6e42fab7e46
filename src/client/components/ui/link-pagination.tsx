import { uiMessages } from '../../../shared/ui-messages.ts';
import { Link } from './link.tsx';

const text = uiMessages.pagination;

interface LinkPaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page (the page lives in the URL). */
  hrefFor: (page: number) => string;
}

/** Page numbers around the current one, the first and the last; '…' between gaps. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of pages) {
    const last = out.at(-1);
    if (typeof last === 'number' && p - last > 1) out.push(p - last === 2 ? last + 1 : null);
    out.push(p);
  }
  return out;
}

const base =
  'grid h-10 min-w-10 place-items-center rounded-lg px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Previous, numbered pages and next; nothing when everything fits on one page. */
export function LinkPagination({ page, pageCount, hrefFor }: LinkPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={text.label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link
              to={hrefFor(page - 1)}
              className={`${base} border border-stone-300 bg-white hover:bg-stone-100`}
            >
              {text.previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${base} border border-stone-200 text-stone-400`}>
              {text.previous}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, index) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-label={text.page(p)}
                aria-current={p === page ? 'page' : undefined}
                className={`${base} ${
                  p === page
                    ? 'bg-brand-700 text-white'
                    : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
                }`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link
              to={hrefFor(page + 1)}
              className={`${base} border border-stone-300 bg-white hover:bg-stone-100`}
            >
              {text.next}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${base} border border-stone-200 text-stone-400`}>
              {text.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
