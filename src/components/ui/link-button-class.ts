import { cn } from '../../lib/cn.ts';

/**
 * The classes of a link styled as a button, apart from `LinkButton` so that an island can style
 * its link without importing `Icon` (which bundles every lucide icon and React's server renderer).
 */
const variants = {
  primary: 'bg-accent-700 text-white hover:bg-accent-800',
  secondary: 'border border-brand-700 text-brand-800 hover:bg-brand-50',
  inverse: 'border border-white/70 text-white hover:bg-white/10',
};

/** `inverse`: the secondary action on the navy bands. */
export type LinkButtonVariant = keyof typeof variants;

export function linkButtonClass(variant: LinkButtonVariant, className?: string): string {
  return cn(
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-5 text-[0.9375rem] font-semibold no-underline hover-fade',
    variants[variant],
    className,
  );
}
