import { type ReactNode, useEffect } from 'react';
import { PageHeading } from '../../components/ui/page-heading.tsx';

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
  useEffect(() => {
    document.title = `${title} | ร้านเกษตรอยุธยา`;
    return () => {
      document.title = 'ร้านเกษตรอยุธยา';
    };
  }, [title]);

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

export const infoLinkClass =
  'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
