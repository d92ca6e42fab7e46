import { catalogMessages } from '../../../shared/catalog-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { Link } from '../../components/ui/link.tsx';

const text = catalogMessages.home.problems;

/**
 * Home: the way in for a farmer who comes with a problem rather than a product name: the crop,
 * then the pest, weed or disease, then what is labelled for it (the crop browser, /problems).
 */
export function ProblemsEntry() {
  return (
    <section aria-labelledby="problems-entry" className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
      <Link
        to={paths.problems()}
        className="flex items-center gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 leading-relaxed hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-700 sm:p-6"
      >
        <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 shrink-0 text-brand-700">
          <circle cx="24" cy="24" r="23" fill="currentColor" opacity="0.12" />
          <path
            d="M24 40V18m0 8c-5 0-9-4-9-9 5 0 9 4 9 9Zm0-6c0-5 4-9 9-9 0 5-4 9-9 9Zm-8 20h16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        <span className="min-w-0 flex-1">
          <span id="problems-entry" className="block text-lg font-bold text-brand-900">
            {text.title}
          </span>
          <span className="block text-stone-700">{text.subtitle}</span>
        </span>
        <span aria-hidden="true" className="text-2xl text-brand-700">
          ›
        </span>
      </Link>
    </section>
  );
}
