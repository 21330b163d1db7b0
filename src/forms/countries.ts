import { getCountries } from 'libphonenumber-js/max';
import { localeInfo, type Locale } from '../i18n/locales.ts';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Where the site's copy names a country differently from the platform's data, the copy's name
 * wins, so the form and the pages agree: every page and branch says "Turkey", not "Türkiye".
 */
const siteNames: Partial<Record<string, Partial<Record<Locale, string>>>> = { TR: { en: 'Turkey' } };

/**
 * Every country the phone library knows, named by the platform (Intl.DisplayNames) in the
 * page's language and sorted with that language's collation. Runs at build time only.
 */
export function countryOptions(locale: Locale): CountryOption[] {
  const tag = localeInfo[locale].intlTag;
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(tag);
  return getCountries()
    .map((code) => ({ code, name: siteNames[code]?.[locale] ?? names.of(code) ?? '' }))
    .filter((c) => c.name && c.name !== c.code)
    .sort((a, b) => collator.compare(a.name, b.name));
}
