/**
 * What to answer for a request to the static site, as a pure function of the manifest and
 * the request (method, raw URL, Cookie header). The Fastify plugin only carries it out.
 *
 * Every redirect target is a path taken from the manifest (plus the request's own query), so
 * there are no open redirects and no loops: a target is always served as a 200 page, or, for
 * the language redirects, it is the same page in the other language whose own request
 * does not redirect again (cookie redirects only apply to unprefixed pages and lead to /ar).
 * The target's checks are request-target.ts's, the language negotiation language.ts's; here:
 * the API's and the methods' answers, and loose or legacy paths (`/aboutus.html`, a trailing
 * slash, the wrong letter case) sent to their canonical page.
 */
import { defaultLocale, type Locale } from '../../src/i18n/locales.ts';
import { languageRedirect, type Redirect } from './language.ts';
import type { Manifest, SiteFile } from './manifest.ts';
import { parseTarget, withQuery } from './request-target.ts';

export type Decision =
  | { kind: 'bad-request' }
  | { kind: 'uri-too-long' }
  | { kind: 'api-not-found' }
  | { kind: 'method-not-allowed' }
  | Redirect
  | { kind: 'file'; file: SiteFile; varyCookie: boolean }
  | { kind: 'not-found'; locale: Locale };

export interface SiteRequest {
  method: string;
  /** The request target as received (`request.url`): path and query, still percent-encoded. */
  url: string;
  /** The value of the language cookie (`i18next`), if the request has one. */
  localeCookie?: string | undefined;
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
    // Unprefixed (English) pages vary on the language cookie; an explicit /ar page does not.
    const varyCookie = exact.locale === defaultLocale;
    return languageRedirect(manifest, exact, target, request.localeCookie) ?? { kind: 'file', file: exact, varyCookie };
  }

  const canonical = canonicalPagePath(manifest, path);
  if (canonical !== undefined && canonical !== path) {
    return { kind: 'redirect', status: 301, location: withQuery(canonical, query), cacheControl: 'no-store', varyCookie: false };
  }

  return { kind: 'not-found', locale: localeOfPath(path) };
}
