import type { Branch } from '../../content/schemas/contact.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { branchCountry } from '../../lib/branch-country.ts';
import { headOfficeFirst } from '../../lib/directory-order.ts';
import type { Opening } from './opening.ts';
import { HeroPanel } from './HeroPanel.tsx';

/**
 * The careers overview's hero (decision 0061): where the teams work — the branches of
 * branches.json, head office first and marked in the accent colour as on the branch map — with
 * the open positions counted on their branch, each count a link to its position. It names no
 * position: the tabs right below it do, so the hero adds the places the lead speaks of instead
 * of repeating the list.
 */
export function TeamPlaces({ locale, branches, openings }: { locale: Locale; branches: readonly Branch[]; openings: readonly Opening[] }) {
  const t = useTranslations(locale);
  return (
    <HeroPanel title={t('heroes.teamPlaces')} meta={t('heroes.countries', { count: branches.length })} testId="team-places">
      <ul className="hero-rows" role="list">
        {headOfficeFirst(branches).map((b) => {
          const here = openings.filter((o) => o.branch === b.id);
          return (
            <li key={b.id} className="flex min-h-12 items-center gap-x-3">
              {/* The place wraps (the country under the city on a phone), never the count nor a country's name: each keeps its line. */}
              <span className="flex min-w-0 flex-wrap items-baseline gap-x-3">
                <span className={b.headOffice ? 'hero-panel-key hero-panel-key-head' : 'hero-panel-key'}>
                  <span className="font-semibold text-brand-900">{b.city[locale]}</span>
                </span>
                <span className="whitespace-nowrap text-sm text-ink-muted">{branchCountry(b, locale)}</span>
              </span>
              {here.length > 0 && (
                <a
                  href={here.length === 1 ? here[0]!.href : '#positions'}
                  className="ms-auto shrink-0 whitespace-nowrap rounded-full bg-success-50 px-3 py-0.5 text-sm font-semibold text-success-700 hover:underline"
                  data-testid="team-place-openings"
                >
                  {t('heroes.openPositions', { count: here.length })}
                  <span className="sr-only">: {b.city[locale]}</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {/* The branch map's key (BranchMap.tsx): the same two marks mean the same here. */}
      <p className="hero-panel-foot" aria-hidden="true">
        <span className="hero-panel-key hero-panel-key-head">{t('heroes.headOffice')}</span>
        <span className="hero-panel-key">{t('heroes.branch')}</span>
      </p>
    </HeroPanel>
  );
}
