/**
 * Headings that wrap well (decision 0062), on the pages' own loads:
 * - page titles below 40 rem wrap `pretty` in English (fill lines, no lone last word), not `balance`,
 *   which split short titles into three thin lines; the home slides' titles at the same phone size;
 *   in Arabic `balance` (2026-11-30: `pretty` left «السيارات» alone under «نظام ERP لشركات تأجير»);
 * - the product pages' contact card heading ("Talk to our sales team") on one line at 1280 px,
 *   and below 80 rem no card: it would end the page right above the closing band (decision 0066);
 * - the home sector index rows' names on one line at 360 px.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { RouteKey } from '../../../src/routes.ts';

/** The title checked for `pretty` wrapping at 360 px, on the pages that have one checked. */
export const prettyTitles: Partial<Record<RouteKey, string>> = {
  home: '[data-testid="slide"] h2',
  careers: 'main h1',
  financial: 'main h1',
};

/** Lines an element's text takes: distinct tops of its Range's client rects. */
export const lines = (el: Locator) =>
  el.evaluate((h) => {
    const range = document.createRange();
    range.selectNodeContents(h);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

export async function titleWrapsPretty(page: Page, selector: string, where: string) {
  const { wrap, arabic } = await page
    .locator(selector)
    .first()
    .evaluate((h) => ({ wrap: getComputedStyle(h).textWrapStyle, arabic: document.documentElement.lang === 'ar' }));
  expect(wrap, `${where}: ${selector} text-wrap-style`).toBe(arabic ? 'balance' : 'pretty');
}

/** At 360 px each of the home's six sector tiles' titles is one line. */
export async function sectorTileTitlesOneLine(page: Page, where: string) {
  const titles = page.getByTestId('sectors').locator('h3');
  expect(await titles.count(), `${where}: sector tiles`).toBe(6);
  for (const title of await titles.all())
    expect.soft(await lines(title), `${where}: the sector tile “${(await title.textContent()) ?? ''}” in lines`).toBe(1);
}
