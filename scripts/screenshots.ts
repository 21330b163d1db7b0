// Screenshots of built pages at several widths, served straight from dist/ through Playwright
// routing (no server needed). Usage: node scripts/screenshots.ts /aboutus /ar/aboutus -- 360,1280
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const sep = args.indexOf('--');
const paths = sep >= 0 ? args.slice(0, sep) : args;
const widths = (sep >= 0 ? args[sep + 1] : '360,1280')!.split(',').map(Number);
const out = 'test-results/screenshots';
mkdirSync(out, { recursive: true });
const types: Record<string, string> = { '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.route('http://site.test/**', async (route) => {
    const url = new URL(route.request().url());
    let file = join('dist', decodeURIComponent(url.pathname));
    if (!extname(file)) file = url.pathname === '/' ? 'dist/index.html' : `${file}.html`;
    if (!existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status: 200, body: readFileSync(file), headers: { 'content-type': types[extname(file)] ?? 'application/octet-stream' } });
  });
  for (const path of paths) {
    await page.goto(`http://site.test${path}`, { waitUntil: 'networkidle' });
    const name = `${path.replace(/\//g, '_') || '_'}-${width}.png`;
    await page.screenshot({ path: join(out, name), fullPage: process.env['FULL'] !== '0' });
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1 || el.getBoundingClientRect().left < -1)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    });
    console.log(join(out, name), overflow.length ? `OVERFLOW: ${overflow.join(' | ')}` : '');
  }
  await page.close();
}
await browser.close();
