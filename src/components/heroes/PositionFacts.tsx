import { displayDay, displayHijriDay } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { Icon } from '../ui/Icon.tsx';
import type { Opening } from './opening.ts';
import { HeroPanel } from './HeroPanel.tsx';

/**
 * A position's own hero (decision 0050, amended): that position's facts as a card — where, on
 * what terms, since when and until when one can apply — all from src/content/positions. It draws
 * no form fields: drawn inputs next to the real apply button read as a live form that does
 * nothing (decision 0056). Decorative: the same facts and the form follow on the page.
 */
export function PositionFacts({ locale, opening }: { locale: Locale; opening: Opening }) {
  const t = useTranslations(locale);
  const rows = [
    { label: t('heroes.factPlace'), value: opening.place, icon: 'map-pin' as const },
    { label: t('heroes.factContract'), value: t(`heroes.employment.${opening.employmentType}`) },
    { label: t('heroes.factPosted'), value: displayDay(opening.datePosted, locale), day: opening.datePosted },
    { label: t('heroes.factApplyBy'), value: displayDay(opening.validThrough, locale), day: opening.validThrough },
  ];
  return (
    <HeroPanel title={t('heroes.positionFacts')} decorative testId="position-facts">
      <div>
        <dl className="grid">
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-4 border-b border-line py-3 last:border-b-0">
              <dt className="text-sm text-ink-soft">{row.label}</dt>
              <dd className="inline-flex items-center gap-1.5 font-semibold text-brand-900">
                {row.icon && <Icon name={row.icon} className="size-5 shrink-0 text-brand-700" />}
                {/* Arabic dates also in the Hijri calendar, under the Gregorian one. */}
                {row.day && locale === 'ar' ? (
                  <span className="grid text-end">
                    {row.value}
                    <span className="text-sm font-normal text-ink-soft">{displayHijriDay(row.day)}</span>
                  </span>
                ) : (
                  row.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </HeroPanel>
  );
}
