import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { keepShortWordsWithNext } from '../../i18n/short-words.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { cn } from '../../lib/cn.ts';
import { LinkButton } from '../ui/LinkButton.tsx';

interface CtaBandProps {
  locale: Locale;
  /** Where the primary action leads: the contact form (`/contact#inquiry`, or `#inquiry` where the page has it). */
  href: string;
  /** The band's label: `cta.primary` but on the careers pages (BaseLayout). */
  label?: string | undefined;
  heading?: string | undefined;
  text?: string | undefined;
  /** The closing band's secondary action (the solutions hub); off on that hub itself. */
  secondary?: boolean;
  /** `own`: the careers pages' band, whose one action is job seekers' ask, not the buyers'. */
  voice?: 'primary' | 'own';
  className?: string | undefined;
}

/**
 * The one call-to-action block of the site (decision 0034): the primary action says the page's
 * one primary label ("Book a demo") and the secondary `cta.secondary`, on the partner programme's
 * page too (a partner starts with a demo); the careers band asks for an application alone, in the
 * same primary button (a band's main action has one look: decision 0078 and the adjustments of
 * 2026-11-29). The full-width band a page for buyers ends with, before the footer (BaseLayout
 * renders it), in the brand's navy with the primary button (styles/cta.css); the pages' early ask
 * is their hero's button (ui/HeroAction.tsx, decision 0090). `data-cta-block` lets the tests count
 * the blocks a phone stacks.
 */
export function CtaBand({ locale, href, label, heading, text, secondary = true, voice = 'primary', className }: CtaBandProps) {
  const t = useTranslations(locale);
  const action = label ?? t('cta.primary');
  return (
    <section
      className={cn('closing-band', className)}
      aria-labelledby="closing-cta-heading"
      data-testid="cta-band"
      data-cta-block="closing"
    >
      {/* From 64 rem the screen heroes' two columns: the heading in the first, the sentence and the actions in the second. */}
      <div className="container-page closing-band-inner">
        <h2 id="closing-cta-heading" className="heading-section closing-band-heading">
          {keepShortWordsWithNext(heading ?? t('cta.closingHeading'))}
        </h2>
        <div className="closing-band-body">
          {/* Phones: the heading and the button; the sentence from 40 rem (page heights, decision 0034). */}
          <p className="closing-band-text hidden sm:block">{text ?? t('cta.closingText')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <LinkButton href={href} arrow own={voice === 'own'}>
              {action}
            </LinkButton>
            {secondary && (
              <LinkButton href={pathFor('solutions', locale)} variant="inverse" className="max-sm:hidden">
                {t('cta.secondary')}
              </LinkButton>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
