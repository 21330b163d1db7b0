/**
 * The site's own pages as a lookup: a path a visitor's browser reported (a form's `page`
 * field) is trusted only when it names one of them. Built from src/routes.ts, the one list
 * of routes, in every locale; anything else (`//host/x`, a made-up path) is not a page.
 */
import { locales } from './locales.ts';
import { localizePath } from './paths.ts';
import { extraRoutes, routes } from '../routes.ts';

const byFoldedPath = new Map<string, string>();
// Job position pages are left out: inquiries, whose mail shows the page, are not sent from them.
for (const path of [...Object.values(routes), ...Object.values(extraRoutes)]) {
  for (const locale of locales) {
    const localized = localizePath(path, locale);
    // The site answers other letter cases with a redirect to the canonical path (server/site/redirects.ts).
    byFoldedPath.set(localized.toLowerCase(), localized);
  }
}

/** The canonical path of a known page (`/ar/financialsystems` → `/ar/FinancialSystems`), else null. */
export function knownSitePath(path: string): string | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return byFoldedPath.get(trimmed.toLowerCase()) ?? null;
}
