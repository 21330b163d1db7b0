/**
 * Bytes per page, read from the built output (no browser), for the byte budgets of
 * bench/budgets.json: HTML, linked CSS, the JavaScript module graph, inline scripts, fonts and
 * images, with the sizes the server actually sends (dist.ts).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { scanHtml, type HtmlTag } from '../../scripts/lib/scan-html.ts';
import { moduleGraph, resolveUrl, type Dist, type FileSizes } from './dist.ts';
import { fontFaces, pageFontStack, type FontFace } from './font-faces.ts';
import { pageRefs, type Island } from './page-refs.ts';
import { pageFile, type Page } from './pages.ts';

/** A folding feature block (components/ui/FeatureBlock.tsx). */
const featureBlocks = /<details\b[^>]*\bclass="[^"]*\bfeature-block\b/;

export interface PageBytes {
  path: string;
  locale: 'en' | 'ar';
  file: string;
  html: FileSizes;
  css: FileSizes[];
  cssGzip: number;
  /** Every module of the static import graph the page loads (entry points: module scripts, islands). */
  js: FileSizes[];
  jsGzip: number;
  islands: Island[];
  /** Island props as written in the HTML (entity-escaped JSON) and the HTML gzip size without them. */
  islandPropsBytes: number;
  htmlGzipWithoutProps: number;
  hasWidget: boolean;
  renderBlockingScripts: string[];
  inlineScriptBytes: number;
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

/** The stylesheets, following @import, with their @font-face rules; CSS background images join `imageUrls` (not eager). */
function stylesheets(dist: Dist, cssUrls: string[], imageUrls: Map<string, boolean>, missing: string[]) {
  const css: FileSizes[] = [];
  const faces: FontFace[] = [];
  const sources: string[] = [];
  const queue = [...cssUrls];
  const seen = new Set<string>();
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const sizes = dist.sizes(url);
    const source = dist.read(url);
    if (!sizes || source === null) {
      missing.push(url);
      continue;
    }
    css.push(sizes);
    for (const m of source.matchAll(/@import\s+(?:url\()?["']?([^"')\s;]+)/g)) queue.push(resolveUrl(m[1]!, url));
    faces.push(...fontFaces(source, url));
    sources.push(source);
    for (const m of source.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      const u = m[1]!;
      if (u.startsWith('data:') || /\.(woff2?|ttf|otf|eot)(?:[?#]|$)/i.test(u)) continue;
      const resolved = resolveUrl(u, url);
      if (!imageUrls.has(resolved)) imageUrls.set(resolved, false);
    }
  }
  return { css, faces, sources };
}

/** Font files of the page's font stack whose unicode-range covers characters of its text, with a few of those words (why). */
function fontsUsed(dist: Dist, faces: FontFace[], stack: string[] | undefined, text: string, preloaded: string[]): PageBytes['fontsUsed'] {
  const codePoints = new Set<number>();
  for (const ch of text) if (!/\s/.test(ch)) codePoints.add(ch.codePointAt(0)!);
  const used: PageBytes['fontsUsed'] = [];
  for (const face of faces) {
    if (stack && !stack.includes(face.family)) continue; // not in the page's font stack: never used
    const inRange = (cp: number) => face.ranges.some(([lo, hi]) => cp >= lo && cp <= hi);
    if (![...codePoints].some(inRange)) continue;
    const words = [...new Set(text.split(/\s+/).filter((w) => [...w].some((ch) => inRange(ch.codePointAt(0)!))))];
    const sizes = dist.sizes(face.url);
    if (sizes && !used.some((f) => f.url === face.url))
      used.push({
        ...sizes,
        script: face.script,
        preloaded: preloaded.includes(face.url),
        sample: `${words.length} words: ${words.slice(0, 4).join(' ')}`,
      });
  }
  return used;
}

/** What the island props add to the zopfli gzip the server sends: zlib's difference without them. */
function propsGzipBytes(html: string, rawProps: number): number {
  if (!rawProps) return 0;
  return gzipSync(html, { level: 9 }).length - gzipSync(html.replace(/ props="[^"]*"/g, ''), { level: 9 }).length;
}

export function measurePage(dist: Dist, page: Page): PageBytes {
  const file = pageFile(dist.dir, page.path);
  const html = readFileSync(file, 'utf8');
  const { tags, text } = scanHtml(html, { hidesText });
  const refs = pageRefs(tags, page.path);
  const missing: string[] = [];
  const { css, faces, sources } = stylesheets(dist, refs.cssUrls, refs.imageUrls, missing);
  const jsEntries = [...new Set(refs.jsEntries)];
  const graph = moduleGraph(dist, jsEntries);
  missing.push(...graph.missing);
  const js = graph.modules.map((u) => dist.sizes(u)!).filter(Boolean);
  const fontsPreloaded = refs.preloadFonts.map((u) => dist.sizes(u) ?? (missing.push(u), null)).filter((f): f is FileSizes => f !== null);
  const used = fontsUsed(dist, faces, pageFontStack(sources.join('\n'), page.locale), text, refs.preloadFonts);
  const fontFilesPerScript: Record<string, number> = {};
  for (const f of used) fontFilesPerScript[f.script] = (fontFilesPerScript[f.script] ?? 0) + 1;
  const images: PageBytes['images'] = [];
  for (const [url, eager] of refs.imageUrls) {
    const sizes = dist.sizes(url);
    if (sizes) images.push({ ...sizes, eager });
    else if (dist.fileOf(url)) missing.push(url);
  }
  const eagerImages = images.filter((i) => i.eager).length;
  const gzipOf = (files: FileSizes[]) => files.reduce((n, f) => n + f.gzip, 0);
  const rawProps = [...html.matchAll(/ props="([^"]*)"/g)].reduce((n, m) => n + Buffer.byteLength(m[1]!), 0);
  const htmlSizes = dist.htmlSizes(file, page.path);
  return {
    path: page.path,
    locale: page.locale,
    file,
    html: htmlSizes,
    css,
    cssGzip: gzipOf(css),
    js,
    jsGzip: gzipOf(js),
    islands: refs.islands,
    islandPropsBytes: rawProps,
    htmlGzipWithoutProps: htmlSizes.gzip - propsGzipBytes(html, rawProps),
    // A widget: an island, or folding feature blocks, whose one script (shells/FeatureBlocksScript)
    // keeps their open state in step with the layout. Any other module script counts against the
    // 0-byte budget of a page without one.
    hasWidget: refs.islands.length > 0 || featureBlocks.test(html),
    renderBlockingScripts: refs.renderBlockingScripts,
    inlineScriptBytes: refs.inlineScriptBytes,
    fontsPreloaded,
    fontsUsed: used,
    fontFilesPerScript,
    images,
    // Images are sent as stored (SVG has a .br sibling; count what a browser receives with br).
    imageBytes: images.reduce((n, i) => n + i.brotli, 0),
    eagerImages,
    firstScreenRequests: 1 + css.length + fontsPreloaded.length + eagerImages + js.length,
    missing,
  };
}
