import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { agronomyMessages } from '../../../shared/agronomy-messages.ts';
import { catalogMessages } from '../../../shared/catalog-messages.ts';
import type { CategoryCount } from '../../../shared/contracts/catalog.ts';
import { CATEGORIES, type CategoryId } from '../../../shared/domain/categories.ts';
import { priceCeiling } from '../../../shared/domain/listing.ts';
import { satangToBaht } from '../../../shared/domain/money.ts';
import { listingMessages } from '../../../shared/listing-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { Link } from '../../components/ui/link.tsx';
import { oncePerVisit } from '../../lib/once-per-visit.ts';
import { useCall } from '../../lib/use-call.ts';
import { fetchCategories, fetchCrops, fetchHighestPrice } from './catalog-api.ts';

const text = listingMessages.filters;

interface CategoryFilterProps {
  categories: CategoryCount[] | null;
  failed: boolean;
  onRetry: () => void;
  current: CategoryId | null;
  /** The rest of the listing's query, kept when the category changes. */
  search: string;
}

const itemClass = (active: boolean) =>
  `flex min-h-10 items-center justify-between gap-2 rounded-lg px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-brand-700 ${
    active ? 'bg-brand-700 font-semibold text-white' : 'text-stone-700 hover:bg-brand-50'
  }`;

/** The category list with product counts; choosing one goes to its listing. */
export function CategoryFilter({
  categories,
  failed,
  onRetry,
  current,
  search,
}: CategoryFilterProps) {
  const total = categories?.reduce((sum, category) => sum + category.count, 0);
  const counts = new Map(categories?.map((category) => [category.id, category.count]));
  return (
    <nav aria-label={text.categories}>
      <h2 className="mb-2 font-bold text-stone-900">{text.categories}</h2>
      {failed ? (
        <p className="text-sm text-amber-800">
          {text.categoriesFailed}{' '}
          <button type="button" onClick={onRetry} className="font-semibold underline">
            {text.retry}
          </button>
        </p>
      ) : null}
      <ul className="space-y-0.5">
        <li>
          <Link
            to={`${paths.products}${search}`}
            aria-current={current === null ? 'page' : undefined}
            className={itemClass(current === null)}
          >
            <span>{catalogMessages.allProducts}</span>
            {total !== undefined ? <span className="text-sm">{total}</span> : null}
          </Link>
        </li>
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link
              to={`${paths.category(category.id)}${search}`}
              aria-current={current === category.id ? 'page' : undefined}
              className={itemClass(current === category.id)}
            >
              <span>{category.name}</span>
              <span className="text-sm">{counts.get(category.id) ?? ''}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface PriceFilterProps {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** Highest price rounded up to the next 100 (1000 without products). */
  ceiling: number;
  onApply: (range: { minPrice: number | undefined; maxPrice: number | undefined }) => void;
}

const SLIDER_COMMIT_MS = 500;

interface PriceInputProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}

/** The lowest or the highest price, in whole baht, with its label above. */
function PriceInput({ id, label, placeholder, value, invalid, onChange }: PriceInputProps) {
  return (
    <div className="flex-1">
      <label htmlFor={id} className="mb-1 block text-sm text-stone-600">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        placeholder={placeholder}
        value={value}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2 text-base focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30 aria-invalid:border-red-500"
      />
    </div>
  );
}

/** Minimum and maximum price in baht, and a slider for the maximum. */
export function PriceFilter({ minPrice, maxPrice, ceiling, onApply }: PriceFilterProps) {
  const [min, setMin] = useState(minPrice === undefined ? '' : String(minPrice));
  const [max, setMax] = useState(maxPrice === undefined ? '' : String(maxPrice));
  const [error, setError] = useState('');
  const slideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();

  useEffect(
    () => () => {
      if (slideTimer.current) clearTimeout(slideTimer.current);
    },
    [],
  );

  const parse = (text: string) =>
    text.trim() === '' ? undefined : Math.max(0, Math.floor(Number(text)));

  const apply = (minText: string, maxText: string) => {
    const from = parse(minText);
    const to = parse(maxText);
    if ((from !== undefined && Number.isNaN(from)) || (to !== undefined && Number.isNaN(to))) {
      setError(text.notANumber);
      return;
    }
    if (from !== undefined && to !== undefined && from > to) {
      setError(text.minAboveMax);
      return;
    }
    setError('');
    onApply({ minPrice: from || undefined, maxPrice: to });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(min, max);
  };

  const sliderValue = Math.min(ceiling, parse(max) ?? ceiling);
  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className="mb-2 font-bold text-stone-900">
        {text.priceRange}
      </h2>
      <div className="flex items-end gap-2">
        <PriceInput
          id={`${id}-min`}
          label={text.min}
          placeholder="0"
          value={min}
          invalid={error !== ''}
          onChange={setMin}
        />
        <span aria-hidden="true" className="pb-2 text-stone-500">
          –
        </span>
        <PriceInput
          id={`${id}-max`}
          label={text.max}
          placeholder={String(ceiling)}
          value={max}
          invalid={error !== ''}
          onChange={setMax}
        />
      </div>
      <label htmlFor={`${id}-slider`} className="sr-only">
        {text.slider}
      </label>
      <input
        id={`${id}-slider`}
        type="range"
        min={0}
        max={ceiling}
        step={10}
        value={sliderValue}
        aria-valuetext={text.amount(sliderValue)}
        onChange={(event) => {
          const value = event.target.value;
          setMax(value);
          if (slideTimer.current) clearTimeout(slideTimer.current);
          slideTimer.current = setTimeout(() => apply(min, value), SLIDER_COMMIT_MS);
        }}
        className="mt-3 w-full accent-brand-700"
      />
      <div className="flex justify-between text-xs text-stone-500" aria-hidden="true">
        <span>{text.amount(0)}</span>
        <span>{text.amount(ceiling)}</span>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="mt-3 h-10 w-full rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {text.applyPrice}
      </button>
    </form>
  );
}

