import type { ReactNode } from 'react';
import { LinkButton } from './link-button.tsx';
import { ThaiText } from './thai-text.tsx';

interface HomeSectionProps {
  id?: string;
  title: string;
  subtitle?: string;
  /** The button under the section, e.g. to the full list. */
  action?: { to: string; label: string };
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** One block of the home page: heading, content and a button to see more. */
export function HomeSection({
  id,
  title,
  subtitle,
  action,
  tone = 'plain',
  children,
}: HomeSectionProps) {
  const headingId = `${id ?? title}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === 'tinted' ? 'bg-brand-50/70 py-10 sm:py-14' : 'py-10 sm:py-14'}
    >
      <div className="mx-auto max-w-7xl px-4">
        <div className="mb-6 text-center">
          <h2 id={headingId} className="text-2xl font-bold text-stone-900 sm:text-3xl">
            <ThaiText>{title}</ThaiText>
          </h2>
          {subtitle ? <p className="mt-1 text-stone-600">{subtitle}</p> : null}
        </div>
        {children}
        {action ? (
          <div className="mt-8 text-center">
            <LinkButton to={action.to} variant="outline">
              {action.label}
            </LinkButton>
          </div>
        ) : null}
      </div>
    </section>
  );
}
