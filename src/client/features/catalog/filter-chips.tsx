import type { ListingState } from '../../../shared/domain/listing-url.ts';
import { withFilters } from './listing-params.ts';

const baht = (value: number) => `฿${value.toLocaleString('en-US')}`;

/** 'ราคา ฿100–฿500', 'ราคา ฿100 ขึ้นไป' or 'ราคาไม่เกิน ฿500'; null without a price filter. */
export function priceFilterLabel(minPrice: number | undefined, maxPrice: number | undefined) {
  if (minPrice !== undefined && maxPrice !== undefined) {
    return `ราคา ${baht(minPrice)}–${baht(maxPrice)}`;
  }
  if (minPrice !== undefined) return `ราคา ${baht(minPrice)} ขึ้นไป`;
  if (maxPrice !== undefined) return `ราคาไม่เกิน ${baht(maxPrice)}`;
  return null;
}

const chipClass =
  'inline-flex h-9 items-center gap-1.5 rounded-full bg-brand-100 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The filters in force, shown above the results even while the phone's filter panel is folded:
 * the price range and each tag, each a chip that removes it.
 */
export function FilterChips({
  state,
  onChange,
}: {
  state: ListingState;
  onChange: (next: ListingState) => void;
}) {
  const price = priceFilterLabel(state.minPrice, state.maxPrice);
  if (!price && state.tags.length === 0) return null;
  return (
    <ul aria-label="ตัวกรองที่เลือก" className="mt-3 flex flex-wrap gap-2">
      {price ? (
        <li>
          <button
            type="button"
            aria-label={`เอา${price} ออก`}
            onClick={() =>
              onChange(withFilters(state, { minPrice: undefined, maxPrice: undefined }))
            }
            className={chipClass}
          >
            {price} <span aria-hidden="true">✕</span>
          </button>
        </li>
      ) : null}
      {state.tags.map((tag) => (
        <li key={tag}>
          <button
            type="button"
            aria-label={`เอาแท็ก ${tag} ออก`}
            onClick={() =>
              onChange(withFilters(state, { tags: state.tags.filter((t) => t !== tag) }))
            }
            className={chipClass}
          >
            #{tag} <span aria-hidden="true">✕</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
