/**
 * The country <option>s of the inquiry form as an HTML string, rendered at build time only.
 * The island inserts it with dangerouslySetInnerHTML on the server and an empty string in the
 * browser: React leaves server-rendered inner HTML alone during hydration, so the ~250 options
 * are in the page once instead of also being serialized into the island's props (which
 * doubled the HTML of every page with a form). The island never re-renders the list.
 */
import { countryOptions } from './countries.ts';
import type { Locale } from '../i18n/locales.ts';
// The placeholder straight from the catalogues, not through i18n/ui.ts: that module fills in the
// business claims (site.config.ts), whose claims.json and branches.json would then be bundled
// into the inquiry island's chunk although the browser never calls this function.
import { forms as arForms } from '../i18n/ui/ar.json';
import { forms as enForms } from '../i18n/ui/en.json';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => entities[c] ?? c);

export function countryOptionsHtml(locale: Locale): string {
  // Looked up here, not in a module-level table, so the browser's bundle drops it with the function.
  const placeholder = { en: enForms, ar: arForms }[locale].countryPlaceholder;
  // The name only: flag emoji (letter pairs on Windows) and dialling codes cost ~870 bytes of
  // every page with the form, which then no longer fits the first round trip (decision 0021).
  const options = countryOptions(locale).map((c) => `<option value="${c.code}">${escapeHtml(c.name)}</option>`);
  return `<option value="" disabled="" selected="">${escapeHtml(placeholder)}</option>${options.join('')}`;
}
