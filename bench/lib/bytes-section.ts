/** `npm run bench`, section 1: bytes per page from the built output, printed and checked against the budgets. */
import type { Budgets } from '../../support/budgets.ts';
import { explainBytes } from './bytes-explain.ts';
import { measurePage, type PageBytes } from './bytes.ts';
import { describeLimit, withMark, type CheckFigure } from './checks.ts';
import type { Dist } from './dist.ts';
import { allPages } from './pages.ts';
import { heading, kB, table, type Cell } from './util.ts';

const preloadBytes = (r: PageBytes) => r.fontsPreloaded.reduce((n, f) => n + f.raw, 0);

/** The columns: header, the figure of a page (for the WORST row) and how it is shown. */
const columns: Array<{ header: string; pick: (r: PageBytes) => number; asKb: boolean }> = [
  { header: 'HTML gz', pick: (r) => r.html.gzip, asKb: true },
  { header: 'HTML br', pick: (r) => r.html.brotli, asKb: true },
  { header: 'CSS gz', pick: (r) => r.cssGzip, asKb: true },
  { header: 'JS gz', pick: (r) => r.jsGzip, asKb: true },
  { header: 'JS files', pick: (r) => r.js.length, asKb: false },
  { header: 'inline JS', pick: (r) => r.inlineScriptBytes, asKb: false },
  { header: 'font preload', pick: preloadBytes, asKb: true },
  { header: 'fonts used L/A', pick: (r) => Math.max(0, ...Object.values(r.fontFilesPerScript)), asKb: false },
  { header: 'img n', pick: (r) => r.images.length, asKb: false },
  { header: 'img kB', pick: (r) => r.imageBytes, asKb: true },
  { header: 'eager img', pick: (r) => r.eagerImages, asKb: false },
  { header: '1st-screen req', pick: (r) => r.firstScreenRequests, asKb: false },
];

/** Checks every budgeted byte figure of a page (the bench's table and tests/integration/site/byte-budgets.test.ts). */
export function checkPageBytes(r: PageBytes, b: Budgets['bytes'], check: CheckFigure) {
  const htmlOk = check('bytes', `${r.path} HTML gzip (kB)`, r.html.gzip, b.htmlGzip, kB);
  const cssOk = check('bytes', `${r.path} CSS gzip (kB)`, r.cssGzip, b.cssGzip, kB);
  const jsLimit = r.hasWidget ? b.jsGzipWidget : b.jsGzipNoWidget;
  const jsOk = check('bytes', `${r.path} JS gzip (kB, ${r.hasWidget ? 'with widget' : 'no widget'})`, r.jsGzip, jsLimit, kB);
  check('bytes', `${r.path} render-blocking scripts`, r.renderBlockingScripts.length, b.renderBlockingScripts);
  const fontOk = (['latin', 'arabic'] as const)
    .map((script) => check('bytes', `${r.path} ${script} font files`, r.fontFilesPerScript[script] ?? 0, b.fontFilesPerScript[script]))
    .every((ok) => ok !== false);
  return { htmlOk, cssOk, jsOk, fontOk };
}

/** One page's row, its budgeted figures checked on the way. */
function pageRow(r: PageBytes, b: Budgets['bytes'], check: CheckFigure): Cell[] {
  const { htmlOk, cssOk, jsOk, fontOk } = checkPageBytes(r, b, check);
  const preloaded = r.fontsPreloaded.map((f) => (f.url.includes('arabic') ? 'A' : 'L')).join('+') || '–';
  return [
    r.path,
    withMark(kB(r.html.gzip), htmlOk),
    kB(r.html.brotli),
    withMark(kB(r.cssGzip), cssOk),
    withMark(kB(r.jsGzip), jsOk),
    r.js.length,
    r.inlineScriptBytes,
    `${preloaded} ${kB(preloadBytes(r))}`,
    withMark(`${r.fontFilesPerScript['latin'] ?? 0}/${r.fontFilesPerScript['arabic'] ?? 0}`, fontOk),
    r.images.length,
    kB(r.imageBytes),
    r.eagerImages,
    r.firstScreenRequests,
  ];
}

/** The page with the largest figure in each column. */
function worstRow(rows: PageBytes[]): Cell[] {
  return [
    'WORST',
    ...columns.map(({ pick, asKb }) => {
      const top = rows.reduce((a, r) => (pick(r) > pick(a) ? r : a), rows[0]!);
      return `${top.path} ${asKb ? kB(pick(top)) : pick(top)}`;
    }),
  ];
}

export function bytesSection(dist: Dist, budgets: Budgets, check: CheckFigure): PageBytes[] {
  const rows = allPages().map((page) => measurePage(dist, page));
  const b = budgets.bytes;
  console.log(heading(`Bytes per page (from the build; kB = 1000 bytes, as sent: precompressed .gz/.br)`));
  const header: Cell[] = ['page', ...columns.map((c) => c.header)];
  console.log(table([header, ...rows.map((r) => pageRow(r, b, check)), worstRow(rows)]));
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
  explainBytes(rows);
  return rows;
}
