import { type FormEvent, useId, useState } from 'react';
import { SearchIcon } from './icons.tsx';

interface SearchFormProps {
  /** Names the form and the box. */
  label: string;
  placeholder: string;
  /** Names the magnifier button. */
  buttonLabel: string;
  /** The search words in the URL: the box shows them again when they change. */
  query: string;
  onSearch: (q: string) => void;
}

/** A search box of a list page that searches when submitted (Enter or the button). */
export function SearchForm({ label, placeholder, buttonLabel, query, onSearch }: SearchFormProps) {
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
        aria-label={buttonLabel}
        className="absolute top-1 right-1 grid size-9 place-items-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <SearchIcon className="size-[18px]" />
      </button>
    </form>
  );
}
