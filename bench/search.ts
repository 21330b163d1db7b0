/**
 * npm run bench:search — the site search's budgets (docs/performance.md, decision 0011), in Chromium against the real
 * server and the built dist/, with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate):
 *  - bytes fetched for the first query after opening: the dialog module, Pagefind's script,
 *    worker and WebAssembly, the index entry, meta, index chunks and result fragments, counted
 *    as the server sends them with Accept-Encoding gzip (the .gz sibling where there is one;
 *    Pagefind's index files are compressed already). Budget ≤ 150 KB;
 *  - results painted after the last keystroke of the first query (≤ 300 ms) and of later
 *    queries (≤ 50 ms): from the input event of the last character to the frame after the list
 *    showing the query's results changed.
 * And that a page load fetches nothing of the search. Prints a table; exit 0 (measures, does
 * not gate), like npm run bench.
 *
 * Usage: node bench/search.ts [--runs N] [--dist DIR]   (after npm run build)
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumOptions } from '../scripts/lib/chromium.ts';
import { startServer } from '../scripts/lib/server-process.ts';
import { median, projectRoot, table } from './lib/util.ts';

const budgets = { firstQueryBytes: 150_000, firstQueryMs: 300, laterQueryMs: 50 };

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, dist: { type: 'string' }, verbose: { type: 'boolean', default: false } },
});
const runs = Math.max(1, Number(values.runs));
const distDir = values.dist ?? join(projectRoot, 'dist');

interface Scenario {
  path: string;
  first: string;
  later: string[];
}
const scenarios: Scenario[] = [
  { path: '/', first: 'payroll', later: ['Khartoum', 'van sales', 'letters of guarantee', 'ZATCA invoicing', 'fixed assets'] },
  { path: '/ar', first: 'الفاتورة الإلكترونية', later: ['ضمان', 'الرواتب', 'الخرطوم', 'مبيعات', 'الأصول الثابتة'] },
];

/** Bytes the server sends for a URL path with Accept-Encoding gzip. */
async function gzipBytes(pathname: string): Promise<number> {
  const file = join(distDir, decodeURIComponent(pathname));
  try {
    return (await stat(`${file}.gz`)).size;
  } catch {
    return (await stat(file)).size;
  }
}

const isSearchAsset = (pathname: string) => pathname.startsWith('/pagefind/') || pathname.startsWith('/_search/');

const server = await startServer({ DIST_DIR: distDir });
const browser = await chromium.launch(chromiumOptions);

interface Run {
  scenario: string;
  loadFetches: number;
  firstBytes: number;
  firstFiles: number;
  firstMs: number;
  laterMs: number[];
}
const results: Run[] = [];

try {
  for (const scenario of scenarios) {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const fetched: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (isSearchAsset(pathname)) fetched.push(pathname);
      });
      await page.goto(server.url + scenario.path);
      await page.waitForLoadState('networkidle');
      const loadFetches = fetched.length;

      // Timestamps in the page: the input event of each character, and the frame after each change
      // of the results list.
      await page.evaluate(() => {
        const w = window as unknown as { lastKey: number; painted: Array<{ at: number; hrefs: string[] }> };
        w.painted = [];
        // `input`, not `keydown`: Arabic letters are typed as text input (no key events).
        document.addEventListener('input', () => (w.lastKey = performance.now()), true);
        new MutationObserver(() => {
          const list = document.getElementById('site-search-results');
          if (!list) return;
          const hrefs = [...list.querySelectorAll('[role="option"]')].map((o) => o.getAttribute('href') ?? '');
          requestAnimationFrame(() => setTimeout(() => w.painted.push({ at: performance.now(), hrefs })));
        }).observe(document.body, { childList: true, subtree: true });
      });

      const measure = async (query: string): Promise<number> => {
        await page.evaluate(() => ((window as unknown as { painted: unknown[] }).painted = []));
        await page.getByRole('combobox').pressSequentially(query, { delay: 60 });
        const lastKey = await page.evaluate(() => (window as unknown as { lastKey: number }).lastKey);
        // Settled: the list has results and no change for 400 ms.
        let previous = -1;
        for (let i = 0; i < 100; i++) {
          await page.waitForTimeout(200);
          const count = await page.evaluate(() => (window as unknown as { painted: unknown[] }).painted.length);
          if (count > 0 && count === previous) break;
          previous = count;
        }
        const painted = await page.evaluate(() => (window as unknown as { painted: Array<{ at: number; hrefs: string[] }> }).painted);
        const final = painted.filter((p) => p.hrefs.length > 0).at(-1);
        if (!final) throw new Error(`no results for ${query}`);
        return final.at - lastKey;
      };

      const opened = fetched.length;
      await page.keyboard.press('/');
      await page.getByRole('combobox').waitFor();
      const firstMs = await measure(scenario.first);
      const firstPaths = [...new Set(fetched.slice(opened))];
      let firstBytes = 0;
      for (const p of firstPaths) {
        const bytes = await gzipBytes(p);
        firstBytes += bytes;
        if (values.verbose && run === 0) console.log(`  ${scenario.path} first query: ${p} ${bytes} B`);
      }
      const laterMs: number[] = [];
      for (const query of scenario.later) {
        await page.getByRole('combobox').fill('');
        laterMs.push(await measure(query));
      }
      results.push({
        scenario: `${scenario.path} «${scenario.first}»`,
        loadFetches,
        firstBytes,
        firstFiles: firstPaths.length,
        firstMs,
        laterMs,
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const rows = scenarios.map((s) => {
  const mine = results.filter((r) => r.scenario.startsWith(`${s.path} `));
  const later = mine.flatMap((r) => r.laterMs);
  const first = median(mine.map((r) => r.firstMs)) ?? 0;
  const bytes = Math.max(...mine.map((r) => r.firstBytes));
  const laterMedian = median(later) ?? 0;
  const laterMax = Math.max(...later);
  return [
    mine[0]!.scenario,
    Math.max(...mine.map((r) => r.loadFetches)),
    `${(bytes / 1000).toFixed(1)} kB in ${mine[0]!.firstFiles} files ${bytes <= budgets.firstQueryBytes ? 'ok' : 'MISS'}`,
    `${Math.round(first)} ms ${first <= budgets.firstQueryMs ? 'ok' : 'MISS'}`,
    `${Math.round(laterMedian)} ms (max ${Math.round(laterMax)}) ${laterMax <= budgets.laterQueryMs ? 'ok' : laterMedian <= budgets.laterQueryMs ? 'ok (median)' : 'MISS'}`,
  ];
});
console.log(`Site search, Chromium with 4× CPU slowdown, ${runs} run(s) per language; bytes as sent with Accept-Encoding gzip.`);
console.log(
  table([
    [
      'page «first query»',
      'search files fetched by the page load',
      `first query: bytes (≤ ${budgets.firstQueryBytes / 1000} kB)`,
      `first query painted (≤ ${budgets.firstQueryMs} ms)`,
      `later queries painted, median (≤ ${budgets.laterQueryMs} ms)`,
    ],
    ...rows,
  ]),
);
