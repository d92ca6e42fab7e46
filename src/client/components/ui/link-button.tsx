import { Link, type LinkProps } from './link.tsx';

/**
 * The shop's pill-shaped calls to action: `primary` (green), `outline` (green border, filled on
 * hover) and `harvest` (the large yellow one on the hero's dark pictures). Each keeps a visible
 * focus ring and a touch target of at least 44 px.
 */
export type LinkButtonVariant = 'primary' | 'outline' | 'harvest';

const VARIANTS: Record<LinkButtonVariant, string> = {
  primary:
    'h-11 bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700',
  outline:
    'h-11 border-2 border-brand-700 px-6 font-semibold text-brand-800 hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-700',
  harvest:
    'h-12 bg-harvest-400 px-7 text-lg font-bold text-stone-900 shadow-lg hover:bg-harvest-500 focus-visible:outline-3 focus-visible:outline-white',
};

/** The classes of a call to action, for a `<button>` or `<a>` that looks like one; `extra` for margins. */
export function linkButtonClass(variant: LinkButtonVariant = 'primary', extra?: string): string {
  const look = `inline-flex items-center rounded-full focus-visible:outline-offset-2 ${VARIANTS[variant]}`;
  return extra ? `${extra} ${look}` : look;
}

interface LinkButtonProps extends Omit<LinkProps, 'className'> {
  variant?: LinkButtonVariant;
  /** Placement only, such as a top margin. */
  className?: string;
}

/** A link to another page of the shop that looks like a button. */
export function LinkButton({ variant = 'primary', className, ...link }: LinkButtonProps) {
  return <Link {...link} className={linkButtonClass(variant, className)} />;
}
