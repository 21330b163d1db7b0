/**
 * Bytes per page, read from the built output (no browser): HTML, linked CSS, the JavaScript
 * module graph, inline scripts, fonts and images, with the sizes the server actually sends
 * (the precompressed `.br`/`.gz` sibling that scripts/precompress.ts wrote; files of 1 KB or
 * less have none and are sent as they are, so their raw size counts for both encodings).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { scanHtml, type HtmlTag } from '../../scripts/lib/scan-html.ts';
import { fontFaces, pageFontStack, type FontFace } from './font-faces.ts';
import { pageFile, type Page } from './pages.ts';

export interface FileSizes {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Whether the sizes come from precompressed siblings (false: raw, or computed for HTML). */
  precompressed: boolean;
}

export type { FontFace };

export interface PageBytes {
  path: string;
  locale: 'en' | 'ar';
  file: string;
  html: FileSizes;
  css: FileSizes[];
  cssGzip: number;
  cssBrotli: number;
  /** Every module of the static import graph the page loads (entry points: module scripts, islands). */
  js: FileSizes[];
  jsGzip: number;
  jsBrotli: number;
  /** Entry points: `<script type=module src>`, modulepreload, astro-island component/renderer URLs. */
  jsEntries: string[];
  /** `import()` targets found in the graph: loaded later, not counted. */
  jsDynamicImports: string[];
  islands: Array<{ component: string; client: string; propsBytes: number; largestProp: string; largestPropBytes: number }>;
  /** Island props as written in the HTML (entity-escaped JSON) and the HTML gzip size without them. */
  islandPropsBytes: number;
  htmlGzipWithoutProps: number;
  hasWidget: boolean;
  /** Classic `<script src>` without async/defer/module: would block rendering. */
  renderBlockingScripts: string[];
  inlineScripts: number;
  inlineScriptBytes: number;
  jsonLdBytes: number;
  inlineStyleBytes: number;
  fontsPreloaded: FileSizes[];
  /** Font files whose unicode-range matches the page's text (what a browser downloads). */
  fontsUsed: Array<FileSizes & { script: string; preloaded: boolean; sample: string }>;
  fontFilesPerScript: Record<string, number>;
  images: Array<FileSizes & { eager: boolean }>;
  imageBytes: number;
  eagerImages: number;
  /** HTML + CSS + preloaded fonts + eager images + JS. */
  firstScreenRequests: number;
  missing: string[];
}

/**
 * Text a browser renders with the page's fonts: not inside `hidden` elements, `.font-system`
 * (set in the platform font), `<title>`, or unselected `<option>`s (a closed select shows only
 * the selected one).
 */
function hidesText(tag: HtmlTag): boolean {
  if (tag.name === 'title' || (tag.name === 'option' && !tag.attrs.has('selected'))) return true;
  return tag.attrs.has('hidden') || /(?:^|\s)font-system(?:\s|$)/.test(tag.attrs.get('class') ?? '');
}

// ---------------------------------------------------------------------------------------------
// Files in dist/.

export class Dist {
  readonly dir: string;
  private cache = new Map<string, FileSizes | null>();
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
}

/** Resolves `spec` against the URL path of the importing file (`/_astro/a.js` + `./b.js`). */
export function resolveUrl(spec: string, base: string): string {
  return new URL(spec, `http://site${base}`).pathname;
}

const staticImport = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g;
const dynamicImport = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The static import graph from `entries`, breadth first; dynamic imports are listed, not followed. */
export function moduleGraph(dist: Dist, entries: string[]): { modules: string[]; dynamic: string[]; missing: string[] } {
  const seen = new Set<string>();
  const dynamic = new Set<string>();
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
    for (const m of source.matchAll(dynamicImport)) {
      const spec = m[1]!;
      if (spec.startsWith('.') || spec.startsWith('/')) dynamic.add(resolveUrl(spec, url));
    }
  }
  const modules = [...seen].filter((u) => !missing.includes(u));
  return { modules, dynamic: [...dynamic].filter((u) => !seen.has(u)), missing };
}

// ---------------------------------------------------------------------------------------------
// ---------------------------------------------------------------------------------------------

const htmlSizeCache = new Map<string, FileSizes>();

function htmlSizes(dist: Dist, file: string, url: string): FileSizes {
  const known = dist.sizes(url === '/' ? '/index.html' : `${url}.html`);
  if (known?.precompressed) return { ...known, url };
  // No sibling (page under 1 KB, or a build without precompress): compress as the build would.
  const cached = htmlSizeCache.get(file);
  if (cached) return cached;
  const content = readFileSync(file);
  const result = {
    url,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    precompressed: false,
  };
  htmlSizeCache.set(file, result);
  return result;
}

