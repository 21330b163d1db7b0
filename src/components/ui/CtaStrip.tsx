import type { Locale } from '../../i18n/locales.ts';
import { splitLocale } from '../../i18n/paths.ts';
import { CtaBand } from '../sections/CtaBand.tsx';

/**
 * The in-page band (the product and sector templates): the shared `CtaBand` in its inline
 * variant. `button` is ignored: the primary action has one label site-wide (decision 0034).
 * Without `locale`, the language is the one of `href` (`/ar/contact` is Arabic).
 */
export function CtaStrip({
  locale,
  text,
  href,
  className,
}: {
  locale?: Locale;
  text: string;
  button?: string;
  href: string;
  className?: string;
}) {
  return <CtaBand variant="inline" locale={locale ?? splitLocale(href).locale} text={text} href={href} className={className} />;
}
