/**
 * The byte budgets of bench/budgets.json over the built site (npm run build first; `npm test`
 * builds before Vitest), so that a page outgrowing one fails the suite: `npm run bench` makes the
 * same measurement and checks (bench/lib/bytes.ts, bytes-section.ts) and prints them, but never fails.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadBudgets } from '../../../support/budgets.ts';
import { measurePage } from '../../../bench/lib/bytes.ts';
import { checkPageBytes } from '../../../bench/lib/bytes-section.ts';
import { Checks } from '../../../bench/lib/checks.ts';
import { Dist } from '../../../bench/lib/dist.ts';
import { allPages } from '../../../bench/lib/pages.ts';

const dist = new Dist(join(import.meta.dirname, '../../../dist'));
const budgets = loadBudgets().bytes;

it('every page meets the byte budgets: HTML, CSS, JS, render-blocking scripts, font files per script', () => {
  const checks = new Checks();
  const pages = allPages();
  for (const page of pages) {
    const bytes = measurePage(dist, page);
    expect(bytes.missing, `${page.path}: files the page references`).toEqual([]);
    checkPageBytes(bytes, budgets, checks.check);
  }
  expect(pages.length).toBeGreaterThanOrEqual(42);
  expect(checks.list.length).toBeGreaterThanOrEqual(pages.length * 6);
  expect(checks.list.filter((c) => c.ok !== true).map((c) => `${c.what}: ${c.value} (target ${c.target})`)).toEqual([]);
});
