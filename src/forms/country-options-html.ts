/**
 * The country <option>s of the inquiry form as an HTML string, rendered at build time only.
 * The island inserts it with dangerouslySetInnerHTML on the server and an empty string in the
 * browser: React leaves server-rendered inner HTML alone during hydration, so the ~250 options
 * are in the page once instead of also being serialized into the island's props (which
 * doubled the HTML of every page with a form). The island never re-renders the list.
 */
import { countryOptions } from './countries.ts';
import type { Locale } from '../i18n/locales.ts';
import { uiStrings } from '../i18n/ui.ts';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => entities[c] ?? c);

export function countryOptionsHtml(locale: Locale): string {
  const placeholder = uiStrings(locale).forms.countryPlaceholder;
  // The name only: flag emoji (letter pairs on Windows) and dialling codes cost ~870 bytes of
  // every page with the form, which then no longer fits the first round trip (decision 0021).
  const options = countryOptions(locale).map((c) => `<option value="${c.code}">${escapeHtml(c.name)}</option>`);
  return `<option value="" disabled="" selected="">${escapeHtml(placeholder)}</option>${options.join('')}`;
}
