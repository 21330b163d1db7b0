/**
 * Where the bytes of the heaviest pages come from: the JS graph of each island combination
 * (decision 0025), island props serialized into the HTML (0010, 0022), and font files a page
 * downloads without preloading them (0009, 0031).
 */
import type { PageBytes } from './bytes.ts';
import { kB } from './util.ts';

const short = (url: string) => url.replace('/_astro/', '');

function jsGraphs(rows: PageBytes[]): void {
  const graphs = new Map<string, { pages: string[]; gzip: number; files: string }>();
  for (const r of rows.filter((x) => x.hasWidget)) {
    const key = r.islands.map((i) => short(i.component)).join(' + ');
    const g = graphs.get(key) ?? { pages: [], gzip: r.jsGzip, files: r.js.map((f) => `${short(f.url)} ${kB(f.gzip)}`).join(', ') };
    g.pages.push(r.path);
    graphs.set(key, g);
  }
  console.log('\nJS graphs (gzip kB per file):');
  for (const [key, g] of graphs) console.log(`  ${key} — ${kB(g.gzip)} kB on ${g.pages.length} pages: ${g.files}`);
}

function islandProps(rows: PageBytes[]): void {
  const propsPages = rows.filter((r) => r.islandPropsBytes > 0).sort((a, b) => b.html.gzip - a.html.gzip);
  if (!propsPages.length) return;
  console.log('\nIsland props serialized into the HTML (largest HTML first):');
  for (const r of propsPages.slice(0, 6)) {
    const big = r.islands.map((i) => `${short(i.component)}: ${i.largestProp} ${kB(i.largestPropBytes)} kB`).join('; ');
    console.log(
      `  ${r.path}: props ${kB(r.islandPropsBytes)} kB raw in the HTML; HTML gzip ${kB(r.html.gzip)} → ${kB(r.htmlGzipWithoutProps)} kB without them (${big})`,
    );
  }
}

function lateFonts(rows: PageBytes[]): void {
  const late = new Map<string, { pages: number; bytes: number; sample: string; locale: string }>();
  for (const r of rows) {
    for (const f of r.fontsUsed.filter((x) => !x.preloaded)) {
      const key = `${r.locale}:${f.url}`;
      const e = late.get(key) ?? { pages: 0, bytes: f.raw, sample: f.sample, locale: r.locale };
      e.pages++;
      late.set(key, e);
    }
  }
  if (!late.size) return;
  console.log('\nFont files downloaded but not preloaded (the page text has characters in their unicode-range):');
  for (const [key, e] of late) console.log(`  ${e.locale} pages (${e.pages}): ${short(key.slice(3))} ${kB(e.bytes)} kB — e.g. ${e.sample}`);
}

export function explainBytes(rows: PageBytes[]): void {
  jsGraphs(rows);
  islandProps(rows);
  lateFonts(rows);
  const missing = [...new Set(rows.flatMap((r) => r.missing))];
  if (missing.length) console.log(`\n! referenced but missing from the build: ${missing.join(', ')}`);
}
