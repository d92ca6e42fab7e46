import { adminMessages } from '../../../shared/admin-messages.ts';

const text = adminMessages.lists;

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** At most this many numbered buttons, in a window around the current page. */
  maxButtons?: number;
  /** The numbered buttons, when they are not that window (the event logs number the first 5). */
  numbers?: readonly number[];
  /** Names the navigation landmark, e.g. 'Products pages'. */
  label?: string;
  /** The accessible name of a numbered button; null leaves the number itself as its name. */
  pageLabel?: ((page: number) => string) | null;
  /** A line before the buttons, e.g. 'Showing 1 to 20 of 130 results', in a bar under a table. */
  summary?: string;
}

/** The numbers to show: a window of `max` pages that keeps the current one inside. */
export function pageWindow(page: number, pageCount: number, max: number): number[] {
  const size = Math.min(max, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

const buttonClass =
  'min-h-10 rounded-lg border text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40';
const idleClass = 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50';
const currentClass = 'border-brand-700 bg-brand-700 text-white';

const defaultPageLabel = text.page;

/** Previous, numbered pages and Next; shown only when there is more than one page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  maxButtons = 7,
  numbers,
  label = text.pagination,
  pageLabel = defaultPageLabel,
  summary,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const inBar = summary !== undefined;
  // The bar under a table packs its buttons tighter on a phone.
  const sizeClass = inBar ? 'min-w-9 px-2.5 sm:min-w-10 sm:px-3' : 'min-w-10 px-3';
  const buttons = (
    <>
      <button
        type="button"
        className={`${buttonClass} ${sizeClass} ${idleClass}`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {text.previous}
      </button>
      {(numbers ?? pageWindow(page, pageCount, maxButtons)).map((number) => (
        <button
          key={number}
          type="button"
          aria-label={pageLabel ? pageLabel(number) : undefined}
          aria-current={number === page ? 'page' : undefined}
          className={`${buttonClass} ${sizeClass} ${number === page ? currentClass : idleClass}`}
          onClick={() => onPageChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${buttonClass} ${sizeClass} ${idleClass}`}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {text.next}
      </button>
    </>
  );
  if (!inBar) {
    return (
      <nav
        aria-label={label}
        lang="en"
        className="mt-4 flex flex-wrap items-center justify-center gap-2"
      >
        {buttons}
      </nav>
    );
  }
  return (
    <nav
      aria-label={label}
      lang="en"
      className="flex flex-col items-center justify-between gap-3 border-t border-stone-200 px-2 py-3 sm:flex-row sm:px-4"
    >
      <p className="text-sm text-stone-600">{summary}</p>
      <div className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">{buttons}</div>
    </nav>
  );
}
