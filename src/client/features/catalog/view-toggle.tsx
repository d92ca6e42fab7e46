import type { ReactNode } from 'react';
import { catalogMessages } from '../../../shared/catalog-messages.ts';
import type { CardView } from './product-card.tsx';

const text = catalogMessages.view;

interface ViewToggleProps {
  view: CardView;
  onChange: (view: CardView) => void;
}

function GridIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <rect x="3" y="3" width="8" height="8" rx="1.5" />
      <rect x="13" y="3" width="8" height="8" rx="1.5" />
      <rect x="3" y="13" width="8" height="8" rx="1.5" />
      <rect x="13" y="13" width="8" height="8" rx="1.5" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <rect x="3" y="4" width="18" height="4" rx="1.5" />
      <rect x="3" y="10" width="18" height="4" rx="1.5" />
      <rect x="3" y="16" width="18" height="4" rx="1.5" />
    </svg>
  );
}

const VIEWS = [
  { value: 'grid', label: text.grid, Icon: GridIcon },
  { value: 'list', label: text.list, Icon: ListIcon },
] as const satisfies readonly { value: CardView; label: string; Icon: () => ReactNode }[];

const button = (active: boolean) =>
  `grid size-10 place-items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
    active ? 'bg-brand-700 text-white' : 'text-stone-600 hover:bg-stone-100'
  }`;

/** Grid or list, as two pressed/unpressed buttons. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of two toggle buttons, not a form group
    <div
      role="group"
      aria-label={text.label}
      className="flex gap-1 rounded-xl border border-stone-300 bg-white p-1"
    >
      {VIEWS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          aria-label={label}
          onClick={() => onChange(value)}
          className={button(view === value)}
        >
          <Icon />
        </button>
      ))}
    </div>
  );
}
