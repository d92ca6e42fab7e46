import { Fragment, useEffect, useRef } from 'react';
import { CATEGORIES } from '../../../shared/domain/categories.ts';
import { paths } from '../../../shared/routes.ts';
import { shellMessages } from '../../../shared/shell-messages.ts';
import { NavLink } from '../../components/ui/link.tsx';
import { ALL_PRODUCTS_LINK, SECTION_LINKS, type SiteLink } from './site-links.ts';

const text = shellMessages.mobileMenu;

interface MobileMenuProps {
  id: string;
  /** Closes the menu; `restoreFocus` returns focus to the button that opened it. */
  onClose: (restoreFocus: boolean) => void;
}

function linkClass({ isActive }: { isActive: boolean }) {
  return `flex min-h-11 items-center rounded-lg px-3 py-2 leading-snug ${
    isActive
      ? 'bg-brand-100 font-semibold text-brand-800'
      : 'text-stone-700 hover:bg-stone-100 active:bg-stone-200'
  }`;
}

/** Lets 'สารปรับสภาพ/สารอื่นๆ' wrap after the slash only, never inside a Thai word. */
function BreakAfterSlash({ text }: { text: string }) {
  const parts = text.split('/');
  return (
    <span>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed label
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="whitespace-nowrap">
            {part}
            {index < parts.length - 1 ? '/' : ''}
          </span>
        </Fragment>
      ))}
    </span>
  );
}

function Item({ link, onClose }: { link: SiteLink; onClose: MobileMenuProps['onClose'] }) {
  return (
    <li>
      <NavLink to={link.to} end={link.end} className={linkClass} onClick={() => onClose(false)}>
        <BreakAfterSlash text={link.label} />
      </NavLink>
    </li>
  );
}

/** Slide-down menu for phones and tablets: full category names. Mounted only while open. */
export function MobileMenu({ id, onClose }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div
      id={id}
      ref={panel}
      className="border-t border-stone-200 bg-white shadow-md transition duration-200 ease-out starting:-translate-y-2 starting:opacity-0 motion-reduce:transition-none lg:hidden"
    >
      <nav aria-label={text.label} className="mx-auto max-w-7xl px-4 pt-3 pb-4">
        <h2 className="px-3 pb-1 text-sm font-semibold text-stone-600">{text.categories}</h2>
        <ul className="grid grid-cols-2 gap-x-2">
          {CATEGORIES.map((category) => (
            <Item
              key={category.id}
              link={{ to: paths.category(category.id), label: category.name }}
              onClose={onClose}
            />
          ))}
        </ul>
        <h2 className="mt-3 border-t border-stone-100 px-3 pt-3 pb-1 text-sm font-semibold text-stone-600">
          {text.browse}
        </h2>
        <ul className="grid grid-cols-2 gap-x-2">
          {[ALL_PRODUCTS_LINK, ...SECTION_LINKS].map((link) => (
            <Item key={link.to} link={link} onClose={onClose} />
          ))}
        </ul>
      </nav>
    </div>
  );
}
