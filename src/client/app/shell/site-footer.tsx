import { lazy, Suspense } from 'react';
import { CATEGORIES } from '../../../shared/domain/categories.ts';
import { footerMessages as text } from '../../../shared/footer-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { Link } from '../../components/ui/link.tsx';
import { NearViewport } from '../../components/ui/near-viewport.tsx';
import { ThaiText } from '../../components/ui/thai-text.tsx';
import { SHOP_NAME } from '../../lib/shop-identity.ts';
import { ALL_PRODUCTS_LINK, SECTION_LINKS, type SiteLink } from './site-links.ts';

// The form's code loads when the footer comes near the screen, not with the first page.
const NewsletterForm = lazy(() =>
  import('./newsletter-form.tsx').then((module) => ({ default: module.NewsletterForm })),
);
const FORM_PLACE = 'h-[5.5rem]';

const QUICK_LINKS: readonly SiteLink[] = [
  { to: paths.home, label: text.home },
  ALL_PRODUCTS_LINK,
  ...SECTION_LINKS,
];

const HELP_LINKS: readonly SiteLink[] = [
  { to: paths.howToOrder, label: text.howToOrder },
  { to: '/#contact', label: text.contact },
  { to: paths.privacy, label: text.privacy },
];

function LinkColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <div>
      <FooterHeading>{title}</FooterHeading>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              className="inline-block py-1 text-brand-100 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harvest-400"
            >
              <ThaiText>{link.label}</ThaiText>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterHeading({ children }: { children: string }) {
  return (
    <h2 className="mb-3 text-base font-bold text-harvest-400">
      <ThaiText>{children}</ThaiText>
    </h2>
  );
}

export function SiteFooter() {
  const categoryLinks = CATEGORIES.map((category) => ({
    to: paths.category(category.id),
    label: category.name,
  }));

  return (
    <footer className="mt-12 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.6fr]">
        <div className="col-span-2 max-lg:order-first lg:col-span-1">
          <Link
            to={paths.home}
            className="inline-flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harvest-400"
          >
            <img
              src="/images/logo.svg"
              width={40}
              height={40}
              alt=""
              className="size-10 rounded-full bg-white p-0.5"
            />
            <span className="text-xl font-bold text-white">{SHOP_NAME}</span>
          </Link>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-brand-100">{text.about}</p>
        </div>
        <LinkColumn title={text.categories} links={categoryLinks} />
        <LinkColumn title={text.quickLinks} links={QUICK_LINKS} />
        <LinkColumn title={text.help} links={HELP_LINKS} />
        {/* Phones: the form goes up, away from the floating buttons that cover the bottom right. */}
        <div className="col-span-2 max-lg:order-first lg:col-span-1">
          <FooterHeading>{text.newsletter}</FooterHeading>
          <NearViewport placeholderClassName={FORM_PLACE}>
            <Suspense fallback={<div className={FORM_PLACE} />}>
              <NewsletterForm />
            </Suspense>
          </NearViewport>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-brand-100">
          {text.copyright(SHOP_NAME)}
        </p>
      </div>
    </footer>
  );
}
