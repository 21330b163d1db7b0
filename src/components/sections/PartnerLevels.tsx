import type { Branch } from '../../content/schemas/contact.ts';
import type { PartnersContent } from '../../content/schemas/partners.ts';
import type { Locale } from '../../i18n/locales.ts';
import { branchCountry } from '../../lib/branch-country.ts';
import { headOfficeFirst } from '../../lib/directory-order.ts';
import { tierBadge, type PartnerTier } from '../ui/tier-badge.ts';

/** The levels table's rows are in this order (PartnersInfoPage.tsx). */
const tableTiers: readonly PartnerTier[] = ['platinum', 'gold', 'silver'];

/** The table's columns after the territory, in its order: what else a level sets. */
const factKeys = ['code', 'consultant', 'engineers'] as const;

export interface PartnerLevel {
  tier: PartnerTier;
  name: string;
  territory: string;
  /** The level's other cells, each under its column's name: source code, certified consultants, certified engineers. */
  facts: ReadonlyArray<{ label: string; value: string }>;
}

/** The programme's levels as the levels table words them: each level's name, the territory it serves and its other cells. */
export function partnerLevels(table: PartnersContent['partnersInfo']['table']): PartnerLevel[] {
  return table.rows.map((row, i) => ({
    tier: tableTiers[i] ?? 'silver',
    name: row.tier,
    territory: row.jurisdiction,
    facts: factKeys.map((key) => ({ label: table.columns[key], value: row[key] })),
  }));
}

/** The branch countries as the levels' foot names them: head office first, each country once. */
export function levelBranches(branches: readonly Branch[], locale: Locale) {
  return headOfficeFirst(branches).map((b) => ({ id: b.id, country: branchCountry(b, locale), head: Boolean(b.headOffice) }));
}

interface PartnerLevelsProps {
  levels: readonly PartnerLevel[];
  /** The branch countries, head office first: where ASCON's own teams work beside the partners (none under the programme's path). */
  branches?: ReadonlyArray<{ id: string; country: string; head: boolean }> | undefined;
  branchesLabel?: string | undefined;
  /** The list's name where no caption above it gives one. */
  label?: string;
  /**
   * `all` (home, which has no table): every cell of the level's table row. `defining` (/PartnersInfo,
   * whose table follows): the territory and source-code access only, so the drawing says what the
   * table cannot, the territories one inside the other, and the certified-staff counts stay the table's.
   */
  facts?: 'all' | 'defining';
}

/**
 * What is true about the partner programme before any partner is confirmed: its three levels, each
 * with the territory it serves and what else the levels table sets for it (source code, and on
 * home certified consultants and engineers, in the table's words), drawn one inside the other (a country, a region
 * in it, a city in that: styles/territory-nest.css), and on the home page the branch countries the
 * partners work beside. Names no partner, so nothing in it can be read as a listing. One flat list,
 * each level its own item; the nesting is the list's grid (each level spans the rows of those in it).
 */
export function PartnerLevels({ levels, branches, branchesLabel, label, facts = 'all' }: PartnerLevelsProps) {
  return (
    <div className="territory-levels" data-facts={facts} data-testid="partner-levels">
      <ul className="territory-nest" role="list" aria-label={label}>
        {levels.map((level) => (
          <li key={level.tier} data-testid="partner-level" data-territory={level.tier}>
            <div>
              {/* A label line (the level and its territory), not running text: no paragraph. */}
              <div className="territory-head flex flex-wrap items-center gap-x-2 leading-snug font-semibold">
                <span className={tierBadge(level.tier)}>{level.name}</span>
                {level.territory}
              </div>
              <dl className="territory-facts">
                {(facts === 'all' ? level.facts : level.facts.slice(0, 1)).map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd className="font-semibold">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        ))}
      </ul>
      {branches && (
        <p className="hero-panel-foot" data-testid="partner-branches">
          <span>{branchesLabel}</span>
          {branches.map((b) => (
            <span key={b.id} className={b.head ? 'hero-panel-key hero-panel-key-head' : 'hero-panel-key'}>
              {b.country}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
