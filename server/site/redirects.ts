/**
 * What to answer for a request to the static site, as a pure function of the manifest and
 * the request (method, raw URL, Cookie header). The Fastify plugin only carries it out.
 *
 * Every redirect target is a path taken from the manifest (plus the request's own query), so
 * there are no open redirects and no loops: a target is always served as a 200 page, or, for
 * the language redirects, it is the same page in the other language whose own request
 * does not redirect again (cookie redirects only apply to unprefixed pages and lead to /ar).
 */
import { defaultLocale, isLocale, type Locale } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import type { Manifest, SiteFile } from './manifest.ts';

/** Longest request target accepted (path + query). Longer → 414. */
const maxUrlLength = 2048;

export const localeCookie = 'i18next';
/** One year, in seconds. */
export const localeCookieMaxAge = 31_536_000;

export type Decision =
  | { kind: 'bad-request' }
  | { kind: 'uri-too-long' }
  | { kind: 'api-not-found' }
  | { kind: 'method-not-allowed' }
  | {
      kind: 'redirect';
      status: 301 | 302;
      location: string;
      cacheControl: string;
      varyCookie: boolean;
      /** Set the language cookie to this locale. */
      setLocale?: Locale;
    }
  | { kind: 'file'; file: SiteFile; varyCookie: boolean }
  | { kind: 'not-found'; locale: Locale };

export interface SiteRequest {
  method: string;
  /** The request target as received (`request.url`): path and query, still percent-encoded. */
  url: string;
  /** The value of the language cookie (`i18next`), if the request has one. */
  localeCookie?: string | undefined;
}

export interface Target {
  /** Decoded path. */
  path: string;
  /** Query string without the `?`, still encoded ('' when absent). */
  query: string;
}

// Only visible ASCII: browsers percent-encode everything else, and a raw control character,
// space or non-ASCII byte must never end up in a Location header.
const unsafeRawChar = /[^\x21-\x7e]/;
// After one decoding, an encoded dot, slash, backslash or NUL means double encoding.
const doubleEncoded = /%(?:2e|2f|5c|00)/i;

/** Validates and decodes the request target; `undefined` means 400 Bad Request. */
export function parseTarget(url: string): Target | 'too-long' | undefined {
  if (url.length > maxUrlLength) return 'too-long';
  if (!url.startsWith('/') || unsafeRawChar.test(url)) return undefined;
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined; // invalid percent-encoding
  }
  if (path.includes('\0') || path.includes('\\') || doubleEncoded.test(path)) return undefined;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return { path, query };
}

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

function withQuery(path: string, query: string): string {
  return encodeURI(path) + (query ? `?${query}` : '');
}

/**
 * The canonical page for a path that names one only loosely: trailing slashes, a `.html`
 * suffix (`/aboutus.html`, `/index.html`, `/ar/index.html`), or the wrong letter case.
 */
function canonicalPagePath(manifest: Manifest, path: string): string | undefined {
  let p = path;
  while (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  if (/\.html$/i.test(p)) {
    p = p.slice(0, -'.html'.length);
    if (/(?:^|\/)index$/i.test(p)) p = p.slice(0, -'index'.length);
    if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
    if (p === '') p = '/';
  }
  if (manifest.files.get(p)?.kind === 'page') return p;
  return manifest.pagesByLowerCase.get(p.toLowerCase());
}

function localeOfPath(path: string): Locale {
  const lower = path.toLowerCase();
  return lower === '/ar' || lower.startsWith('/ar/') ? 'ar' : defaultLocale;
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function decide(manifest: Manifest, request: SiteRequest): Decision {
  const target = parseTarget(request.url);
  if (target === 'too-long') return { kind: 'uri-too-long' };
  if (target === undefined) return { kind: 'bad-request' };
  const { path, query } = target;

  if (isApiPath(path)) return { kind: 'api-not-found' };

  const exact = manifest.files.get(path);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return exact || canonicalPagePath(manifest, path) ? { kind: 'method-not-allowed' } : { kind: 'not-found', locale: localeOfPath(path) };
  }

  if (exact?.kind === 'asset') return { kind: 'file', file: exact, varyCookie: false };

  if (exact?.kind === 'page') {
    const unprefixed = exact.locale === defaultLocale;
    const pageIn = (locale: Locale) => {
      const localized = localizePath(exact.basePath, locale);
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
    if (unprefixed) {
      const preferred = cookieLocale(request.localeCookie);
      const localized = preferred && preferred !== defaultLocale ? pageIn(preferred) : undefined;
      if (localized) {
        return {
          kind: 'redirect',
          status: 302,
          location: withQuery(localized, query),
          cacheControl: 'private, no-store',
          varyCookie: true,
        };
      }
    }
    return { kind: 'file', file: exact, varyCookie: unprefixed };
  }

  const canonical = canonicalPagePath(manifest, path);
  if (canonical !== undefined && canonical !== path) {
    return { kind: 'redirect', status: 301, location: withQuery(canonical, query), cacheControl: 'no-store', varyCookie: false };
  }

  return { kind: 'not-found', locale: localeOfPath(path) };
}
