import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { type InfiniteList, useScrollTrigger } from './use-infinite-list.ts';

/** The list's query in the URL, and a change to some of it (an empty value drops the key). */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const set = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { preventScrollReset: true });
  };
  return [params, set] as const;
}

/** The count above the list, read out when it changes. */
export function ListCount({ children }: { children: ReactNode }) {
  return (
    <p aria-live="polite" className="mt-3 mb-4 min-h-6 text-stone-700">
      {children}
    </p>
  );
}

interface InfiniteListViewProps<T> {
  list: InfiniteList<T>;
  /** Shown when the first page came back empty. */
  empty: ReactNode;
  /** Under the last page. */
  endMessage: string;
  /** One card, keyed by the item's id. */
  children: (item: T) => ReactNode;
}

/** A grid of cards that loads the next page on scroll, with its first-load, empty and end states. */
export function InfiniteListView<T extends { id: string | number }>({
  list,
  empty,
  endMessage,
  children,
}: InfiniteListViewProps<T>) {
  useScrollTrigger(list.loadMore, list.status === 'idle' && list.hasMore, list.items.length);
  const firstLoad = list.total === null;
  const footer = (status: InfiniteList<T>['status']) => (
    <ListFooter
      status={status}
      hasMore
      shown={0}
      endMessage=""
      onMore={list.loadMore}
      onRetry={list.retry}
    />
  );
  if (list.status === 'error' && firstLoad) return footer('error');
  // A screen tall, so the footer does not jump when the first page arrives.
  if (firstLoad) return <div className="min-h-dvh">{footer('loading')}</div>;
  if (list.items.length === 0) return empty;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      <ListFooter
        status={list.status}
        hasMore={list.hasMore}
        shown={list.items.length}
        endMessage={endMessage}
        onMore={list.loadMore}
        onRetry={list.retry}
      />
    </>
  );
}

interface SearchFormProps {
  label: string;
  placeholder: string;
  query: string;
  onSearch: (q: string) => void;
}

/** A search box that searches when submitted (Enter or the button). */
export function SearchForm({ label, placeholder, query, onSearch }: SearchFormProps) {
  const [value, setValue] = useState(query);
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setValue(query);
  }
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Android WebViews and to jsdom
    <form role="search" aria-label={label} onSubmit={onSubmit} className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={placeholder}
        enterKeyHint="search"
        className="h-11 w-full rounded-xl border border-stone-300 bg-white py-2 pr-12 pl-3 text-base focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30"
      />
      <button
        type="submit"
        aria-label="ค้นหา"
        className="absolute top-1 right-1 grid size-9 place-items-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <SearchIcon className="size-[18px]" />
      </button>
    </form>
  );
}

interface SelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

export function LabelledSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: SelectProps<T>) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-stone-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-11 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 text-base sm:flex-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ListFooterProps {
  status: 'loading' | 'idle' | 'error';
  hasMore: boolean;
  shown: number;
  endMessage: string;
  onMore: () => void;
  onRetry: () => void;
}

/** Under an infinite list: loading, a retry after a failure, a button for keyboards, or the end. */
export function ListFooter({
  status,
  hasMore,
  shown,
  endMessage,
  onMore,
  onRetry,
}: ListFooterProps) {
  let content: ReactNode = null;
  if (status === 'loading') {
    content = (
      <span role="status" className="inline-flex items-center gap-2 text-stone-600">
        <Spinner className="size-5" /> กำลังโหลด...
      </span>
    );
  } else if (status === 'error') {
    content = (
      <span role="alert" className="text-amber-900">
        โหลดรายการเพิ่มไม่สำเร็จ{' '}
        <button type="button" onClick={onRetry} className="font-semibold underline">
          ลองอีกครั้ง
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
        แสดงเพิ่มเติม
      </button>
    );
  } else if (shown > 0) {
    content = <p className="text-stone-500">{endMessage}</p>;
  }
  return <div className="mt-8 flex min-h-12 justify-center">{content}</div>;
}

interface EmptyStateProps {
  searching: boolean;
  searchText: string;
  noneText: string;
  onClear: () => void;
}

/** Nothing to show: a search that found nothing (with a way back) or no items at all yet. */
export function EmptyState({ searching, searchText, noneText, onClear }: EmptyStateProps) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
      <p className="text-lg font-semibold text-stone-800" lang={searching ? 'en' : undefined}>
        {searching ? searchText : noneText}
      </p>
      {searching ? (
        <button
          type="button"
          onClick={onClear}
          className="mt-5 inline-flex h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          ล้างการค้นหา
        </button>
      ) : null}
    </div>
  );
}
