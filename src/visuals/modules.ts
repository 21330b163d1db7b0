/**
 * The names a product screen prints for its product and modules: the site's own, so a screen
 * never calls a module by another name than the page beside it (docs/content/glossary.md, one
 * name per thing). The title bar carries the page's title (UI strings `pages.<key>.title`) and
 * the sidebar the titles of the product page's sections, read from the page content itself.
 */
import type { Locale } from '../i18n/locales.ts';
import uiEn from '../i18n/ui/en.json' with { type: 'json' };
import uiAr from '../i18n/ui/ar.json' with { type: 'json' };
import financialEn from '../content/products/financial/en.json' with { type: 'json' };
import financialAr from '../content/products/financial/ar.json' with { type: 'json' };
import distributionEn from '../content/products/distribution/en.json' with { type: 'json' };
import distributionAr from '../content/products/distribution/ar.json' with { type: 'json' };
import hrEn from '../content/products/hr/en.json' with { type: 'json' };
import hrAr from '../content/products/hr/ar.json' with { type: 'json' };
import featuredEn from '../content/products/featured/en.json' with { type: 'json' };
import featuredAr from '../content/products/featured/ar.json' with { type: 'json' };
import { company } from './sample.ts';

export type Product = 'financial' | 'distribution' | 'hr' | 'featured';
type Sections = ReadonlyArray<{ id: string; title: string }>;

const sections: Record<Product, Record<Locale, Sections>> = {
  financial: { en: financialEn.sections, ar: financialAr.sections },
  distribution: { en: distributionEn.sections, ar: distributionAr.sections },
  hr: { en: hrEn.sections, ar: hrAr.sections },
  featured: { en: featuredEn.sections, ar: featuredAr.sections },
};
const pages = { en: uiEn.pages, ar: uiAr.pages };

/** How many modules the sidebar lists: as many as fit its column when their names wrap. */
const navLength = 7;

/** A section's title in the page's language, as its side navigation shows it. */
function moduleName(product: Product, sectionId: string, l: Locale): string {
  const found = sections[product][l].find((s) => s.id === sectionId);
  if (!found) throw new Error(`No section ${sectionId} on the ${product} page`);
  return found.title;
}

/**
 * The window frame of a product screen: the product's name, the sample company, and the
 * product's modules (its sections after the introduction) with `sectionId` marked active (none
 * for a screen across the product), the list cut to `navLength` names around it.
 */
export function productFrame(product: Product, sectionId: string | null, l: Locale) {
  const modules = sections[product][l].slice(1);
  const index = sectionId === null ? -1 : modules.findIndex((s) => s.id === sectionId);
  if (sectionId !== null && index < 0) throw new Error(`No module ${sectionId} on the ${product} page`);
  const start = Math.max(0, Math.min(index - 2, modules.length - navLength));
  return {
    app: pages[l][product].title,
    company: company[l],
    nav: modules.slice(start, start + navLength).map((s) => s.title),
    active: index - start,
  };
}

/** A breadcrumb that starts at the module, as the sidebar names it: `crumbs(…, 'Reports', 'Trial balance')`. */
export function crumbs(product: Product, sectionId: string, l: Locale, ...steps: string[]): string {
  return [moduleName(product, sectionId, l), ...steps].join(' › ');
}
