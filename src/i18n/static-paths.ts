import { defaultLocale, isLocale, locales, type Locale } from './locales.ts';

/**
 * Route shells live in `src/pages/[...locale]/`: the rest parameter is undefined for English
 * (the spec's paths, unprefixed) and `ar` for Arabic (`/ar/...`).
 */
export function localeStaticPaths() {
  return locales.map((locale) => ({ params: { locale: locale === defaultLocale ? undefined : locale } }));
}

export function localeFromParams(params: Record<string, string | undefined>): Locale {
  const value = params['locale'];
  if (value === undefined) return defaultLocale;
  if (!isLocale(value)) throw new Error(`Unknown locale segment: ${value}`);
  return value;
}
