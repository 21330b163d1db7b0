import type { Locale } from './locales.ts';
import type { RouteKey } from '../routes.ts';

/**
 * One name per page (docs/content/style-sheet.md, "One name per thing"): a page's document
 * title (`pages.<key>.title` in the UI strings, the spec's wording in English) is its name, and
 * its menu label, breadcrumb, hero eyebrow and the cards that link to it use that name or the
 * one short form declared here, per page and language. A short form is part of the title
 * ("Pharmacies" of "Pharmacies and Pharmaceutical trade"); tests/integration/page-names.test.ts
 * checks both over the built pages. The home page is named "Home" in menus everywhere.
 */
export const pageShortNames: Record<Locale, Partial<Record<RouteKey, string>>> = {
  en: {
    contact: 'Contact',
    school: 'Schools',
    farms: 'Farm & livestock',
    pharmacy: 'Pharmacies',
  },
  ar: {
    school: 'المدارس',
    farms: 'المزارع والثروة الحيوانية',
    pharmacy: 'الصيدليات',
  },
};
