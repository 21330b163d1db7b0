import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { linkButtonClass, type LinkButtonVariant } from './link-button-class.ts';

interface LinkButtonProps {
  href: string;
  variant?: LinkButtonVariant;
  arrow?: boolean;
  /**
   * A page's own ask in the primary button: the careers pages' application or positions, in their
   * closing band (BaseLayout). Not the buyers' primary action, so it is marked `data-cta="own"` and
   * the one-label check leaves it aside.
   */
  own?: boolean;
  className?: string;
  children: ReactNode;
}

export function LinkButton({ href, variant = 'primary', arrow = false, own = false, className, children }: LinkButtonProps) {
  return (
    <a
      href={href}
      // The tests hold every primary action to the one label (decision 0034).
      data-cta={variant === 'primary' ? (own ? 'own' : 'primary') : undefined}
      className={linkButtonClass(variant, className)}
    >
      {children}
      {arrow && <Icon name="arrow-right" className="icon-directional size-4" />}
    </a>
  );
}
