import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { Icon } from '../ui/Icon.tsx';
import { HeroPanel } from './HeroPanel.tsx';

export interface Opening {
  id: string;
  title: string;
  /** "Riyadh, Saudi Arabia". */
  place: string;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';
  /** ISO days ("2026-11-01"): when the position was posted and the last day to apply. */
  datePosted: string;
  validThrough: string;
  href: string;
}

/**
 * The open positions as a stack of cards (decision 0036), from src/content/positions: title,
 * place and hours, each a link to the position's page; the careers overview's hero (a position's
 * own page draws its facts: PositionFacts.tsx). Real links, so it is not hidden from assistive
 * technology.
 */
export function OpenPositions({ locale, openings }: { locale: Locale; openings: readonly Opening[] }) {
  const t = useTranslations(locale);
  return (
    <HeroPanel title={t('heroes.openPositions', { count: openings.length })} testId="open-positions">
      <ul className="hero-canvas grid gap-3 p-5" role="list">
        {openings.map((o) => (
          <li key={o.id}>
            <a href={o.href} className="position-card flex items-center gap-4 rounded-md border border-line bg-white p-4 shadow-card">
              <span className="grid min-w-0 flex-1 gap-1.5">
                <span className="font-semibold text-brand-900">{o.title}</span>
                <span className="inline-flex items-center gap-1.5 text-sm text-ink-soft">
                  <Icon name="map-pin" className="size-4 shrink-0" />
                  {o.place}
                </span>
                <span className="self-start justify-self-start rounded-full bg-success-50 px-3 py-0.5 text-sm font-semibold text-success-700">
                  {t(`heroes.employment.${o.employmentType}`)}
                </span>
              </span>
              <Icon name="arrow-right" className="icon-directional size-5 shrink-0 text-brand-700" />
            </a>
          </li>
        ))}
      </ul>
    </HeroPanel>
  );
}
