import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { Icon } from '../ui/Icon.tsx';
import type { Opening } from './OpenPositions.tsx';
import { HeroPanel } from './HeroPanel.tsx';

/**
 * A position's own hero (decision 0050, amended): that position's facts — where and on what
 * terms — over a drawing of the application form it leads to (its fields and its button, named
 * as the form names them; from 40rem, where the hero offers the form too). The careers overview
 * keeps the list of every position. Decorative: the details and the form follow on the page.
 */
export function PositionFacts({ locale, opening }: { locale: Locale; opening: Opening }) {
  const t = useTranslations(locale);
  return (
    <HeroPanel title={t('heroes.positionFacts')} decorative testId="position-facts">
      <div className="hero-canvas grid gap-4 p-5">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-ink-soft">
          <span className="inline-flex items-center gap-1.5 font-semibold text-brand-900">
            <Icon name="map-pin" className="size-5 shrink-0 text-brand-700" />
            {opening.place}
          </span>
          <span className="rounded-full bg-success-50 px-3 py-0.5 text-sm font-semibold text-success-700">
            {t(`heroes.employment.${opening.employmentType}`)}
          </span>
        </p>
        {/* A click on the drawn form reaches the real one; out of the tab order, as the panel is hidden from assistive technology. */}
        <a
          href="#apply"
          tabIndex={-1}
          className="grid gap-3 rounded-md border border-line bg-white p-4 text-sm no-underline shadow-card max-sm:hidden"
        >
          <span className="font-semibold text-brand-900">{t('forms.applicationHeading')}</span>
          {(['name', 'email', 'cv'] as const).map((field) => (
            <span key={field} className="grid gap-1 text-ink-soft">
              {t(`forms.${field}`)}
              <i className="block h-8 rounded-md border border-line bg-surface-alt" />
            </span>
          ))}
          <span className="inline-flex min-h-10 items-center justify-center rounded-md border border-brand-700 font-semibold text-brand-800">
            {t('forms.submitApplication')}
          </span>
        </a>
      </div>
    </HeroPanel>
  );
}
