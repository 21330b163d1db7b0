/**
 * The site's locales. English is the default and the fallback (docs/requirements.md R1); Arabic is written
 * right-to-left. Arabic pages use Latin digits on purpose (`-u-nu-latn`): the Gulf business
 * audience reads prices, phone numbers and years in Latin digits, and mixing digit systems
 * inside one page hurts scanning. See docs/decisions/design-history.md#0003.
 */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

interface LocaleInfo {
  /** BCP 47 tag for `Intl` formatting, with the numbering system pinned. */
  intlTag: string;
  dir: 'ltr' | 'rtl';
  /** Native name shown in the language switch. */
  nativeName: string;
  /** Open Graph locale. */
  ogLocale: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { intlTag: 'en-US-u-nu-latn', dir: 'ltr', nativeName: 'English', ogLocale: 'en_US' },
  ar: { intlTag: 'ar-SA-u-nu-latn', dir: 'rtl', nativeName: 'العربية', ogLocale: 'ar_SA' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'ar' : 'en';
}
