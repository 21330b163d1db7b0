// Serves the built site from dist/ through Playwright routing, so scripts can load pages with no
// server running: `await page.route(`${distOrigin}/**`, fulfillFromDist)`.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Page, Route } from '@playwright/test';

export const distOrigin = 'http://site.test';

const types: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
};

export async function fulfillFromDist(route: Route): Promise<void> {
  const url = new URL(route.request().url());
  let file = join('dist', decodeURIComponent(url.pathname));
  if (!extname(file)) file = url.pathname === '/' ? 'dist/index.html' : `${file}.html`;
  if (!existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
  return route.fulfill({
    status: 200,
    body: readFileSync(file),
    headers: { 'content-type': types[extname(file)] ?? 'application/octet-stream' },
  });
}

/** Opens a built page and loads its lazy images too, so a screenshot shows what a visitor scrolls through. */
export async function openWholePage(page: Page, path: string): Promise<void> {
  await page.goto(`${distOrigin}${path}`, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
    for (const img of lazy) img.loading = 'eager';
    await Promise.all(lazy.map((img) => img.decode().catch(() => undefined)));
  });
}
