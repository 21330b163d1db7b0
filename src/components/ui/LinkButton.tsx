import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { linkButtonClass, type LinkButtonVariant } from './link-button-class.ts';

interface LinkButtonProps {
  href: string;
  variant?: LinkButtonVariant;
  arrow?: boolean;
  className?: string;
  children: ReactNode;
}

export function LinkButton({ href, variant = 'primary', arrow = false, className, children }: LinkButtonProps) {
  return (
    <a
      href={href}
      // The tests hold every primary action to the one label (decision 0034).
      data-cta={variant === 'primary' ? 'primary' : undefined}
      className={linkButtonClass(variant, className)}
    >
      {children}
      {arrow && <Icon name="arrow-right" className="icon-directional size-4" />}
    </a>
  );
}
