import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { cn } from '../../lib/cn.ts';
import { LinkButton } from '../ui/LinkButton.tsx';

interface CtaBandProps {
  locale: Locale;
  /** Where the primary action leads: the contact form (`/contact#inquiry`, or `#inquiry` where the page has it). */
  href: string;
  heading?: string | undefined;
  text?: string | undefined;
  /**
   * `closing`: the full-width band a page for buyers ends with, before the footer (BaseLayout renders it).
   * `inline`: one sentence and the button inside a page, where its contact column sits at the end.
   */
  variant?: 'closing' | 'inline';
  /** The closing band's secondary action (the solutions hub); off on that hub itself. */
  secondary?: boolean;
  className?: string | undefined;
}

/**
 * The one call-to-action block of the site (decision 0034): the primary action is always worded
 * `cta.primary` ("Book a demo") and the secondary `cta.secondary`, whatever the page.
 * Both variants wear one look (styles/cta.css, decision 0066): the same tint, rule and button.
 * `data-cta-block` lets the tests count the blocks a phone stacks.
 */
export function CtaBand({ locale, href, heading, text, variant = 'closing', secondary = true, className }: CtaBandProps) {
  const t = useTranslations(locale);
  if (variant === 'inline') {
    return (
      <div className={cn('cta-strip', className)} data-cta-block="inline">
        <p className="cta-strip-text">{text ?? t('cta.closingHeading')}</p>
        <LinkButton href={href} arrow>
          {t('cta.primary')}
        </LinkButton>
      </div>
    );
  }
  return (
    <section
      className={cn('closing-band', className)}
      aria-labelledby="closing-cta-heading"
      data-testid="cta-band"
      data-cta-block="closing"
    >
      <div className="container-page closing-band-inner">
        <div className="closing-band-text max-w-2xl">
          <h2 id="closing-cta-heading" className="heading-section mb-0">
            {heading ?? t('cta.closingHeading')}
          </h2>
          {/* Phones: the heading and the button; the sentence from 40 rem (page heights, decision 0034). */}
          <p className="mt-3 hidden text-lg text-ink-soft sm:block">{text ?? t('cta.closingText')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <LinkButton href={href} arrow>
            {t('cta.primary')}
          </LinkButton>
          {secondary && (
            <LinkButton href={pathFor('solutions', locale)} variant="secondary" className="max-sm:hidden">
              {t('cta.secondary')}
            </LinkButton>
          )}
        </div>
      </div>
    </section>
  );
}
