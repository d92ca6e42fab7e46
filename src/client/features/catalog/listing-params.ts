import { catalogMessages } from '../../../shared/catalog-messages.ts';
import { type CategoryId, isCategoryId } from '../../../shared/domain/categories.ts';
import type { ProductSort } from '../../../shared/domain/listing.ts';
import type { ListingState } from '../../../shared/domain/listing-url.ts';

/** Sorts the listing offers (the API knows more: discount and newest serve other pages). */
export const LISTING_SORTS: readonly { value: ProductSort; label: string }[] = (
  ['name', 'price-low', 'price-high', 'rating'] as const
).map((value) => ({ value, label: catalogMessages.sorts[value] }));

/** Writes the listing to a query string, leaving out defaults so links stay short. */
export function writeListing(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.tags.length > 0) params.set('tags', state.tags.join(','));
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.crop) params.set('crop', state.crop);
  if (state.crop && state.target) params.set('target', state.target);
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
    crop: '',
    target: '',
    page: 1,
    view: state.view,
  };
}

export function categoryFromPath(value: string | undefined): CategoryId | null | 'unknown' {
  if (value === undefined) return null;
  return isCategoryId(value) ? value : 'unknown';
}
