import { pageButtons, showingText } from './log-format.ts';

const buttonClass =
  'min-h-10 min-w-9 rounded-lg border px-2.5 text-sm sm:min-w-10 sm:px-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

/** Spec: shown only with more than one page; Previous/Next disabled at the ends; the first 5 pages numbered. */
export function LogPagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center justify-between gap-3 border-t border-stone-200 px-2 py-3 sm:flex-row sm:px-4"
    >
      <p className="text-sm text-stone-600">{showingText(page, pageSize, total)}</p>
      <div className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <button
          type="button"
          className={`${buttonClass} border-stone-300 bg-white text-stone-700 hover:bg-stone-50`}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        {pageButtons(pageCount).map((number) => (
          <button
            key={number}
            type="button"
            aria-current={number === page ? 'page' : undefined}
            className={`${buttonClass} ${
              number === page
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50'
            }`}
            onClick={() => onPage(number)}
          >
            {number}
          </button>
        ))}
        <button
          type="button"
          className={`${buttonClass} border-stone-300 bg-white text-stone-700 hover:bg-stone-50`}
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
