// Page heights of the templates people read (home, sector and product pages, both languages) at
// a phone and a laptop width, against the targets of docs/performance.md, plus each page's HTML
// gzip size and, on phones, where the first call to action starts (in screens).
// Usage: nice -n 10 npm run build && node scripts/page-heights.ts [--json] [/path …]
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { productKeys, routes, sectorKeys } from '../src/routes.ts';
import { loadBudgets } from '../bench/lib/budgets.ts';
import { chromiumOptions } from './lib/chromium.ts';
import { distOrigin, fulfillFromDist } from './lib/dist-route.ts';

const budgets = loadBudgets();

const phone = { width: 360, height: 740 };
const laptop = { width: 1280, height: 800 };
/** Targets at 360 px (decision 0019); laptop sector pages between 2,500 and 3,800 px. */
const phoneTarget = (path: string) => (path === '/' || path === '/ar' || path === '/ar/' ? 6500 : sectorPaths.has(path) ? 5500 : undefined);
const sectorPaths = new Set(sectorKeys.flatMap((k) => [routes[k], `/ar${routes[k]}`]));

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const json = process.argv.includes('--json');
const keys = ['home', ...sectorKeys, ...productKeys] as const;
const paths = args.length ? args : keys.flatMap((k) => [routes[k], k === 'home' ? '/ar' : `/ar${routes[k]}`]);

const htmlFile = (path: string) => (path === '/' ? 'dist/index.html' : `dist${path}.html`);
const browser = await chromium.launch(chromiumOptions);
const rows: Array<{ path: string; phone: number; laptop: number; ctaScreens: number | null; gzip: number; gzipMax: number }> = [];
for (const path of paths) {
  const heights: number[] = [];
  let ctaScreens: number | null = null;
  for (const viewport of [phone, laptop]) {
    const page = await browser.newPage({ viewport });
    await page.route(`${distOrigin}/**`, fulfillFromDist);
    await page.goto(`${distOrigin}${path}`, { waitUntil: 'networkidle' });
    heights.push(await page.evaluate(() => document.documentElement.scrollHeight));
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
  rows.push({ path, phone: heights[0]!, laptop: heights[1]!, ctaScreens, gzip, gzipMax });
}
await browser.close();

if (json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log('| page | 360 px | target | 1280 px | first CTA at 360 (screens of 740 px) | HTML gzip (B) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const target = phoneTarget(r.path);
    const mark = target === undefined ? '' : r.phone <= target ? ' ✓' : ' ✗';
    console.log(
      `| ${r.path} | ${r.phone.toLocaleString('en')}${mark} | ${target?.toLocaleString('en') ?? '—'} | ${r.laptop.toLocaleString('en')} | ${r.ctaScreens ?? '—'} | ${r.gzip.toLocaleString('en')}${r.gzip > r.gzipMax ? ' ✗' : ''} |`,
    );
  }
}