export function measurePage(dist: Dist, page: Page): PageBytes {
  const file = pageFile(dist.dir, page.path);
  const html = readFileSync(file, 'utf8');
  const { tags, text } = scanHtml(html, { hidesText });
  const missing: string[] = [];
  const base = page.path;

  const cssUrls: string[] = [];
  const preloadFonts: string[] = [];
  const jsEntries: string[] = [];
  const renderBlockingScripts: string[] = [];
  const islands: PageBytes['islands'] = [];
  const imageUrls = new Map<string, boolean>(); // url → eager
  let inlineScripts = 0;
  let inlineScriptBytes = 0;
  let jsonLdBytes = 0;
  let inlineStyleBytes = 0;
  const abs = (u: string) => (/^(?:[a-z]+:)?\/\//i.test(u) || u.startsWith('data:') ? u : resolveUrl(u, base));

  for (const tag of tags) {
    const a = tag.attrs;
    switch (tag.name) {
      case 'link': {
        const rel = (a.get('rel') ?? '').toLowerCase().split(/\s+/);
        const href = a.get('href');
        if (!href) break;
        if (rel.includes('stylesheet')) cssUrls.push(abs(href));
        else if (rel.includes('preload') && a.get('as') === 'font') preloadFonts.push(abs(href));
        else if (rel.includes('modulepreload')) jsEntries.push(abs(href));
        else if (rel.includes('preload') && a.get('as') === 'image') imageUrls.set(abs(href), true);
        break;
      }
      case 'script': {
        const src = a.get('src');
        const type = (a.get('type') ?? '').toLowerCase();
        if (src) {
          if (type === 'module') jsEntries.push(abs(src));
          else {
            jsEntries.push(abs(src));
            if (!a.has('async') && !a.has('defer')) renderBlockingScripts.push(abs(src));
          }
        } else if (type === 'application/ld+json') jsonLdBytes += Buffer.byteLength(tag.content ?? '');
        else {
          inlineScripts++;
          inlineScriptBytes += Buffer.byteLength(tag.content ?? '');
        }
        break;
      }
      case 'style':
        inlineStyleBytes += Buffer.byteLength(tag.content ?? '');
        break;
      case 'astro-island': {
        const component = a.get('component-url');
        const renderer = a.get('renderer-url');
        const before = a.get('before-hydration-url');
        for (const u of [component, renderer, before]) if (u) jsEntries.push(abs(u));
        const props = a.get('props') ?? '';
        let largestProp = '';
        let largestPropBytes = 0;
        try {
          for (const [key, value] of Object.entries(JSON.parse(props || '{}') as Record<string, unknown>)) {
            const bytes = Buffer.byteLength(JSON.stringify(value));
            if (bytes > largestPropBytes) [largestProp, largestPropBytes] = [key, bytes];
          }
        } catch {
          // not JSON: leave the breakdown empty
        }
        islands.push({
          component: component ?? '?',
          client: a.get('client') ?? '?',
          propsBytes: Buffer.byteLength(props),
          largestProp,
          largestPropBytes,
        });
        break;
      }
      case 'img': {
        const eager = (a.get('loading') ?? 'eager').toLowerCase() !== 'lazy';
        const src = a.get('src');
        if (src) imageUrls.set(abs(src), (imageUrls.get(abs(src)) ?? false) || eager);
        for (const candidate of (a.get('srcset') ?? '').split(',')) {
          const u = candidate.trim().split(/\s+/)[0];
          if (u) imageUrls.set(abs(u), imageUrls.get(abs(u)) ?? false);
        }
        break;
      }
      case 'source': {
        for (const candidate of (a.get('srcset') ?? '').split(',')) {
          const u = candidate.trim().split(/\s+/)[0];
          if (u) imageUrls.set(abs(u), imageUrls.get(abs(u)) ?? false);
        }
        break;
      }
      case 'image': {
        const href = a.get('href') ?? a.get('xlink:href');
        if (href) imageUrls.set(abs(href), true);
        break;
      }
    }
  }

  // CSS, following @import.
  const css: FileSizes[] = [];
  const faces: FontFace[] = [];
  const cssSources: string[] = [];
  const cssQueue = [...cssUrls];
  const cssSeen = new Set<string>();
  while (cssQueue.length) {
    const url = cssQueue.shift()!;
    if (cssSeen.has(url)) continue;
    cssSeen.add(url);
    const sizes = dist.sizes(url);
    const source = dist.read(url);
    if (!sizes || source === null) {
      missing.push(url);
      continue;
    }
    css.push(sizes);
    for (const m of source.matchAll(/@import\s+(?:url\()?["']?([^"')\s;]+)/g)) cssQueue.push(resolveUrl(m[1]!, url));
    faces.push(...fontFaces(source, url));
    cssSources.push(source);
    // Background images in the CSS (not fonts): fetched only when a rule matches; listed, not eager.
    for (const m of source.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      const u = m[1]!;
      if (u.startsWith('data:') || /\.(woff2?|ttf|otf|eot)(?:[?#]|$)/i.test(u)) continue;
      const resolved = resolveUrl(u, url);
      if (!imageUrls.has(resolved)) imageUrls.set(resolved, false);
    }
  }

  // JavaScript graph.
  const graph = moduleGraph(dist, [...new Set(jsEntries)]);
  missing.push(...graph.missing);
  const js = graph.modules.map((u) => dist.sizes(u)!).filter(Boolean);

  // Fonts.
  const fontsPreloaded = preloadFonts.map((u) => dist.sizes(u) ?? (missing.push(u), null)).filter((f): f is FileSizes => f !== null);
  const codePoints = new Set<number>();
  for (const ch of text) if (!/\s/.test(ch)) codePoints.add(ch.codePointAt(0)!);
  const fontsUsed: PageBytes['fontsUsed'] = [];
  const stack = pageFontStack(cssSources.join('\n'), page.path === '/ar' || page.path.startsWith('/ar/') ? 'ar' : 'en');
  for (const face of faces) {
    if (stack && !stack.includes(face.family)) continue; // not in the page's font stack: never used
    const inRange = (cp: number) => face.ranges.some(([lo, hi]) => cp >= lo && cp <= hi);
    if (![...codePoints].some(inRange)) continue;
    // A few words of the text that needs this file (why it is downloaded).
    const words = [...new Set(text.split(/\s+/).filter((w) => [...w].some((ch) => inRange(ch.codePointAt(0)!))))];
    const sizes = dist.sizes(face.url);
    if (sizes && !fontsUsed.some((f) => f.url === face.url)) {
      fontsUsed.push({
        ...sizes,
        script: face.script,
        preloaded: preloadFonts.includes(face.url),
        sample: `${words.length} words: ${words.slice(0, 4).join(' ')}`,
      });
    }
  }
  const fontFilesPerScript: Record<string, number> = {};
  for (const f of fontsUsed) fontFilesPerScript[f.script] = (fontFilesPerScript[f.script] ?? 0) + 1;

  // Images.
  const images: PageBytes['images'] = [];
  for (const [url, eager] of imageUrls) {
    const sizes = dist.sizes(url);
    if (sizes) images.push({ ...sizes, eager });
    else if (dist.fileOf(url)) missing.push(url);
  }
  const eagerImages = images.filter((i) => i.eager).length;

  const sum = (files: FileSizes[], key: 'gzip' | 'brotli') => files.reduce((n, f) => n + f[key], 0);
  const rawProps = [...html.matchAll(/ props="([^"]*)"/g)].reduce((n, m) => n + Buffer.byteLength(m[1]!), 0);
  return {
    path: page.path,
    locale: page.locale,
    file,
    html: htmlSizes(dist, file, page.path),
    css,
    cssGzip: sum(css, 'gzip'),
    cssBrotli: sum(css, 'brotli'),
    js,
    jsGzip: sum(js, 'gzip'),
    jsBrotli: sum(js, 'brotli'),
    jsEntries: [...new Set(jsEntries)],
    jsDynamicImports: graph.dynamic,
    islands,
    islandPropsBytes: rawProps,
    // The sent file is zopfli's gzip: subtract what zlib saves without the props, not zlib's size.
    htmlGzipWithoutProps:
      htmlSizes(dist, file, page.path).gzip -
      (rawProps ? gzipSync(html, { level: 9 }).length - gzipSync(html.replace(/ props="[^"]*"/g, ''), { level: 9 }).length : 0),
    hasWidget: islands.length > 0 || jsEntries.length > 0,
    renderBlockingScripts,
    inlineScripts,
    inlineScriptBytes,
    jsonLdBytes,
    inlineStyleBytes,
    fontsPreloaded,
    fontsUsed,
    fontFilesPerScript,
    images,
    // Images are sent as stored (SVG has a .br sibling; count what a browser receives with br).
    imageBytes: images.reduce((n, i) => n + i.brotli, 0),
    eagerImages,
    firstScreenRequests: 1 + css.length + fontsPreloaded.length + eagerImages + js.length,
    missing,
  };
}
