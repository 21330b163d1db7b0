// Serves the built site from dist/ through Playwright routing, so scripts can load pages with no
// server running: `await page.route(`${distOrigin}/**`, fulfillFromDist)`.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Route } from '@playwright/test';

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
