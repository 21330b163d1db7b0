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
  const options = countryOptions(locale).map((c) => `<option value="${c.code}">${escapeHtml(`${c.flag} ${c.name} (${c.dial})`)}</option>`);
  return `<option value="" disabled="" selected="">${escapeHtml(placeholder)}</option>${options.join('')}`;
}
