/** The HTML site map's entries (sitemap.astro): every page in one language and its sections. */
import type { SitemapEntry } from '../components/pages/SitemapPage.tsx';
import type { Locale } from '../i18n/locales.ts';
import { pathFor } from '../i18n/paths.ts';
import { useTranslations } from '../i18n/ui.ts';
import { productKeys, routeKeys, sectorKeys, type RouteKey } from '../routes.ts';
import { localizePosition, openPositionEntries, positionHrefs } from './careers.ts';
import { allData, nestedEntry } from './content.ts';

type Section = { id: string; title: string };

/** Each product family's sections, each sector page's sections and programmes, by route. */
async function pageSections(locale: Locale): Promise<Map<RouteKey, Section[]>> {
  const t = useTranslations(locale);
  const sections = new Map<RouteKey, Section[]>();
  for (const product of productKeys.filter((key) => key !== 'solutions')) {
    const content = await nestedEntry('products', product, locale);
    sections.set(
      product,
      content.sections.map((s) => ({ id: s.id, title: s.title })),
    );
  }
  for (const sector of sectorKeys) {
    const content = (await nestedEntry('sectors', sector, locale)) as {
      sections?: Array<{ id: string; heading: string }>;
      programmes?: Array<{ id: string; heading: string }>;
    };
    const list = [...(content.sections ?? []), ...(content.programmes ?? [])];
    if (list.length > 0)
      sections.set(
        sector,
        list.map((s) => ({ id: s.id, title: s.heading })),
      );
  }
  const branches = await allData('branches');
  sections.set(
    'contact',
    branches.map((b) => ({ id: `branch-${b.id}`, title: b.name[locale] })),
  );
  // A sample partner is marked here as on its card: the site map must not present it as real.
  const partners = await allData('partnerDirectory');
  sections.set(
    'partnersFinder',
    partners.map((p) => ({
      id: `partner-${p.id}`,
      title: p.status === 'sample' ? `${p.name[locale]} (${t('sample.label')})` : p.name[locale],
    })),
  );
  return sections;
}

export async function sitemapEntries(locale: Locale): Promise<SitemapEntry[]> {
  const t = useTranslations(locale);
  const sections = await pageSections(locale);
  // The careers entry lists the open positions' own pages.
  const positions = await openPositionEntries();
  const positionPages = positionHrefs(positions, locale);
  return [...routeKeys, 'privacy' as const].map((key) => {
    const href = pathFor(key, locale);
    return {
      href,
      // The home page's document title is the brand's tagline; the map names it as the menu does.
      title: key === 'home' ? t('nav.home') : t(`pages.${key}.title`),
      sections:
        key === 'careers'
          ? positions.map((p) => ({ href: positionPages[p.id] ?? '', title: localizePosition(p, locale).title }))
          : key === 'privacy'
            ? []
            : (sections.get(key) ?? []).map((s) => ({ href: `${href}#${s.id}`, title: s.title })),
    };
  });
}
