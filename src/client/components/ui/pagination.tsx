interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** At most this many numbered buttons, in a window around the current page. */
  maxButtons?: number;
  /** Names the navigation landmark, e.g. 'Products pages'. */
  label?: string;
}

/** The numbers to show: a window of `max` pages that keeps the current one inside. */
export function pageWindow(page: number, pageCount: number, max: number): number[] {
  const size = Math.min(max, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

const buttonClass =
  'min-h-10 min-w-10 rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, numbered pages and Next; shown only when there is more than one page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  maxButtons = 7,
  label = 'Pagination',
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={label}
      lang="en"
      className="mt-4 flex flex-wrap items-center justify-center gap-2"
    >
      <button
        type="button"
        className={`${buttonClass} border-stone-300 bg-white text-stone-700 hover:bg-stone-50`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      {pageWindow(page, pageCount, maxButtons).map((number) => (
        <button
          key={number}
          type="button"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          className={`${buttonClass} ${
            number === page
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50'
          }`}
          onClick={() => onPageChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${buttonClass} border-stone-300 bg-white text-stone-700 hover:bg-stone-50`}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
