/**
 * The templates people read (decision 0019), on every-page's loads: card grids leave no orphan and
 * share a height per row, and the closing band spans the viewport right after <main>. Where the
 * product and sector pages ask: hero-ask.ts.
 */
import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { RouteKey } from '../../../src/routes.ts';

/** Card grids held to full rows of one height, by page and locale. */
export const cardGrids: Partial<Record<RouteKey, { locales: readonly Locale[]; selector: string }>> = {
  // Home's sector index (2026-11-30): two columns of ruled rows, a pair's rules level.
  home: { locales: ['en'], selector: '[data-testid="sectors"] > li' },
  // The hub's card grid is its families (its services one sheet of rows since 2026-11-30).
  solutions: { locales: ['en'], selector: '[data-testid="solution-families"] > li' },
  contact: { locales: ['ar'], selector: '[data-testid="branches"] > *' },
  partnersFinder: { locales: ['en'], selector: '[data-testid="partner-cards"] > li' },
  // Seven and five capability cards: full rows (3 + 3, 2 + 2), the last card alone across its row.
  carRental: { locales: ['en'], selector: '.feature-grid > *' },
  transportation: { locales: ['ar'], selector: '.feature-grid > *' },
};

/** The page's checked card grid at the width it is laid out at: no orphan, one height per row. */
export async function cardRowsEven(page: Page, key: RouteKey, where: string) {
  const grid = cardGrids[key]!;
  const boxes = (
    await page.locator(grid.selector).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))
  ).filter((b) => b.width > 0);
  const byTop = new Map<number, DOMRect[]>();
  for (const box of boxes) {
    const top = [...byTop.keys()].find((y) => Math.abs(y - box.top) < 2) ?? box.top;
    byTop.set(top, [...(byTop.get(top) ?? []), box]);
  }
  const rows = [...byTop.values()];
  expect(rows.length, `${where}: rows of ${grid.selector}`).toBeGreaterThan(0);
  const span = (row: DOMRect[]) => Math.max(...row.map((b) => b.right)) - Math.min(...row.map((b) => b.left));
  for (const row of rows) {
    const heights = row.map((b) => Math.round(b.height));
    expect(Math.max(...heights) - Math.min(...heights), `${where}: ${grid.selector}: cards in a row share a height`).toBeLessThanOrEqual(1);
    // No orphan: every row fills the grid's width (an odd last card spans the row).
    expect(Math.abs(span(row) - span(rows[0]!)), `${where}: ${grid.selector}: a row does not fill the grid`).toBeLessThanOrEqual(2);
  }
  // Capability cards: only the last row may hold one card (gridColumns), the others one count
  // (the featured first partner or branch card of the other grids spans its row on purpose).
  if (grid.selector.startsWith('.feature-grid')) {
    const counts = rows.map((r) => r.length);
    expect(new Set(counts.slice(0, -1)).size, `${where}: ${grid.selector}: cards a row ${counts.join(' + ')}`).toBeLessThanOrEqual(1);
    expect([counts[0], 1], `${where}: ${grid.selector}: the last row full or one card`).toContain(counts.at(-1));
  }
}

/** Pages whose closing band is measured as a full-width band right after <main>. */
export const fullBandPages: Partial<Record<RouteKey, Locale>> = { solutions: 'en', partnersInfo: 'ar' };

export async function closingBandFullWidth(page: Page, width: number, where: string) {
  const band = page.getByTestId('cta-band');
  expect(Math.round((await band.boundingBox())?.width ?? 0), `${where}: the closing band's width`).toBe(width);
  expect(await band.evaluate((el) => el.previousElementSibling?.id), `${where}: the closing band follows <main>`).toBe('main');
}
