import type { Locale } from '../i18n/locales.ts';

/**
 * Props of the inquiry form island for one page (src/shells/InquiryIsland.astro); its strings come
 * with the island's chunk. A form that is the page's ask (the sector pages') says that ask on its
 * button: `submitLabel`. Absent values are left out, not serialized into the props as `undefined`.
 */
export function inquiryFormProps(locale: Locale, page: string, heading?: string, submitLabel?: string) {
  return { locale, page, ...(heading && { heading }), ...(submitLabel && { submitLabel }) };
}
