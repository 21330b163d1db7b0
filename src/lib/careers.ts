import type { CareersContent } from '../content/schemas/careers.ts';
import { applicationFormStrings } from '../components/islands/forms/strings.ts';
import type { Position } from '../forms/positions.ts';
import { limits } from '../forms/limits.ts';
import type { Locale } from '../i18n/locales.ts';
import { localizePath, pathFor } from '../i18n/paths.ts';
import { positionRoutes } from '../routes.ts';
import { uiStrings } from '../i18n/ui.ts';

/** Each position's label in the form, by id (the careers content names every position once). */
export function positionLabels(content: CareersContent): Record<Position, string> {
  return Object.fromEntries(content.positions.map((p) => [p.id, p.title])) as Record<Position, string>;
}

/** Each position's own page in `locale`, by id. */
export function positionHrefs(locale: Locale): Record<Position, string> {
  return Object.fromEntries(Object.entries(positionRoutes).map(([id, path]) => [id, localizePath(path, locale)])) as Record<Position, string>;
}

/** The application form's props shared by the careers overview and each position's page. */
export function applicationFormProps(locale: Locale) {
  const { forms } = uiStrings(locale);
  return {
    locale,
    strings: applicationFormStrings({ forms }),
    privacyHref: pathFor('privacy', locale),
    heading: forms.applicationHeading,
    // The CV limit shown in the hint; the server enforces CV_MAX_BYTES (same default).
    maxBytes: Number(import.meta.env['PUBLIC_CV_MAX_BYTES'] ?? limits.cvDefaultMaxBytes),
  };
}
