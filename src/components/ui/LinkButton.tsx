import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Icon } from './Icon.tsx';

interface LinkButtonProps {
  href: string;
  /** `inverse`: the secondary action on the navy bands. */
  variant?: 'primary' | 'secondary' | 'light' | 'inverse';
  arrow?: boolean;
  className?: string;
  children: ReactNode;
}

const variants = {
  primary: 'bg-accent-700 text-white hover:bg-accent-800',
  secondary: 'border border-brand-700 text-brand-800 hover:bg-brand-50',
  light: 'bg-white text-brand-900 hover:bg-brand-50',
  inverse: 'border border-white/70 text-white hover:bg-white/10',
};

export function LinkButton({ href, variant = 'primary', arrow = false, className, children }: LinkButtonProps) {
  return (
    <a
      href={href}
      // The tests hold every primary action to the one label (decision 0034).
      data-cta={variant === 'primary' ? 'primary' : undefined}
      className={cn(
        'inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-5 text-[0.9375rem] font-semibold no-underline hover-fade',
        variants[variant],
        className,
      )}
    >
      {children}
      {arrow && <Icon name="arrow-right" className="icon-directional size-4" />}
    </a>
  );
}
