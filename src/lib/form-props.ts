import { countryOptions } from '../forms/countries.ts';
import type { Locale } from '../i18n/locales.ts';
import { pathFor } from '../i18n/paths.ts';
import { uiStrings } from '../i18n/ui.ts';
import type { FormStrings } from '../components/islands/forms/strings.ts';

/** Props every inquiry form island needs, computed at build time for one locale and page. */
export function inquiryFormProps(locale: Locale, page: string, heading: string) {
  const { forms, errors } = uiStrings(locale);
  const strings: FormStrings = { forms, errors };
  return { locale, strings, countries: countryOptions(locale), page, privacyHref: pathFor('privacy', locale), heading };
}
