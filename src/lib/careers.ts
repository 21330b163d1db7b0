import { getCollection } from 'astro:content';
import { applicationFormStrings } from '../forms/strings.ts';
import type { Position } from './positions.ts';
import { openPositions } from '../forms/open-positions.ts';
import { limits } from '../forms/limits.ts';
import type { Locale } from '../i18n/locales.ts';
import { uiStrings } from '../i18n/ui.ts';

export { localizePosition, positionHrefs, positionLabels, positionOpenings, type LocalizedPosition, type Position } from './positions.ts';

/**
 * The open positions at build time (src/content/positions/, decision 0028): the careers tabs,
 * the position pages, the sitemap and the form's options all come from this one list.
 */
export async function openPositionEntries(): Promise<Position[]> {
  return openPositions((await getCollection('positions')).map((entry) => ({ ...entry.data, id: entry.id })));
}

/**
 * The application form's props shared by the careers overview and each position's page. Its
 * heading is the page's, above the sentence on how to apply (CareersPage.tsx).
 */
export function applicationFormProps(locale: Locale) {
  const { forms } = uiStrings(locale);
  return {
    locale,
    strings: applicationFormStrings({ forms }),
    // The CV limit shown in the hint and checked before sending; the server enforces the same figure.
    maxBytes: limits.cvMaxBytes,
  };
}
