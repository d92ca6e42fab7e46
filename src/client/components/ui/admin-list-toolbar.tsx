import type { ReactNode } from 'react';
import { SearchIcon } from './icons.tsx';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** The search box above an admin table. */
export function SearchBox({ label, value, onChange, placeholder }: SearchBoxProps) {
  return (
    <div className="relative min-w-0 flex-1">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400" />
      <input
        type="search"
        aria-label={label}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white py-2 pr-3 pl-10 text-stone-900 placeholder:text-stone-400 focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30"
      />
    </div>
  );
}

/** Heading row of an admin section: title, optional count, and the main action. */
export function AdminSectionHeader({
  title,
  subtitle,
  action,
  addLabel,
  onAdd,
  lang = 'en',
}: {
  title: string;
  /** A line under the title (a count, which may arrive after the title: inline content). */
  subtitle?: ReactNode;
  action?: ReactNode;
  /** The '+ Add …' button, when the section offers one. */
  addLabel?: string;
  onAdd?: () => void;
  /** The title's language: the back office's English, or Thai where the section speaks Thai. */
  lang?: 'en' | 'th';
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 lang={lang} className="text-2xl leading-snug font-bold text-stone-900 sm:text-3xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-1 text-stone-600">{subtitle}</p> : null}
      </div>
      {action}
      {addLabel && onAdd ? (
        <button type="button" className={primaryButtonClass} onClick={onAdd}>
          {addLabel}
        </button>
      ) : null}
    </div>
  );
}

/** The row above an admin table: the search box and the filters. */
export function AdminToolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-col gap-3 sm:flex-row">{children}</div>;
}

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first choice, which filters nothing. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

/** A select box that narrows an admin table. */
export function FilterSelect({ label, value, onChange, allLabel, options }: FilterSelectProps) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={selectClass}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export const primaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50';

export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export const rowActionClass =
  'inline-flex min-h-9 items-center rounded-md px-2.5 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700';

export const selectClass =
  'block min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30';
