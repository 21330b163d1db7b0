/**
 * Runs after `astro build` (npm run build):
 *  1. collects the SHA-256 hashes of every inline <script> (not JSON-LD, not src=) and inline
 *     <style> in dist/**\/*.html into dist/_csp.json, with the ones each page carries, which the
 *     server turns into that page's Content-Security-Policy (server/plugins/security-headers.ts);
 *  2. writes `<file>.br` (brotli, quality 11, precompress/brotli-max.ts) and `<file>.gz` (gzip by
 *     zopfli, precompress/zopfli-gzip.ts) next to every text file over 1 KB, which the server
 *     sends according to Accept-Encoding; both are cached by content across builds.
 *     PRECOMPRESS_LEVEL=fast trades those for quick, larger files (precompress/compressors.ts).
 *
 * Usage: node scripts/precompress.ts [distDir]   (default: dist/ of the project)
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanHtml } from './lib/scan-html.ts';
import { createCompressors, levelFromEnv, type PrecompressLevel } from './precompress/compressors.ts';

export const compressibleExtensions = new Set(['html', 'css', 'js', 'mjs', 'svg', 'xml', 'txt', 'json', 'webmanifest']);
export const minBytes = 1024;
export const cspFile = '_csp.json';
const compressedSuffixes = ['.br', '.gz'];

export interface CspHashes {
  scriptHashes: string[];
  styleHashes: string[];
}

/** dist/_csp.json: every hash of the build, and each page's own as indices into those lists. */
export interface CspFile extends CspHashes {
  pages: Record<string, { scripts: number[]; styles: number[] }>;
}

export interface PrecompressSummary extends CspHashes {
  level: PrecompressLevel;
  htmlFiles: number;
  compressedFiles: number;
  bytesBefore: number;
  bytesBrotli: number;
  bytesGzip: number;
  removedStale: number;
  /** Results reused from the caches (files unchanged since an earlier build). */
  gzipCached: number;
  brotliCached: number;
}

/** `'sha256-…'`, the form a CSP source list takes. */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** The CSP hashes of the inline scripts and styles of one HTML document (not JSON-LD, not src=). */
export function inlineHashes(html: string): CspHashes {
  const scriptHashes: string[] = [];
  const styleHashes: string[] = [];
  for (const { name, attrs, content } of scanHtml(html).tags) {
    if (name === 'style') styleHashes.push(cspHash(content ?? ''));
    if (name !== 'script' || attrs.has('src') || attrs.get('type')?.trim().toLowerCase() === 'application/ld+json') continue;
    scriptHashes.push(cspHash(content ?? ''));
  }
  return { scriptHashes, styleHashes };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

const extensionOf = (file: string) => extname(file).slice(1).toLowerCase();

export async function precompress(distDir: string, level: PrecompressLevel = levelFromEnv()): Promise<PrecompressSummary> {
  const all = await listFiles(distDir);
  const present = new Set(all);
  const sources = all.filter((f) => !compressedSuffixes.some((s) => f.endsWith(s)));

  // Siblings left over from an earlier run whose source is gone would otherwise be stale.
  let removedStale = 0;
  for (const file of all) {
    const suffix = compressedSuffixes.find((s) => file.endsWith(s));
    if (suffix && !present.has(file.slice(0, -suffix.length))) {
      await unlink(file);
      removedStale++;
    }
  }

  // 1. CSP hashes of inline code: each page's, and their union for every other response.
  const htmlFiles = sources.filter((f) => extensionOf(f) === 'html');
  const perPage = new Map<string, CspHashes>();
  for (const file of htmlFiles) perPage.set(relative(distDir, file).split(sep).join('/'), inlineHashes(await readFile(file, 'utf8')));
  const union = (pick: (h: CspHashes) => string[]) => [...new Set([...perPage.values()].flatMap(pick))].sort();
  const csp: CspHashes = { scriptHashes: union((h) => h.scriptHashes), styleHashes: union((h) => h.styleHashes) };
  const indices = (all: string[], own: string[]) => [...new Set(own)].map((h) => all.indexOf(h)).sort((a, b) => a - b);
  const pages: CspFile['pages'] = {};
  for (const [file, own] of [...perPage].sort(([a], [b]) => a.localeCompare(b)))
    pages[file] = { scripts: indices(csp.scriptHashes, own.scriptHashes), styles: indices(csp.styleHashes, own.styleHashes) };
  const cspPath = join(distDir, cspFile);
  await writeFile(cspPath, JSON.stringify({ ...csp, pages } satisfies CspFile) + '\n');

  // 2. Precompressed siblings.
  const toCompress: string[] = [];
  for (const file of sources) {
    if (file === cspPath || !compressibleExtensions.has(extensionOf(file))) continue;
    if ((await stat(file)).size > minBytes) toCompress.push(file);
  }
  let bytesBefore = 0;
  let bytesBrotli = 0;
  let bytesGzip = 0;
  // Brotli runs in the libuv thread pool, zopfli in worker threads; a few files at a time keep
  // both busy without piling up memory.
  const compressors = createCompressors(level);
  const queue = [...toCompress];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const content = await readFile(file);
      const [br, gzipped] = await Promise.all([compressors.brotli(content), compressors.gzip(content)]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      bytesBefore += content.length;
      bytesBrotli += br.length;
      bytesGzip += gzipped.length;
    }
  };
  try {
    await Promise.all(Array.from({ length: 4 }, worker));
  } finally {
    await compressors.close();
  }

  return {
    ...csp,
    level,
    htmlFiles: htmlFiles.length,
    compressedFiles: toCompress.length,
    bytesBefore,
    bytesBrotli,
    bytesGzip,
    removedStale,
    gzipCached: compressors.cached.gzip,
    brotliCached: compressors.cached.brotli,
  };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

async function main() {
  const projectRoot = fileURLToPath(new URL('..', import.meta.url));
  const distDir = resolve(process.argv[2] ?? join(projectRoot, 'dist'));
  const s = await precompress(distDir);
  const rel = relative(process.cwd(), distDir);
  const where = rel === '' ? '.' : rel.startsWith('..') ? distDir : rel.split(sep).join('/');
  console.log(
    `precompress: ${s.compressedFiles} files in ${where} (${kB(s.bytesBefore)} → br ${kB(s.bytesBrotli)}, ` +
      `gz ${kB(s.bytesGzip)} ${s.level === 'fast' ? 'by zlib, PRECOMPRESS_LEVEL=fast' : 'by zopfli'}; cached: ${s.brotliCached} br, ${s.gzipCached} gz); ` +
      `CSP: ${s.scriptHashes.length} script and ${s.styleHashes.length} style hashes from ${s.htmlFiles} pages` +
      (s.removedStale ? `; removed ${s.removedStale} stale` : ''),
  );
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error('precompress failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
