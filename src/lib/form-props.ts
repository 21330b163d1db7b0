import type { Locale } from '../i18n/locales.ts';
import { uiStrings } from '../i18n/ui.ts';
import { inquiryFormStrings } from '../forms/strings.ts';

/**
 * Props every inquiry form island needs, computed at build time for one locale and page. A form
 * that is the page's ask (the sector pages') says that ask on its button: `submitLabel`.
 */
export function inquiryFormProps(locale: Locale, page: string, heading?: string, submitLabel?: string) {
  const strings = inquiryFormStrings(uiStrings(locale));
  if (submitLabel) strings.forms.submitInquiry = submitLabel;
  // An absent heading is left out, not serialized into the island's props as `undefined`.
  return { locale, strings, page, ...(heading && { heading }) };
}
