/**
 * Files of the build as the server sends them: the precompressed `.br`/`.gz` sibling that
 * scripts/precompress.ts wrote (files of 1 KB or less have none and are sent as they are, so
 * their raw size counts for both encodings), and the static import graph of its JavaScript.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface FileSizes {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Whether the sizes come from precompressed siblings (false: raw, or computed for HTML). */
  precompressed: boolean;
}

/** Resolves `spec` against the URL path of the importing file (`/_astro/a.js` + `./b.js`). */
export function resolveUrl(spec: string, base: string): string {
  return new URL(spec, `http://site${base}`).pathname;
}

export class Dist {
  readonly dir: string;
  private cache = new Map<string, FileSizes | null>();
  private htmlCache = new Map<string, FileSizes>();
  constructor(dir: string) {
    this.dir = dir;
  }

  /** Local file of a site URL (`/_astro/x.js`); null for other origins and data: URLs. */
  fileOf(url: string): string | null {
    if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return null;
    const path = decodeURIComponent(url.split(/[?#]/)[0]!);
    if (!path.startsWith('/') || path.split('/').includes('..')) return null;
    return join(this.dir, path);
  }

  sizes(url: string): FileSizes | null {
    if (this.cache.has(url)) return this.cache.get(url)!;
    const file = this.fileOf(url);
    let result: FileSizes | null = null;
    if (file && existsSync(file) && statSync(file).isFile()) {
      const raw = statSync(file).size;
      const size = (suffix: string) => (existsSync(file + suffix) ? statSync(file + suffix).size : null);
      const gz = size('.gz');
      const br = size('.br');
      result = { url, raw, gzip: gz ?? raw, brotli: br ?? raw, precompressed: gz !== null || br !== null };
    }
    this.cache.set(url, result);
    return result;
  }

  read(url: string): string | null {
    const file = this.fileOf(url);
    return file && existsSync(file) ? readFileSync(file, 'utf8') : null;
  }

  /** The page's document: its precompressed siblings, or (page under 1 KB, a build without precompress) compressed as the build would. */
  htmlSizes(file: string, url: string): FileSizes {
    const known = this.sizes(url === '/' ? '/index.html' : `${url}.html`);
    if (known?.precompressed) return { ...known, url };
    const cached = this.htmlCache.get(file);
    if (cached) return cached;
    const content = readFileSync(file);
    const result = {
      url,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      precompressed: false,
    };
    this.htmlCache.set(file, result);
    return result;
  }
}

const staticImport = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g;

/** The static import graph from `entries`, breadth first; dynamic `import()`s are loaded later and not followed. */
export function moduleGraph(dist: Dist, entries: string[]): { modules: string[]; missing: string[] } {
  const seen = new Set<string>();
  const missing: string[] = [];
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const source = dist.read(url);
    if (source === null) {
      missing.push(url);
      continue;
    }
    for (const m of source.matchAll(staticImport)) {
      const spec = m[1]!;
      if (spec.startsWith('.') || spec.startsWith('/')) queue.push(resolveUrl(spec, url));
    }
  }
  return { modules: [...seen].filter((u) => !missing.includes(u)), missing };
}
