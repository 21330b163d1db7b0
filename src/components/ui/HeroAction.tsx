import { LinkButton } from './LinkButton.tsx';

interface HeroActionProps {
  href: string;
  /** `primary` only for `cta.primary` ("Book a demo"), the one primary label (decision 0034). */
  variant: 'primary' | 'secondary';
  label: string;
  /** Not on phones, where the page asks early in another form (the product pages' strip, decision 0043). */
  fromTablet?: boolean;
  /** A secondary action shown on phones too: the page's only way to what the hero speaks of (careers' positions, a position's form ~1,100 px down). */
  everyWidth?: boolean;
}

/**
 * An inner page's one hero action, under its lead (decision 0050). The demo ask shows at every
 * width, as /contact's does: on phones it is the page's one early ask, before the closing band. A
 * secondary action (a jump within the page or to a sibling) waits for 40rem, so a phone never
 * stacks three asks (decision 0034).
 */
export function HeroAction({ href, variant, label, fromTablet, everyWidth }: HeroActionProps) {
  return (
    <LinkButton
      href={href}
      variant={variant}
      arrow={variant === 'primary'}
      className={(variant === 'primary' && !fromTablet) || everyWidth ? 'mt-6' : 'mt-6 max-sm:hidden'}
    >
      {label}
    </LinkButton>
  );
}
