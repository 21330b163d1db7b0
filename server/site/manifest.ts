/**
 * The URL table of a release: URL path → file in dist/. Built once per release (at start, and
 * for each release local publishing swaps in) by listing the build output; a request's path is
 * only ever looked up in it, and only a file it names is sent (@fastify/static's sendFile), so
 * path traversal is impossible by construction. The redirects (redirects.ts) decide from it too.
 *
 * Astro writes pages as files (`build.format: 'file'`): `/` → index.html, `/ar` → ar.html,
 * `/aboutus` → aboutus.html, `/ar/aboutus` → ar/aboutus.html. Everything else is an asset
 * served at its exact path. Not served: the precompressed `.br`/`.gz` siblings (chosen by
 * Accept-Encoding instead), `_csp.json`, dotfiles, symlinks, and the 404 pages (used only as
 * the body of 404 responses).
 */
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { splitLocale } from '../../src/i18n/paths.ts';
import type { Locale } from '../../src/i18n/locales.ts';

export const cacheControl = {
  /** Content-hashed build assets never change under the same name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages: stored, but revalidated before each use (a cheap 304 thanks to the ETag). */
  page: 'no-cache',
  /** A page with a lead form, sent with the visitor's own form-token cookie: for this visitor only. */
  formPage: 'private, no-cache',
  /** Unhashed public files (favicon.svg, robots.txt, sitemap.xml…). */
  asset: 'public, max-age=3600',
} as const;

interface FileBase {
  /** The URL path it is served at, e.g. `/ar/aboutus`, `/_astro/x.js`. */
  urlPath: string;
  /** Path relative to distDir, POSIX separators, no leading slash: `ar/aboutus.html`. */
  file: string;
  cacheControl: string;
}

interface PageFile extends FileBase {
  kind: 'page';
  locale: Locale;
  /** The page's path without the locale prefix: `/aboutus` for `/ar/aboutus`, `/` for `/ar`. */
  basePath: string;
}

interface AssetFile extends FileBase {
  kind: 'asset';
}

export type SiteFile = PageFile | AssetFile;

export interface Manifest {
  files: ReadonlyMap<string, SiteFile>;
  /** Lower-cased page path → canonical page path (ambiguous spellings are left out). */
  pagesByLowerCase: ReadonlyMap<string, string>;
  /** The localized 404 pages that exist, relative to distDir. */
  notFoundPages: Partial<Record<Locale, string>>;
}

const compressedSuffixes = ['.br', '.gz'] as const;
const notServed = new Set(['_csp.json']);
const notFoundFiles: Record<Locale, string> = { en: '404.html', ar: 'ar/404.html' };

/** `aboutus.html` → `/aboutus`, `index.html` → `/`, `ar.html` → `/ar`, `x/index.html` → `/x`. */
export function pageUrlPath(file: string): string {
  let path = '/' + file.slice(0, -'.html'.length);
  if (path === '/index') return '/';
  if (path.endsWith('/index')) path = path.slice(0, -'/index'.length);
  return path;
}

function cacheControlFor(urlPath: string, kind: SiteFile['kind']): string {
  if (kind === 'page') return cacheControl.page;
  if (urlPath.startsWith('/_astro/')) return cacheControl.immutable;
  return cacheControl.asset;
}

/** Builds the manifest from a list of dist-relative POSIX file paths (pure; used by tests). */
export function manifestFromFiles(fileList: readonly string[]): Manifest {
  const all = new Set(fileList);
  const files = new Map<string, SiteFile>();
  const notFoundPages: Partial<Record<Locale, string>> = {};
  for (const [locale, file] of Object.entries(notFoundFiles) as Array<[Locale, string]>) {
    if (all.has(file)) notFoundPages[locale] = file;
  }
  const isNotFoundPage = new Set(Object.values(notFoundFiles));

  // Sorted so that a page `x.html` deterministically wins over a directory index `x/index.html`.
  for (const file of [...all].sort()) {
    if (file.split('/').some((segment) => segment.startsWith('.') || segment === '')) continue;
    if (notServed.has(file) || isNotFoundPage.has(file)) continue;
    if (compressedSuffixes.some((suffix) => file.endsWith(suffix) && all.has(file.slice(0, -suffix.length)))) continue;

    if (file.endsWith('.html')) {
      const urlPath = pageUrlPath(file);
      if (files.has(urlPath)) continue;
      const { locale, path } = splitLocale(urlPath);
      files.set(urlPath, { kind: 'page', urlPath, file, locale, basePath: path, cacheControl: cacheControl.page });
    } else {
      const urlPath = '/' + file;
      if (files.has(urlPath)) continue;
      files.set(urlPath, { kind: 'asset', urlPath, file, cacheControl: cacheControlFor(urlPath, 'asset') });
    }
  }

  const pagesByLowerCase = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const entry of files.values()) {
    if (entry.kind !== 'page') continue;
    const lower = entry.urlPath.toLowerCase();
    const seen = pagesByLowerCase.get(lower);
    if (seen !== undefined && seen !== entry.urlPath) ambiguous.add(lower);
    else pagesByLowerCase.set(lower, entry.urlPath);
  }
  for (const lower of ambiguous) pagesByLowerCase.delete(lower);

  return { files, pagesByLowerCase, notFoundPages };
}

/** Lists the regular files under `distDir` (dist-relative, POSIX). A missing directory is empty. */
async function listDistFiles(distDir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile()) // no symlinks, sockets, directories
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

export async function buildManifest(distDir: string): Promise<Manifest> {
  return manifestFromFiles(await listDistFiles(distDir));
}
