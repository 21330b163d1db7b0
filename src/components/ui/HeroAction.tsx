import { LinkButton } from './LinkButton.tsx';

interface HeroActionProps {
  href: string;
  /** `primary` only for `cta.primary` ("Book a demo"), the one primary label (decision 0034). */
  variant: 'primary' | 'secondary';
  label: string;
  /** A secondary action shown on phones too: the page's only way to what the hero speaks of (careers' positions, a position's form ~1,100 px down). */
  everyWidth?: boolean;
}

/**
 * An inner page's one hero action, under its lead (decision 0050). The demo ask shows at every
 * width, on product and sector pages too (decision 0090): on phones it is the page's one early ask,
 * in the first screen, before the closing band or the form, 1rem under the lead as the hero's rows
 * are apart (1.5rem from 40rem), so a product screen's top still shows under it. A
 * secondary action (a jump within the page or to a sibling) waits for 40rem, so a phone never
 * stacks three asks (decision 0034).
 */
export function HeroAction({ href, variant, label, everyWidth }: HeroActionProps) {
  return (
    <LinkButton
      href={href}
      variant={variant}
      arrow={variant === 'primary'}
      className={variant === 'primary' || everyWidth ? 'mt-4 sm:mt-6' : 'mt-6 max-sm:hidden'}
    >
      {label}
    </LinkButton>
  );
}
