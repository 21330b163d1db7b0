import type { Branch } from '../../content/schemas/contact.ts';
import type { PartnersContent } from '../../content/schemas/partners.ts';
import type { Locale } from '../../i18n/locales.ts';
import { branchCountry } from '../../lib/branch-country.ts';
import { cn } from '../../lib/cn.ts';
import { headOfficeFirst } from '../../lib/directory-order.ts';
import { tierBadge, type PartnerTier } from '../ui/tier-badge.ts';

/** The levels table's rows are in this order (PartnersInfoPage.tsx). */
const tableTiers: readonly PartnerTier[] = ['platinum', 'gold', 'silver'];

export interface PartnerLevel {
  tier: PartnerTier;
  name: string;
  territory: string;
}

/** The programme's levels as the levels table words them: each level's name and the territory it serves. */
export function partnerLevels(table: PartnersContent['partnersInfo']['table']): PartnerLevel[] {
  return table.rows.map((row, i) => ({ tier: tableTiers[i] ?? 'silver', name: row.tier, territory: row.jurisdiction }));
}

/** The branch countries as the levels' foot names them: head office first, each country once. */
export function levelBranches(branches: readonly Branch[], locale: Locale) {
  return headOfficeFirst(branches).map((b) => ({ id: b.id, country: branchCountry(b, locale), head: Boolean(b.headOffice) }));
}

/**
 * A level's territory in one nested diagram, the same on every level: a country, a region in it,
 * a city in that; the level's extent filled (the whole country for Platinum, the region for Gold,
 * the city for Silver), the smaller areas inside it kept as outlines. Not geography: nothing to mirror.
 */
function TerritoryTile({ tier }: { tier: PartnerTier }) {
  const fill = (area: PartnerTier) =>
    area === tier ? 'branch-map-dot' : tableTiers.indexOf(area) > tableTiers.indexOf(tier) ? 'territory-edge' : undefined;
  return (
    <svg viewBox="0 0 56 44" width="56" height="44" className="shrink-0" aria-hidden="true" focusable="false" data-territory={tier}>
      <rect className={fill('platinum') ?? 'branch-map-region'} x="1" y="1" width="54" height="42" rx="6" />
      <rect className={fill('gold') ?? 'branch-map-halo'} x="13" y="9" width="30" height="26" rx="4" />
      <circle className={fill('silver') ?? 'branch-map-halo'} cx="28" cy="22" r="4.5" />
    </svg>
  );
}

interface PartnerLevelsProps {
  levels: readonly PartnerLevel[];
  /** The branch countries, head office first: where ASCON's own teams work beside the partners. */
  branches: ReadonlyArray<{ id: string; country: string; head: boolean }>;
  branchesLabel: string;
  /** `nest`: the three territories drawn one inside the other, each labelled in its corner (the
   *  finder's hero); `columns`: the three side by side from 64rem (the home's partners; below it one
   *  a row, as the band's half column from 48rem is too narrow for three), each with its tile. */
  layout: 'nest' | 'columns';
  /** The list's name where no caption above it gives one. */
  label?: string;
  className?: string;
}

/**
 * What is true about the partner programme before any partner is confirmed: its three levels,
 * each with the territory it serves, and the branch countries the partners work beside. Names
 * no partner, so nothing in it can be read as a listing.
 */
export function PartnerLevels({ levels, branches, branchesLabel, layout, label, className }: PartnerLevelsProps) {
  return (
    <div className={className} data-testid="partner-levels">
      <ul className={layout === 'nest' ? 'territory-nest' : 'grid gap-px bg-line lg:grid-cols-3'} role="list" aria-label={label}>
        {levels.map((level) => {
          const dark = layout === 'nest' && level.tier === 'silver';
          return (
            <li
              key={level.tier}
              className={layout === 'columns' ? 'flex items-center gap-3 bg-white p-4 lg:flex-col lg:items-start' : undefined}
              data-testid="partner-level"
              data-territory={layout === 'nest' ? level.tier : undefined}
            >
              {layout === 'columns' && <TerritoryTile tier={level.tier} />}
              <span>
                <span className={tierBadge(level.tier)}>{level.name}</span>
                {/* White on the nested city's navy fill (hero-panels.css). */}
                <span className={cn('mt-1 block font-semibold', dark ? 'text-white' : 'text-brand-900')}>{level.territory}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {/* In the framed columns, on the cells' text edge. */}
      <p className={cn('hero-panel-foot', layout === 'columns' && 'px-4')} data-testid="partner-branches">
        <span className="w-full">{branchesLabel}</span>
        {branches.map((b) => (
          <span key={b.id} className={b.head ? 'hero-panel-key hero-panel-key-head' : 'hero-panel-key'}>
            {b.country}
          </span>
        ))}
      </p>
    </div>
  );
}
