import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** Best-practice rules Lighthouse's accessibility score also weighs (a skipped heading level cost /ar/pharmacy a point). */
const bestPractices = ['heading-order', 'page-has-heading-one', 'landmark-one-main', 'landmark-unique', 'empty-heading'];

/**
 * An axe builder for this site's pages. They have no frames, so axe runs in the page itself
 * (legacy mode) instead of aggregating in a new blank page, and only violations are collected in
 * full: a third less time per page than the defaults.
 */
export function axeBuilder(page: Page, rules: Record<string, { enabled: boolean }> = {}) {
  return new AxeBuilder({ page }).options({ rules, resultTypes: ['violations'] }).setLegacyMode();
}

/** One axe run: WCAG 2.0–2.2 A and AA, plus the best-practice rules above; fails on any violation. */
export async function axe(page: Page, label: string) {
  const rules = Object.fromEntries(bestPractices.map((id) => [id, { enabled: true }]));
  const result = await axeBuilder(page, rules).withTags(tags).analyze();
  const ran = new Set([...result.passes, ...result.violations, ...result.incomplete, ...result.inapplicable].map((r) => r.id));
  expect(
    bestPractices.filter((id) => !ran.has(id)),
    'best-practice rules run',
  ).toEqual([]);
  const report = result.violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.help}\n  ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n  ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
}
