/** Job positions as the pages and the form use them (no astro:content here: unit tests import it). */
import type { Branch } from '../content/schemas/contact.ts';
import type { Position, PositionText } from '../content/schemas/position.ts';
import { branchPlace } from './branch-country.ts';
import type { Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import { positionPath } from '../routes.ts';

export type { Position };
/** A position's facts with its words in one language, what a page renders. */
export type LocalizedPosition = Omit<Position, 'en' | 'ar'> & PositionText;

/** The position's facts and its words in `locale`. */
export function localizePosition(position: Position, locale: Locale): LocalizedPosition {
  const { en, ar, ...facts } = position;
  return { ...facts, ...(locale === 'ar' ? ar : en) };
}

/** Each position's label in the form, by id, in the list's order (the form's options). */
export function positionLabels(positions: readonly Position[], locale: Locale): Record<string, string> {
  return Object.fromEntries(positions.map((p) => [p.id, localizePosition(p, locale).title]));
}

/** Each position's own page in `locale`, by id. */
export function positionHrefs(positions: readonly Position[], locale: Locale): Record<string, string> {
  return Object.fromEntries(positions.map((p) => [p.id, localizePath(positionPath(p.id), locale)]));
}

/** The open positions as the careers hero's cards show them: title, place, hours, link. */
export function positionOpenings(positions: readonly Position[], locale: Locale, branches: readonly Branch[]) {
  return positions.map((p) => {
    const branch = branches.find((b) => b.id === p.branch);
    if (!branch) throw new Error(`src/content/positions/${p.id}.json: branch "${p.branch}" is not in branches.json`);
    return {
      id: p.id,
      title: localizePosition(p, locale).title,
      tab: localizePosition(p, locale).tab,
      branch: p.branch,
      place: branchPlace(branch, locale),
      employmentType: p.employmentType,
      datePosted: p.datePosted,
      validThrough: p.validThrough,
      href: localizePath(positionPath(p.id), locale),
    };
  });
}
