/** `npm run bench`, section 1: bytes per page from the built output, printed and checked against the budgets. */
import { describeLimit, withMark, type Budgets, type Limit } from './budgets.ts';
import { measurePage, type Dist, type PageBytes } from './bytes.ts';
import { allPages } from './pages.ts';
import { heading, kB, table, type Cell } from './util.ts';

/** Records a figure against its limit (bench/run.ts keeps the list); true, false, or null when unmeasured. */
export type CheckFigure = (
  section: string,
  what: string,
  value: number | null,
  limit: Limit,
  format?: (n: number) => string,
) => boolean | null;

export function bytesSection(dist: Dist, budgets: Budgets, check: CheckFigure): PageBytes[] {
  const rows = allPages().map((page) => measurePage(dist, page));
  const b = budgets.bytes;
  console.log(heading(`Bytes per page (from the build; kB = 1000 bytes, as sent: precompressed .gz/.br)`));
  const header: Cell[] = [
    'page',
    'HTML gz',
    'HTML br',
    'CSS gz',
    'CSS br',
    'JS gz',
    'JS br',
    'JS files',
    'inline JS',
    'font preload',
    'fonts used L/A',
    'img n',
    'img kB',
    'eager img',
    '1st-screen req',
  ];
  const body: Cell[][] = [];
  for (const r of rows) {
    const htmlOk = check('bytes', `${r.path} HTML gzip (kB)`, r.html.gzip, b.htmlGzip, kB);
    const cssOk = check('bytes', `${r.path} CSS gzip (kB)`, r.cssGzip, b.cssGzip, kB);
    const jsLimit = r.hasWidget ? b.jsGzipWidget : b.jsGzipNoWidget;
    const jsOk = check('bytes', `${r.path} JS gzip (kB, ${r.hasWidget ? 'with widget' : 'no widget'})`, r.jsGzip, jsLimit, kB);
    check('bytes', `${r.path} render-blocking scripts`, r.renderBlockingScripts.length, b.renderBlockingScripts);
    const fontChecks = (['latin', 'arabic'] as const).map((script) =>
      check('bytes', `${r.path} ${script} font files`, r.fontFilesPerScript[script] ?? 0, b.fontFilesPerScript[script]),
    );
    const fontOk = fontChecks.every((ok) => ok !== false);
    const preloaded = r.fontsPreloaded.map((f) => (f.url.includes('arabic') ? 'A' : 'L')).join('+') || '–';
    body.push([
      r.path,
      withMark(kB(r.html.gzip), htmlOk),
      kB(r.html.brotli),
      withMark(kB(r.cssGzip), cssOk),
      kB(r.cssBrotli),
      withMark(kB(r.jsGzip), jsOk),
      kB(r.jsBrotli),
      r.js.length,
      r.inlineScriptBytes,
      `${preloaded} ${kB(r.fontsPreloaded.reduce((n, f) => n + f.raw, 0))}`,
      withMark(`${r.fontFilesPerScript['latin'] ?? 0}/${r.fontFilesPerScript['arabic'] ?? 0}`, fontOk),
      r.images.length,
      kB(r.imageBytes),
      r.eagerImages,
      r.firstScreenRequests,
    ]);
  }
  const worst = (pick: (r: PageBytes) => number) => {
    const top = rows.reduce((a, r) => (pick(r) > pick(a) ? r : a), rows[0]!);
    return `${top.path} ${kB(pick(top))}`;
  };
  const worstN = (pick: (r: PageBytes) => number) => {
    const top = rows.reduce((a, r) => (pick(r) > pick(a) ? r : a), rows[0]!);
    return `${top.path} ${pick(top)}`;
  };
  body.push([
    'WORST',
    worst((r) => r.html.gzip),
    worst((r) => r.html.brotli),
    worst((r) => r.cssGzip),
    worst((r) => r.cssBrotli),
    worst((r) => r.jsGzip),
    worst((r) => r.jsBrotli),
    worstN((r) => r.js.length),
    worstN((r) => r.inlineScriptBytes),
    worst((r) => r.fontsPreloaded.reduce((n, f) => n + f.raw, 0)),
    worstN((r) => Math.max(0, ...Object.values(r.fontFilesPerScript))),
    worstN((r) => r.images.length),
    worst((r) => r.imageBytes),
    worstN((r) => r.eagerImages),
    worstN((r) => r.firstScreenRequests),
  ]);
  console.log(table([header, ...body]));
  console.log(
    `Targets: HTML gzip ${describeLimit(b.htmlGzip, kB)} kB · CSS gzip ${describeLimit(b.cssGzip, kB)} kB · JS gzip ${describeLimit(b.jsGzipNoWidget, kB)} kB without a widget, ` +
      `${describeLimit(b.jsGzipWidget, kB)} kB with one · font files ${describeLimit(b.fontFilesPerScript.latin)} Latin, ${describeLimit(b.fontFilesPerScript.arabic)} Arabic (L/A).`,
  );
  console.log(
    'JS = the static import graph of module scripts and astro-island component/renderer URLs; inline JS = bytes of inline <script> (not JSON-LD), raw.',
  );
  console.log(
    'fonts used = font files whose unicode-range matches characters of the page text; 1st-screen req = HTML + CSS + preloaded fonts + eager images + JS files.',
  );

  // Where the bytes of the worst pages come from.
  const widgets = rows.filter((r) => r.hasWidget);
  const graphs = new Map<string, { pages: string[]; gzip: number; files: string }>();
  for (const r of widgets) {
    const key = r.islands.map((i) => i.component.replace('/_astro/', '')).join(' + ');
    const g = graphs.get(key) ?? {
      pages: [],
      gzip: r.jsGzip,
      files: r.js.map((f) => `${f.url.replace('/_astro/', '')} ${kB(f.gzip)}`).join(', '),
    };
    g.pages.push(r.path);
    graphs.set(key, g);
  }
  console.log('\nJS graphs (gzip kB per file):');
  for (const [key, g] of graphs) console.log(`  ${key} — ${kB(g.gzip)} kB on ${g.pages.length} pages: ${g.files}`);
  const propsPages = rows.filter((r) => r.islandPropsBytes > 0).sort((a, b) => b.html.gzip - a.html.gzip);
  if (propsPages.length) {
    console.log('\nIsland props serialized into the HTML (largest HTML first):');
    for (const r of propsPages.slice(0, 6)) {
      const big = r.islands.map((i) => `${i.component.replace('/_astro/', '')}: ${i.largestProp} ${kB(i.largestPropBytes)} kB`).join('; ');
      console.log(
        `  ${r.path}: props ${kB(r.islandPropsBytes)} kB raw in the HTML; HTML gzip ${kB(r.html.gzip)} → ${kB(r.htmlGzipWithoutProps)} kB without them (${big})`,
      );
    }
  }
  // Font files a page downloads without preloading them (text in the other script).
  const late = new Map<string, { pages: number; bytes: number; sample: string; locale: string }>();
  for (const r of rows) {
    for (const f of r.fontsUsed.filter((x) => !x.preloaded)) {
      const key = `${r.locale}:${f.url}`;
      const e = late.get(key) ?? { pages: 0, bytes: f.raw, sample: f.sample, locale: r.locale };
      e.pages++;
      late.set(key, e);
    }
  }
  if (late.size) {
    console.log('\nFont files downloaded but not preloaded (the page text has characters in their unicode-range):');
    for (const [key, e] of late)
      console.log(`  ${e.locale} pages (${e.pages}): ${key.slice(3).replace('/_astro/', '')} ${kB(e.bytes)} kB — e.g. ${e.sample}`);
  }
  const missing = [...new Set(rows.flatMap((r) => r.missing))];
  if (missing.length) console.log(`\n! referenced but missing from the build: ${missing.join(', ')}`);
  return rows;
}
