import type { Locale } from '../i18n/locales.ts';
import { pathFor } from '../i18n/paths.ts';
import { uiStrings } from '../i18n/ui.ts';
import { inquiryFormStrings } from '../forms/strings.ts';

/** Props every inquiry form island needs, computed at build time for one locale and page. */
export function inquiryFormProps(locale: Locale, page: string, heading?: string) {
  const strings = inquiryFormStrings(uiStrings(locale));
  return { locale, strings, page, privacyHref: pathFor('privacy', locale), heading };
}
