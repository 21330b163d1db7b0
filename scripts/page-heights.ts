// Page heights of the templates people read (home, sector and product pages, both languages) at
// a phone and a laptop width, against the targets of docs/performance.md, plus each page's HTML
// gzip size and, on phones, where the first call to action starts (in screens). --tablet adds a
// 768 px column and the footer's height there; --all measures every route in both languages.
// The browser prefers English, as a reviewer's does, so Arabic pages show the language hint
// ("also available in English", about 48 px); --no-hint opens each page in a browser that
// prefers its own language instead.
// Usage: nice -n 10 npm run build && node scripts/page-heights.ts [--json] [--tablet] [--all] [--no-hint] [/path …]
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { productKeys, routes, sectorKeys, type RouteKey } from '../src/routes.ts';
import { loadBudgets } from '../support/budgets.ts';
import { chromiumOptions } from './lib/chromium.ts';
import { distOrigin, fulfillFromDist } from './lib/dist-route.ts';

const budgets = loadBudgets();

const phone = { width: 360, height: 740 };
const tablet = { width: 768, height: 1024 };
const laptop = { width: 1280, height: 800 };
/** Targets at 360 px (decision 0019); laptop sector pages between 2,500 and 3,800 px. */
const phoneTarget = (path: string) => (path === '/' || path === '/ar' || path === '/ar/' ? 6500 : sectorPaths.has(path) ? 5500 : undefined);
const sectorPaths = new Set(sectorKeys.flatMap((k) => [routes[k], `/ar${routes[k]}`]));

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const json = process.argv.includes('--json');
const withTablet = process.argv.includes('--tablet');
const noHint = process.argv.includes('--no-hint');
const locale = (path: string) => (noHint && (path === '/ar' || path.startsWith('/ar/')) ? 'ar' : 'en-US');
const keys: readonly RouteKey[] = process.argv.includes('--all')
  ? (Object.keys(routes) as RouteKey[])
  : ['home', ...sectorKeys, ...productKeys];
const paths = args.length ? args : keys.flatMap((k) => [routes[k], k === 'home' ? '/ar' : `/ar${routes[k]}`]);
const viewports = withTablet ? [phone, tablet, laptop] : [phone, laptop];

const htmlFile = (path: string) => (path === '/' ? 'dist/index.html' : `dist${path}.html`);
const browser = await chromium.launch(chromiumOptions);
interface Row {
  path: string;
  phone: number;
  tablet?: number;
  tabletFooter?: number;
  laptop: number;
  ctaScreens: number | null;
  gzip: number;
  gzipMax: number;
}
const rows: Row[] = [];
for (const path of paths) {
  const heights: number[] = [];
  let ctaScreens: number | null = null;
  let tabletFooter: number | undefined;
  for (const viewport of viewports) {
    const page = await browser.newPage({ viewport, locale: locale(path) });
    await page.route(`${distOrigin}/**`, fulfillFromDist);
    await page.goto(`${distOrigin}${path}`, { waitUntil: 'networkidle' });
    heights.push(await page.evaluate(() => document.documentElement.scrollHeight));
    if (viewport === tablet)
      tabletFooter = await page.evaluate(() => Math.round(document.querySelector('footer')?.getBoundingClientRect().height ?? 0));
    if (viewport === phone) {
      // The first visible link or button to the contact page or the inquiry form below the header.
      const top = await page.evaluate(() => {
        const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        const targets = [
          ...document.querySelectorAll<HTMLElement>('main a[href$="/contact"], main a[href="#inquiry"], main [data-cta], main form'),
        ];
        const tops = targets
          .filter((el) => el.offsetParent !== null)
          .map((el) => el.getBoundingClientRect().top + window.scrollY)
          .filter((y) => y > header);
        return tops.length ? Math.min(...tops) : null;
      });
      ctaScreens = top === null ? null : Math.round((top / viewport.height) * 100) / 100;
    }
    await page.close();
  }
  // What the server sends: the zopfli .gz from npm run build, else gzip -9 (astro build alone).
  const file = htmlFile(path);
  const gzip = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length;
  // The HTML budget of bench/budgets.json (one for every page since decision 0022).
  const gzipMax = budgets.bytes.htmlGzip.max ?? Infinity;
  const laptopHeight = heights.at(-1)!;
  const tabletHeight = withTablet ? { tablet: heights[1]!, tabletFooter: tabletFooter ?? 0 } : {};
  rows.push({ path, phone: heights[0]!, ...tabletHeight, laptop: laptopHeight, ctaScreens, gzip, gzipMax });
}
await browser.close();

if (json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const tabletHead = withTablet ? ' 768 px | footer at 768 |' : '';
  console.log(`| page | 360 px | target |${tabletHead} 1280 px | first CTA at 360 (screens of 740 px) | HTML gzip (B) |`);
  console.log(`|---|---:|---:|${withTablet ? '---:|---:|' : ''}---:|---:|---:|`);
  for (const r of rows) {
    const target = phoneTarget(r.path);
    const mark = target === undefined ? '' : r.phone <= target ? ' ✓' : ' ✗';
    console.log(
      `| ${r.path} | ${r.phone.toLocaleString('en')}${mark} | ${target?.toLocaleString('en') ?? '—'} |${withTablet ? ` ${r.tablet!.toLocaleString('en')} | ${r.tabletFooter} |` : ''} ${r.laptop.toLocaleString('en')} | ${r.ctaScreens ?? '—'} | ${r.gzip.toLocaleString('en')}${r.gzip > r.gzipMax ? ' ✗' : ''} |`,
    );
  }
}
