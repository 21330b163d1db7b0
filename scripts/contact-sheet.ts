// Contact sheets of the built site for design reviews: every page of one language at one width,
// full length, side by side in one JPEG (docs/design/contact-sheets/<locale>-<width>.jpg).
// Usage: npm run build && node scripts/contact-sheet.ts [360,768,1280]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { readPositions } from '../src/content/positions.ts';
import { extraRoutes, positionPath, routes } from '../src/routes.ts';
import { chromiumOptions } from './lib/chromium.ts';
import { distOrigin, fulfillFromDist, openWholePage } from './lib/dist-route.ts';

const out = 'docs/design/contact-sheets';
const widths = (process.argv[2] ?? '360,768,1280').split(',').map(Number);
/** Thumbnail width and columns per viewport width: sheets about 1,600 px wide. */
const layout = (width: number) => {
  const thumbWidth = width <= 480 ? 120 : width <= 1024 ? 160 : 220;
  return { thumbWidth, columns: Math.floor(1600 / (thumbWidth + 12)) };
};

const englishPaths = [
  ...Object.values(routes),
  extraRoutes.privacy,
  extraRoutes.sitemap,
  ...readPositions().map((p) => positionPath(p.id)),
  '/404',
];
const pathsOf = (locale: 'en' | 'ar') => (locale === 'en' ? englishPaths : englishPaths.map((p) => (p === '/' ? '/ar' : `/ar${p}`)));

async function shoot(browser: Browser, paths: string[], width: number): Promise<Array<{ path: string; jpeg: Buffer }>> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.route(`${distOrigin}/**`, fulfillFromDist);
  const shots = [];
  for (const path of paths) {
    await openWholePage(page, path);
    shots.push({ path, jpeg: await page.screenshot({ fullPage: true, type: 'jpeg', quality: 80 }) });
  }
  await page.close();
  return shots;
}

function sheetHtml(title: string, width: number, shots: Array<{ path: string; jpeg: Buffer }>): string {
  const { thumbWidth, columns } = layout(width);
  const cells = shots
    .map(
      ({ path, jpeg }) => `<figure><figcaption>${path}</figcaption><img src="data:image/jpeg;base64,${jpeg.toString('base64')}"></figure>`,
    )
    .join('');
  return `<!doctype html><meta charset="utf-8"><style>
body{margin:12px;font:11px system-ui,sans-serif;background:#e9edf2;color:#0b1f3a}
h1{font-size:18px;margin:0 0 12px}
main{display:grid;grid-template-columns:repeat(${columns},${thumbWidth}px);gap:12px;align-items:start}
figure{margin:0}figcaption{margin-bottom:4px;overflow-wrap:anywhere}
img{display:block;width:${thumbWidth}px;box-shadow:0 1px 3px #0003}
</style><h1>${title}</h1><main>${cells}</main>`;
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumOptions);
for (const locale of ['en', 'ar'] as const) {
  for (const width of widths) {
    const shots = await shoot(browser, pathsOf(locale), width);
    const sheet = await browser.newPage({ viewport: { width: 1624, height: 900 } });
    await sheet.setContent(
      sheetHtml(`ASCON ${locale === 'en' ? 'English' : 'Arabic'} · ${width} px · ${shots.length} pages`, width, shots),
    );
    const file = join(out, `${locale}-${width}.jpg`);
    writeFileSync(file, await sheet.screenshot({ fullPage: true, type: 'jpeg', quality: 60 }));
    await sheet.close();
    console.log(file);
  }
}
await browser.close();
