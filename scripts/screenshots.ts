// Screenshots of built pages at several widths, served straight from dist/ through Playwright
// routing (no server needed). Usage: node scripts/screenshots.ts /aboutus /ar/aboutus -- 360,1280
// (FULL=0 for the first screen only). Lazy images are loaded first (openWholePage), so the PNG shows the page a
// visitor sees after scrolling through it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumOptions } from './lib/chromium.ts';
import { distOrigin, fulfillFromDist, openWholePage } from './lib/dist-route.ts';

const args = process.argv.slice(2);
const sep = args.indexOf('--');
const paths = sep >= 0 ? args.slice(0, sep) : args;
const widths = (sep >= 0 ? args[sep + 1] : '360,1280')!.split(',').map(Number);
const out = 'test-results/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(chromiumOptions);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.route(`${distOrigin}/**`, fulfillFromDist);
  for (const path of paths) {
    await openWholePage(page, path);
    const name = `${path.replace(/\//g, '_') || '_'}-${width}.png`;
    await page.screenshot({ path: join(out, name), fullPage: process.env['FULL'] !== '0' });
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // Content of a scroll container (the partner levels table at 360 px) scrolls inside it.
      const inScroller = (el: Element) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
          if (getComputedStyle(a).overflowX !== 'visible') return true;
        return false;
      };
      return (
        [...document.querySelectorAll('body *')]
          // Visually hidden content (.sr-only: clipped, 1 px) overflows its box by design.
          .filter((el) => !el.closest('.sr-only'))
          .filter((el) => {
            const { left, right } = el.getBoundingClientRect();
            return right > width + 1 || left < -1;
          })
          .filter((el) => !inScroller(el))
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
      );
    });
    console.log(join(out, name), overflow.length ? `OVERFLOW: ${overflow.join(' | ')}` : '');
  }
  await page.close();
}
await browser.close();
