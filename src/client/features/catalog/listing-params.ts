import { type CategoryId, isCategoryId } from '../../../shared/domain/categories.ts';
import { PRODUCT_SORTS, type ProductSort } from '../../../shared/domain/listing.ts';

export type ListingView = 'grid' | 'list';

/** Everything the product listing shows, read from and written to the URL. */
export interface ListingState {
  q: string;
  tags: string[];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: ProductSort;
  page: number;
  view: ListingView;
}

/** Sorts the listing offers (the API knows more: discount and newest serve other pages). */
export const LISTING_SORTS: readonly { value: ProductSort; label: string }[] = [
  { value: 'name', label: 'ชื่อสินค้า (ก-ฮ)' },
  { value: 'price-low', label: 'ราคา: ต่ำไปสูง' },
  { value: 'price-high', label: 'ราคา: สูงไปต่ำ' },
  { value: 'rating', label: 'ความนิยม (คะแนนรีวิว)' },
];

const price = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : undefined;
};

/** Reads the listing from the URL; anything unreadable falls back to the default. */
export function readListing(params: URLSearchParams): ListingState {
  const sort = params.get('sort') as ProductSort | null;
  const page = Number(params.get('page'));
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    tags: (params.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean)
      .slice(0, 10),
    minPrice,
    maxPrice,
    sort: sort && (PRODUCT_SORTS as readonly string[]).includes(sort) ? sort : 'name',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Writes the listing to a query string, leaving out defaults so links stay short. */
export function writeListing(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.tags.length > 0) params.set('tags', state.tags.join(','));
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.view !== 'grid') params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A filter change shows its first page. */
export function withFilters(state: ListingState, change: Partial<ListingState>): ListingState {
  return { ...state, ...change, page: change.page ?? 1 };
}

/** Clicking a tag searches by it and resets the other filters (tags already chosen stay). */
export function withTag(state: ListingState, tag: string): ListingState {
  const tags = state.tags.includes(tag) ? state.tags : [...state.tags, tag];
  return {
    q: '',
    tags,
    minPrice: undefined,
    maxPrice: undefined,
    sort: state.sort,
    page: 1,
    view: state.view,
  };
}

export function categoryFromPath(value: string | undefined): CategoryId | null | 'unknown' {
  if (value === undefined) return null;
  return isCategoryId(value) ? value : 'unknown';
}
