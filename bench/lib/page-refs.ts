/**
 * What a built page references, read from its tags: stylesheets, preloaded fonts, JavaScript
 * entry points (module scripts, modulepreload, every astro-island's component, renderer and
 * before-hydration URLs), render-blocking scripts, inline script bytes (not JSON-LD), islands
 * with their props, and images (eager unless `loading="lazy"`).
 */
import type { HtmlTag } from '../../scripts/lib/scan-html.ts';
import { resolveUrl } from './dist.ts';

export interface Island {
  component: string;
  client: string;
  propsBytes: number;
  largestProp: string;
  largestPropBytes: number;
}

export interface PageRefs {
  cssUrls: string[];
  preloadFonts: string[];
  jsEntries: string[];
  /** Classic `<script src>` without async/defer/module: would block rendering. */
  renderBlockingScripts: string[];
  islands: Island[];
  /** url → eager */
  imageUrls: Map<string, boolean>;
  inlineScriptBytes: number;
}

/** The island's props, and the largest of them (decisions 0010, 0022: props that inflated the HTML). */
function island(a: Map<string, string>): Island {
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
  return {
    component: a.get('component-url') ?? '?',
    client: a.get('client') ?? '?',
    propsBytes: Buffer.byteLength(props),
    largestProp,
    largestPropBytes,
  };
}

function link(refs: PageRefs, a: Map<string, string>, abs: (u: string) => string): void {
  const rel = (a.get('rel') ?? '').toLowerCase().split(/\s+/);
  const href = a.get('href');
  if (!href) return;
  if (rel.includes('stylesheet')) refs.cssUrls.push(abs(href));
  else if (rel.includes('preload') && a.get('as') === 'font') refs.preloadFonts.push(abs(href));
  else if (rel.includes('modulepreload')) refs.jsEntries.push(abs(href));
  else if (rel.includes('preload') && a.get('as') === 'image') refs.imageUrls.set(abs(href), true);
}

function script(refs: PageRefs, tag: HtmlTag, abs: (u: string) => string): void {
  const src = tag.attrs.get('src');
  const type = (tag.attrs.get('type') ?? '').toLowerCase();
  if (src) {
    refs.jsEntries.push(abs(src));
    if (type !== 'module' && !tag.attrs.has('async') && !tag.attrs.has('defer')) refs.renderBlockingScripts.push(abs(src));
  } else if (type !== 'application/ld+json') refs.inlineScriptBytes += Buffer.byteLength(tag.content ?? '');
}

/** Candidates of a srcset, not eager unless another reference says so. */
function srcset(refs: PageRefs, value: string | undefined, abs: (u: string) => string): void {
  for (const candidate of (value ?? '').split(',')) {
    const u = candidate.trim().split(/\s+/)[0];
    if (u) refs.imageUrls.set(abs(u), refs.imageUrls.get(abs(u)) ?? false);
  }
}

export function pageRefs(tags: HtmlTag[], base: string): PageRefs {
  const refs: PageRefs = {
    cssUrls: [],
    preloadFonts: [],
    jsEntries: [],
    renderBlockingScripts: [],
    islands: [],
    imageUrls: new Map(),
    inlineScriptBytes: 0,
  };
  const abs = (u: string) => (/^(?:[a-z]+:)?\/\//i.test(u) || u.startsWith('data:') ? u : resolveUrl(u, base));
  for (const tag of tags) {
    const a = tag.attrs;
    if (tag.name === 'link') link(refs, a, abs);
    else if (tag.name === 'script') script(refs, tag, abs);
    else if (tag.name === 'astro-island') {
      for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
        const u = a.get(name);
        if (u) refs.jsEntries.push(abs(u));
      }
      refs.islands.push(island(a));
    } else if (tag.name === 'img') {
      const eager = (a.get('loading') ?? 'eager').toLowerCase() !== 'lazy';
      const src = a.get('src');
      if (src) refs.imageUrls.set(abs(src), (refs.imageUrls.get(abs(src)) ?? false) || eager);
      srcset(refs, a.get('srcset'), abs);
    } else if (tag.name === 'source') srcset(refs, a.get('srcset'), abs);
    else if (tag.name === 'image') {
      const href = a.get('href') ?? a.get('xlink:href');
      if (href) refs.imageUrls.set(abs(href), true);
    }
  }
  return refs;
}
