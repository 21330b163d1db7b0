import type { Branch } from '../../content/schemas/contact.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { headOfficeFirst } from '../../lib/directory-order.ts';
import type { Opening } from './opening.ts';
import { BranchMapDrawing, placeBranches } from './BranchMap.tsx';
import { HeroPanel } from './HeroPanel.tsx';

/**
 * The careers overview's hero (decision 0061): where the teams work, drawn as the branch map
 * (BranchMap.tsx, the contact and About heroes' drawing, unchanged), with each branch's open
 * positions counted in a pill under the map, city first, each a link to its position (or to the
 * tabs when a branch has several). Pinned on the map under their cities' labels, the counts
 * covered neighbouring labels at every width, worst in Arabic. It names no position: the tabs
 * right below it do.
 * The map is a picture, hidden from assistive technology; a visually hidden list names every
 * branch in words, and each count is a link with its city in its name.
 */
export function TeamPlaces({ locale, branches, openings }: { locale: Locale; branches: readonly Branch[]; openings: readonly Opening[] }) {
  const t = useTranslations(locale);
  const { placed, head } = placeBranches(headOfficeFirst(branches), locale);
  return (
    <HeroPanel title={t('heroes.teamPlaces')} meta={t('heroes.countries', { count: branches.length })} testId="team-places">
      <BranchMapDrawing branches={branches} locale={locale} />
      <ul className="sr-only" role="list" data-testid="team-places-branches">
        {placed.map((p) => (
          <li key={p.branch.id}>
            {p.city}, {p.country}
            {p === head && ` (${t('heroes.headOfficeInList')})`}
          </li>
        ))}
      </ul>
      <ul className="map-openings" role="list">
        {placed.map((p) => {
          const here = openings.filter((o) => o.branch === p.branch.id);
          if (here.length === 0) return null;
          return (
            <li key={p.branch.id}>
              <a
                href={here.length === 1 ? here[0]!.href : '#positions'}
                className="map-pin"
                data-testid="team-place-openings"
                data-branch={p.branch.id}
              >
                {p.city} · {t('heroes.openPositions', { count: here.length })}
              </a>
            </li>
          );
        })}
      </ul>
      <p className="hero-panel-foot" aria-hidden="true">
        <span className="hero-panel-key hero-panel-key-head">{t('heroes.headOffice')}</span>
        <span className="hero-panel-key">{t('heroes.branch')}</span>
      </p>
    </HeroPanel>
  );
}
