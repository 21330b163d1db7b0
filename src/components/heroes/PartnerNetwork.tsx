import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import type { Tier } from '../../content/schemas/partners.ts';
import { Icon } from '../ui/Icon.tsx';
import { tierBadge } from '../ui/tier-badge.ts';
import { HeroPanel } from './HeroPanel.tsx';

export interface NetworkPartner {
  tier: Tier;
  country: string;
  sample: boolean;
}

/** Each country once, in the directory's order (its lead partner's first), with its count of partners per level. */
function byCountry(partners: readonly NetworkPartner[]) {
  const countries = new Map<string, Map<Tier, number>>();
  for (const p of partners) {
    const levels = countries.get(p.country) ?? new Map<Tier, number>();
    levels.set(p.tier, (levels.get(p.tier) ?? 0) + 1);
    countries.set(p.country, levels);
  }
  return [...countries];
}

/**
 * The partner finder's hero (decision 0061): the partner network as it is listed — each country
 * with its count of partners per level, computed from the partner directory at build time, so it
 * stays true when staff edit the directory. It draws no search field or filter (the real ones
 * follow it) and no placeholder bars. Each thing is said once (decision 0066): the sample notice
 * stands above the directory, not here too; each level is its badge followed by its count in
 * words ("Silver" "1 partner"), so a count never reads as part of the level's name. Rows on
 * rules inside the panel's one frame; a long country name wraps beside its levels, which stay on
 * its line, each count whole. Decorative: the directory below states each partner.
 */
export function PartnerNetwork({
  locale,
  title,
  partners,
  tierNames,
}: {
  locale: Locale;
  title: string;
  partners: readonly NetworkPartner[];
  tierNames: Record<Tier, string>;
}) {
  const t = useTranslations(locale);
  const countries = byCountry(partners);
  return (
    <HeroPanel title={title} meta={t('heroes.countries', { count: countries.length })} decorative testId="partner-network">
      <ul className="hero-rows" role="list">
        {countries.map(([country, levels]) => (
          <li key={country} className="flex min-h-12 items-center gap-x-3">
            <span className="inline-flex items-center gap-2 font-semibold text-brand-900">
              <Icon name="map-pin" className="size-4 shrink-0 text-brand-700" />
              {country}
            </span>
            <span className="ms-auto flex flex-wrap gap-x-4 gap-y-1">
              {[...levels].map(([tier, count]) => (
                <span key={tier} className="inline-flex items-center gap-2" data-count={count} data-testid="network-level">
                  <span className={tierBadge(tier)}>{tierNames[tier]}</span>
                  <span className="nowrap-run text-sm text-ink-soft">{t('heroes.partnerCount', { count })}</span>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </HeroPanel>
  );
}