/** The slider's end changes rarely: asked once per visit (again only after a failure). */
const loadHighestPrice = oncePerVisit(() => fetchHighestPrice());

/** The slider's end in whole baht; 1000 until the highest price is known or when it fails. */
function usePriceCeiling(): number {
  const highest = useCall(() => loadHighestPrice(), []);
  return priceCeiling(highest.data === null ? null : satangToBaht(highest.data));
}

interface CropFilterProps {
  crop: string;
  target: string;
  onChange: (choice: { crop: string; target: string }) => void;
}

const finder = agronomyMessages.finder;
const selectClass =
  'block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30';

/** Products for a crop and one of its insects, weeds or diseases (`GET /api/crops`). */
export function CropFilter({ crop, target, onChange }: CropFilterProps) {
  const crops = useCall(() => fetchCrops(), []);
  const cropId = useId();
  const targetId = useId();
  const targets = crops.data?.find((item) => item.id === crop)?.targets ?? [];
  return (
    <div>
      <h2 className="mb-2 font-bold text-stone-900">{finder.heading}</h2>
      {crops.error ? <p className="text-sm text-amber-800">{finder.failed}</p> : null}
      <label htmlFor={cropId} className="mb-1 block text-sm font-semibold text-stone-700">
        {finder.crop}
      </label>
      <select
        id={cropId}
        value={crop}
        onChange={(event) => onChange({ crop: event.target.value, target: '' })}
        className={selectClass}
      >
        <option value="">{finder.anyCrop}</option>
        {crops.data?.map((item) => (
          <option key={item.id} value={item.id}>
            {item.nameTh}
          </option>
        ))}
      </select>
      <label htmlFor={targetId} className="mt-3 mb-1 block text-sm font-semibold text-stone-700">
        {finder.target}
      </label>
      <select
        id={targetId}
        value={target}
        disabled={crop === ''}
        onChange={(event) => onChange({ crop, target: event.target.value })}
        className={`${selectClass} disabled:bg-stone-100 disabled:text-stone-500`}
      >
        <option value="">{finder.anyTarget}</option>
        {targets.map((item) => (
          <option key={item.id} value={item.id}>
            {item.nameTh}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ListingFiltersProps {
  crop: string;
  target: string;
  onCrop: CropFilterProps['onChange'];
  category: CategoryId | null;
  /** The listing's query without the page, kept when the category changes. */
  search: string;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onApplyPrice: PriceFilterProps['onApply'];
  onReset: () => void;
}

/** The listing's filter column: categories with counts, price range and reset. */
export function ListingFilters({
  crop,
  target,
  onCrop,
  category,
  search,
  minPrice,
  maxPrice,
  onApplyPrice,
  onReset,
}: ListingFiltersProps) {
  const categories = useCall((signal) => fetchCategories(signal), []);
  const ceiling = usePriceCeiling();
  return (
    <>
      <CategoryFilter
        categories={categories.data}
        failed={categories.error !== null}
        onRetry={categories.reload}
        current={category}
        search={search}
      />
      <CropFilter crop={crop} target={target} onChange={onCrop} />
      <PriceFilter
        key={`${minPrice}-${maxPrice}`}
        minPrice={minPrice}
        maxPrice={maxPrice}
        ceiling={ceiling}
        onApply={onApplyPrice}
      />
      <button
        type="button"
        onClick={onReset}
        className="h-10 w-full rounded-lg border border-stone-300 font-semibold text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {text.reset}
      </button>
    </>
  );
}
