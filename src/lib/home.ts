/**
 * What the home page (index.astro) composes from content: the partner strip and the product
 * showcase's tabs.
 */
import type { CollectionEntry } from 'astro:content';
import type { ShowcaseTab } from '../components/sections/ProductShowcase.tsx';
import { tierBadge } from '../components/ui/tier-badge.ts';
import type { Tier } from '../content/schemas/partners.ts';
import type { Locale } from '../i18n/locales.ts';
import { pathFor } from '../i18n/paths.ts';
import { useTranslations } from '../i18n/ui.ts';
import { allData, nestedEntry } from './content.ts';
import { partnersByTier } from './directory-order.ts';

type HomeContent = CollectionEntry<'home'>['data'];

/**
 * In the partner finder's order: by tier, Platinum first, then by name. What is true about each
 * (name, level, city, country); a logo only when one is supplied (decision 0034). Confirmed
 * partners only: the home page shows no sample, as it shows no unconfirmed proof (decision 0072).
 */
export async function homePartners(locale: Locale, tierLabels: Record<Tier, string>) {
  const t = useTranslations(locale);
  const confirmed = (await allData('partnerDirectory')).filter((p) => p.status === 'confirmed');
  return partnersByTier(confirmed, locale).map((p) => ({
    id: p.id,
    name: p.name[locale],
    city: p.city[locale],
    country: p.country[locale],
    separator: t('common.listSeparator'),
    badge: { label: tierLabels[p.tier], className: tierBadge(p.tier) },
    logo: p.logo,
  }));
}

/** The spec's six solution cards under four tabs: one family each, the three sector cards together. */
const cardsOf = {
  finance: ['finance'],
  distribution: ['distribution'],
  hr: ['hr'],
  sectors: ['realEstate', 'industry', 'others'],
} as const;

/** The product family behind a one-family tab, whose first modules the tab names. */
const productOf = { finance: 'financial', distribution: 'distribution', hr: 'hr' } as const;

/** A family's first six modules, as its product page's side navigation names them after its overview section. */
async function firstModules(key: keyof typeof productOf, locale: Locale) {
  return (await nestedEntry('products', productOf[key], locale)).sections.slice(1, 7).map((s) => s.title);
}

export async function showcaseTabs({ solutions }: HomeContent, locale: Locale): Promise<ShowcaseTab[]> {
  const t = useTranslations(locale);
  const modules = {
    finance: await firstModules('finance', locale),
    distribution: await firstModules('distribution', locale),
    hr: await firstModules('hr', locale),
  };
  return solutions.showcase.tabs.map((tab) => ({
    ...tab,
    items: cardsOf[tab.id].map((key) => {
      const card = solutions.cards.find((c) => c.key === key)!;
      return {
        key,
        title: card.title,
        text: card.text,
        href: pathFor(card.link, locale),
        linkLabel: t('common.readMore', { name: card.title }),
        ...(key in modules && { modules: modules[key as keyof typeof modules] }),
      };
    }),
  }));
}
