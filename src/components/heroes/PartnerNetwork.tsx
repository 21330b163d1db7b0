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
 * follow it) and no placeholder bars. When every entry is a sample it says so, as the list does
 * (decision 0045). Decorative: the directory below states each partner.
 */
export function PartnerNetwork({
  locale,
  title,
  partners,
  tierNames,
  sampleNote,
}: {
  locale: Locale;
  title: string;
  partners: readonly NetworkPartner[];
  tierNames: Record<Tier, string>;
  sampleNote?: string | undefined;
}) {
  const t = useTranslations(locale);
  const countries = byCountry(partners);
  return (
    <HeroPanel title={title} meta={t('heroes.countries', { count: countries.length })} decorative testId="partner-network">
      <ul className="hero-canvas grid gap-2 p-5" role="list">
        {countries.map(([country, levels]) => (
          <li
            key={country}
            className="flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-line bg-white px-4 py-2 shadow-card"
          >
            <span className="inline-flex items-center gap-2 font-semibold text-brand-900">
              <Icon name="map-pin" className="size-4 shrink-0 text-brand-700" />
              {country}
            </span>
            <span className="ms-auto flex gap-2">
              {[...levels].map(([tier, count]) => (
                <span key={tier} className={tierBadge(tier)} data-count={count}>
                  {tierNames[tier]} · {count}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {sampleNote && <p className="border-t border-line bg-surface-alt px-4 py-2.5 text-sm text-ink-muted">{sampleNote}</p>}
    </HeroPanel>
  );
}
