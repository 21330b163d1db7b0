/**
 * The byte budgets of bench/budgets.json over the built site (npm run build first; `npm test`
 * builds before Vitest), so that a page outgrowing one fails the suite: `npm run bench` measures
 * the same figures (bench/lib/bytes.ts) and prints them, but never fails.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadBudgets, meets, type Limit } from '../../../bench/lib/budgets.ts';
import { measurePage } from '../../../bench/lib/bytes.ts';
import { Dist } from '../../../bench/lib/dist.ts';
import { allPages } from '../../../bench/lib/pages.ts';

const dist = new Dist(join(import.meta.dirname, '../../../dist'));
const budgets = loadBudgets().bytes;

it('every page meets the byte budgets: HTML, CSS, JS, render-blocking scripts, font files per script', () => {
  const misses: string[] = [];
  const pages = allPages();
  const hold = (path: string, what: string, value: number, limit: Limit) => {
    if (meets(value, limit) !== true) misses.push(`${path} ${what}: ${value} (limit ${JSON.stringify(limit)})`);
  };
  for (const page of pages) {
    const bytes = measurePage(dist, page);
    expect(bytes.missing, `${page.path}: files the page references`).toEqual([]);
    hold(page.path, 'HTML gzip', bytes.html.gzip, budgets.htmlGzip);
    hold(page.path, 'CSS gzip', bytes.cssGzip, budgets.cssGzip);
    hold(page.path, 'JS gzip', bytes.jsGzip, bytes.hasWidget ? budgets.jsGzipWidget : budgets.jsGzipNoWidget);
    hold(page.path, 'render-blocking scripts', bytes.renderBlockingScripts.length, budgets.renderBlockingScripts);
    for (const [script, limit] of Object.entries(budgets.fontFilesPerScript))
      hold(page.path, `${script} font files`, bytes.fontFilesPerScript[script] ?? 0, limit);
  }
  expect(pages.length).toBeGreaterThanOrEqual(42);
  expect(misses).toEqual([]);
});
