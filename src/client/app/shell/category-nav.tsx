import { CATEGORIES } from '../../../shared/domain/categories.ts';
import { messages } from '../../../shared/messages.ts';
import { paths } from '../../../shared/routes.ts';
import { NavLink } from '../../components/ui/link.tsx';
import { ALL_PRODUCTS_LINK, SECTION_LINKS, type SiteLink } from './site-links.ts';

function navClass({ isActive }: { isActive: boolean }) {
  return `block rounded-full px-3 py-1.5 whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${
    isActive ? 'bg-white font-semibold text-brand-800' : 'text-white hover:bg-brand-800'
  }`;
}

function Item({ link }: { link: SiteLink }) {
  return (
    <li>
      <NavLink to={link.to} end={link.end} className={navClass}>
        {link.label}
      </NavLink>
    </li>
  );
}

/** The desktop navigation block under the header: categories by their short names. */
export function CategoryNav() {
  return (
    <nav aria-label={messages.mainMenu} className="hidden bg-brand-700 lg:block">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 overflow-x-auto px-4 py-2 text-[15px]">
        <Item link={ALL_PRODUCTS_LINK} />
        {CATEGORIES.map((category) => (
          <Item
            key={category.id}
            link={{ to: paths.category(category.id), label: category.shortName }}
          />
        ))}
        <li aria-hidden="true" className="mx-2 h-5 w-px shrink-0 bg-brand-600" />
        {SECTION_LINKS.map((link) => (
          <Item key={link.to} link={link} />
        ))}
      </ul>
    </nav>
  );
}
