// Where headings break badly (support/heading-breaks.ts), every route in both
// languages at the widths given, each page loaded at the width measured: each visible h1–h3, the
// closing band's heading whose middle line holds one word
// alone, whose last line does though another break was possible, or that takes three lines or
// more where two would fit its column.
// Usage: npm run build && node scripts/heading-breaks.ts [--widths=768,1024,1280,1440] [--sweep] [--json] [/path …]
// --sweep measures every 32 px from 360 to 1440 px instead.
import { chromium } from '@playwright/test';
import { localizePath } from '../src/i18n/paths.ts';
import { routes, type RouteKey } from '../src/routes.ts';
import { chromiumOptions } from './lib/chromium.ts';
import { distOrigin, fulfillFromDist } from './lib/dist-route.ts';
import { badBreaks, headingSelector, readHeadingLines } from '../support/heading-breaks.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const widthArg = process.argv.find((a) => a.startsWith('--widths='))?.slice('--widths='.length);
const widths = process.argv.includes('--sweep')
  ? Array.from({ length: Math.floor((1440 - 360) / 32) + 1 }, (_, i) => 360 + i * 32)
  : (widthArg ?? '768,1024,1280,1440').split(',').map(Number);
const paths = args.length
  ? args
  : (Object.keys(routes) as RouteKey[]).flatMap((k) => [localizePath(routes[k], 'en'), localizePath(routes[k], 'ar')]);

interface Break {
  path: string;
  width: number;
  text: string;
  why: string;
}

const browser = await chromium.launch(chromiumOptions);
const jobs = paths.flatMap((path) => widths.map((width) => ({ path, width })));
const found: (Break & { order: number })[] = [];
// Four pages at a time, each loaded at the width measured: a page re-laid out after a resize can
// keep lines it measured at load (the home slides' titles do).
let next = 0;
async function worker() {
  for (let order = next++; order < jobs.length; order = next++) {
    const { path, width } = jobs[order]!;
    const lang = path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en';
    const page = await browser.newPage({ viewport: { width, height: 900 }, locale: lang === 'ar' ? 'ar' : 'en-US' });
    await page.route(`${distOrigin}/**`, fulfillFromDist);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${distOrigin}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    for (const h of await page.evaluate(readHeadingLines, headingSelector))
      for (const why of badBreaks(h)) found.push({ order, path, width, text: `${h.role}: ${h.text}`, why });
    await page.close();
  }
}
await Promise.all([worker(), worker(), worker(), worker()]);
found.sort((a, b) => a.order - b.order);
await browser.close();

if (process.argv.includes('--json')) console.log(JSON.stringify(found, null, 2));
else {
  for (const b of found) console.log(`${b.path} @${b.width} — ${b.text}\n    ${b.why}`);
  console.log(`${found.length} break(s) on ${paths.length} page(s) at ${widths.join(', ')} px`);
}
