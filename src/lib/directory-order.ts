/**
 * The order the site lists its partners and branches in. A card grid with an odd count gives its
 * first card the whole row (`.grid-no-orphan`, src/styles/grids.css), so the first item must
 * be the one that deserves it: the Platinum partner, the head office.
 */
import { tiers, type Tier } from '../content/schemas/partners.ts';
import { localeInfo, type Locale } from '../i18n/locales.ts';

/** Partners by tier (platinum, gold, silver, sales), then by name in the locale's alphabetical order. */
export function partnersByTier<P extends { tier: Tier; name: Record<Locale, string> }>(partners: readonly P[], locale: Locale): P[] {
  const collator = new Intl.Collator(localeInfo[locale].intlTag);
  return partners.toSorted((a, b) => tiers.indexOf(a.tier) - tiers.indexOf(b.tier) || collator.compare(a.name[locale], b.name[locale]));
}

/**
 * The head office first, then the other branches in the order of branches.json (the offices of the
 * Arab markets, then Turkey, then the Americas).
 */
export function headOfficeFirst<B extends { headOffice?: boolean | undefined }>(branches: readonly B[]): B[] {
  return branches.toSorted((a, b) => Number(b.headOffice ?? false) - Number(a.headOffice ?? false));
}
