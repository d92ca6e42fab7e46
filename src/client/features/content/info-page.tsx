import type { ReactNode } from 'react';
import { formatPhone } from '../../../shared/domain/phone.ts';
import type { TextPart } from '../../../shared/info-messages.ts';
import { paths } from '../../../shared/routes.ts';
import { Link } from '../../components/ui/link.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SHOP_PHONE } from '../../lib/shop-identity.ts';
import { usePageTitle } from './page-title.ts';

/** A page of the shop's own text (how to order, privacy): heading, sections, one column. */
export function InfoPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 leading-relaxed text-stone-800 sm:py-8">
      <PageHeading title={title} subtitle={subtitle} />
      <div className="space-y-8">{children}</div>
    </div>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl leading-snug font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

const infoLinkClass =
  'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

const LINKS = { products: paths.products, orders: paths.orders, contact: '/#contact' } as const;

/** A sentence of the messages with its links: the shop's pages and its phone number. */
export function RichText({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) => {
    if (typeof part !== 'string') {
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
        <Link key={index} to={LINKS[part.link]} className={infoLinkClass}>
          {part.text}
        </Link>
      );
    }
    if (part !== 'phone') return part;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
      <a key={index} href={`tel:${SHOP_PHONE}`} className={infoLinkClass}>
        {formatPhone(SHOP_PHONE)}
      </a>
    );
  });
}
