import { ThaiText } from './thai-text.tsx';

interface PageHeadingProps {
  title: string;
  subtitle?: string;
}

/** The one h1 of a page, with an optional line under it. */
export function PageHeading({ title, subtitle }: PageHeadingProps) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl leading-snug font-bold text-stone-900 sm:text-3xl">
        <ThaiText>{title}</ThaiText>
      </h1>
      {subtitle ? <p className="mt-1 text-stone-600">{subtitle}</p> : null}
    </div>
  );
}
