import type { Branch } from '../content/schemas/contact.ts';
import { localeInfo, type Locale } from '../i18n/locales.ts';

/**
 * A branch's country as the site names it: from the branch's name ("ASCON Egypt",
 * «أسكون – مصر»), else the platform's name for its country code.
 */
export function branchCountry(branch: Pick<Branch, 'name' | 'countryCode'>, locale: Locale): string {
  const name = branch.name[locale];
  const country = name.replace(/^(ASCON|أسكون)\s*(–\s*)?/u, '');
  if (country !== name && country) return country;
  return new Intl.DisplayNames([localeInfo[locale].intlTag], { type: 'region' }).of(branch.countryCode) ?? branch.countryCode;
}

/** "Riyadh, Saudi Arabia" / «الرياض، المملكة العربية السعودية». */
export function branchPlace(branch: Pick<Branch, 'name' | 'countryCode' | 'city'>, locale: Locale): string {
  return `${branch.city[locale]}${locale === 'ar' ? '، ' : ', '}${branchCountry(branch, locale)}`;
}
