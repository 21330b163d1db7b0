import { LinkButton } from './LinkButton.tsx';

interface HeroActionProps {
  href: string;
  /** `primary` only for `cta.primary` ("Book a demo"), the one primary label (decision 0034). */
  variant: 'primary' | 'secondary';
  label: string;
}

/**
 * An inner page's one hero action, under its lead (decision 0050). From 40rem only: on phones the
 * hero keeps its height and the page's closing band or form stays the ask, so a phone never
 * stacks three (decision 0034).
 */
export function HeroAction({ href, variant, label }: HeroActionProps) {
  return (
    <LinkButton href={href} variant={variant} arrow={variant === 'primary'} className="mt-6 max-sm:hidden">
      {label}
    </LinkButton>
  );
}
