/**
 * Language negotiation for a page of the static site: `?lng=xx` goes to that language's page and
 * remembers the choice in the `i18next` cookie; an unprefixed (English) URL follows the cookie to
 * its Arabic page; an explicit /ar URL never redirects. Every target is the same page's other
 * language from the manifest, whose own request does not redirect again.
 */
import { defaultLocale, isLocale, type Locale } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import type { Manifest, SiteFile } from './manifest.ts';
import { withQuery, type Target } from './request-target.ts';

/**
 * A redirect answer, the language's or another of the site's (redirects.ts, whose decisions
 * include it): declared here, where both meet, so redirects.ts imports language.ts and not back.
 */
export interface Redirect {
  kind: 'redirect';
  status: 301 | 302;
  location: string;
  cacheControl: string;
  varyCookie: boolean;
  /** Set the language cookie to this locale. */
  setLocale?: Locale;
}

export const localeCookie = 'i18next';
/** One year, in seconds. */
export const localeCookieMaxAge = 31_536_000;

/** The `i18next` cookie's value (parsed by @fastify/cookie) reduced to a locale (`ar-SA` → `ar`). */
export function cookieLocale(value: string | undefined): Locale | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/** Removes every `lng` parameter from a raw query, keeping the others byte for byte. */
export function extractLng(query: string): { lng: string | undefined; rest: string } {
  if (!query) return { lng: undefined, rest: '' };
  let lng: string | undefined;
  const kept: string[] = [];
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    const rawKey = eq === -1 ? part : part.slice(0, eq);
    if (safeDecode(rawKey) === 'lng') {
      lng = safeDecode(eq === -1 ? '' : part.slice(eq + 1)) ?? '';
    } else if (part !== '') {
      kept.push(part);
    }
  }
  return { lng, rest: kept.join('&') };
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

/** The redirect a page request's language choice (?lng) or preference (cookie) calls for, if any. */
export function languageRedirect(
  manifest: Manifest,
  page: Extract<SiteFile, { kind: 'page' }>,
  { path, query }: Target,
  cookie: string | undefined,
): Redirect | undefined {
  const unprefixed = page.locale === defaultLocale;
  const pageIn = (locale: Locale) => {
    const localized = localizePath(page.basePath, locale);
    return manifest.files.get(localized)?.kind === 'page' ? localized : undefined;
  };

  // ?lng=xx: remember the choice in the cookie and go to that language's page.
  const { lng, rest } = extractLng(query);
  if (lng !== undefined) {
    const wanted = lng.trim().toLowerCase();
    const locale = isLocale(wanted) ? wanted : undefined;
    const location = (locale && pageIn(locale)) ?? path;
    return {
      kind: 'redirect',
      status: 302,
      location: withQuery(location, rest),
      cacheControl: 'no-store',
      varyCookie: unprefixed,
      ...(locale ? { setLocale: locale } : {}),
    };
  }

  // Unprefixed (English) URLs follow the language cookie; explicit /ar URLs never do.
  if (!unprefixed) return undefined;
  const preferred = cookieLocale(cookie);
  const localized = preferred && preferred !== defaultLocale ? pageIn(preferred) : undefined;
  return localized
    ? { kind: 'redirect', status: 302, location: withQuery(localized, query), cacheControl: 'private, no-store', varyCookie: true }
    : undefined;
}
