import { routes, type RouteKey } from '../../src/routes.ts';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import en from '../../src/i18n/ui/en.json' with { type: 'json' };
import ar from '../../src/i18n/ui/ar.json' with { type: 'json' };
import { site } from '../../src/site.config.ts';

export const strings = { en, ar } as const;

export interface PageCase {
  key: RouteKey;
  locale: Locale;
  path: string;
  title: string;
}

/** All 42 pages (21 routes × 2 locales) with the document title each must have. */
export const pageCases: PageCase[] = (Object.keys(routes) as RouteKey[]).flatMap((key) =>
  locales.map((locale) => {
    const pageTitle = strings[locale].pages[key].title;
    const title = `${pageTitle} | ${site.brand}`;
    return { key, locale, path: localizePath(routes[key], locale), title };
  }),
);
