/**
 * What the partner finder page (PartnersFinder.astro) hands its island: every partner as its card
 * shows it, and the finder's labels, from the partner directory and the page's content.
 */
import type { CollectionEntry } from 'astro:content';
import type { PartnersFinderLabels, PartnerView } from '../components/islands/partners/partner-view.ts';
import { displayPhone, phoneKind } from '../i18n/format.ts';
import { interpolate } from '../i18n/interpolate.ts';
import type { Locale } from '../i18n/locales.ts';
import { pathFor } from '../i18n/paths.ts';
import { useTranslations } from '../i18n/ui.ts';
import { allData } from './content.ts';
import { partnersByTier } from './directory-order.ts';
import { tiers } from '../content/schemas/partners.ts';

type PartnersContent = CollectionEntry<'partners'>['data'];

/** By tier, then name (the one Platinum partner first: an odd count's first card takes the row). */
export async function finderPartners(locale: Locale, labels: PartnersContent['partnersFinder']['labels']): Promise<PartnerView[]> {
  const t = useTranslations(locale);
  const comma = locale === 'ar' ? '، ' : ', ';
  return partnersByTier(await allData('partnerDirectory'), locale).map((p) => ({
    id: p.id,
    // A sample partner is labelled as one on its own card (decision 0028): a notice above the list alone let a card read as real.
    sample: p.status === 'sample',
    tier: p.tier,
    wordmark: p.wordmark,
    logo: p.logo,
    name: p.name[locale],
    city: p.city[locale],
    country: p.country[locale],
    location: `${p.city[locale]}${comma}${p.country[locale]}`,
    // Each line labelled with what it is (mobile, office), shown on a line of its own.
    phones: p.phones.map((e164) => {
      const kind = phoneKind(e164);
      return { e164, display: displayPhone(e164), label: kind ? t(`phoneKind.${kind}`) : labels.phones };
    }),
    website: p.website,
    email: p.email,
    info: p.info[locale],
  }));
}

/**
 * The directory counted: partners and their countries, then each certified level that lists any
 * (the sales tier is the programme's entry, not a level), flagged while any listing is a sample.
 */
function finderSummary(locale: Locale, { summary, tabs }: PartnersContent['partnersFinder'], partners: PartnerView[]) {
  const countries = new Set(partners.map((p) => p.country)).size;
  const levels = tiers
    .filter((tier) => tier !== 'sales')
    .map((tier) => ({ level: tabs[tier], count: partners.filter((p) => p.tier === tier).length }))
    .filter(({ count }) => count > 0)
    .map((values) => interpolate(summary.level, values, locale));
  return {
    count: interpolate(summary.count, { count: partners.length, countries }, locale),
    levels: levels.join(' · '),
    sample: partners.some((p) => p.sample) ? summary.sample : undefined,
  };
}

export function finderLabels(locale: Locale, { partnersFinder }: PartnersContent, partners: PartnerView[]): PartnersFinderLabels {
  const t = useTranslations(locale);
  return {
    tabs: partnersFinder.tabs,
    tabsLabel: partnersFinder.tabsLabel,
    search: partnersFinder.searchLabel,
    searchPlaceholder: partnersFinder.searchPlaceholder,
    resultsCount: partnersFinder.resultsCount,
    noResults: partnersFinder.noResults,
    ...partnersFinder.labels,
    newTab: t('social.newTab'),
    sample: t('sample.label'),
    summary: finderSummary(locale, partnersFinder, partners),
    empty: { ...partnersFinder.empty, href: pathFor('partnersInfo', locale) },
  };
}
