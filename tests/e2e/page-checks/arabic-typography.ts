/**
 * Arabic typography (docs/decisions/design-history.md#0031, the design brief), on every page's
 * loads: no heading wraps to more than three lines on a 360 px phone (English too, at the 28 px
 * phone title step), no Arabic heading at 1024 px either (where the hero heading shares its row
 * with the visual), and at 1280 px no Arabic card grid has more than three columns.
 */
import { expect, type Page } from '@playwright/test';

const maxHeadingLines = 3;
const maxCardColumns = 3;

/** Lines of every visible h1–h3: the distinct line boxes its text occupies (a Range's client rects, grouped by their vertical middle). */
export async function headingsWithinThreeLines(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready);
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3')]
      .filter((h) => h.checkVisibility() && !h.closest('.sr-only') && h.getBoundingClientRect().width > 1)
      .map((h) => {
        const range = document.createRange();
        range.selectNodeContents(h);
        const lineHeight = parseFloat(getComputedStyle(h).lineHeight) || parseFloat(getComputedStyle(h).fontSize) * 1.2;
        const middles: number[] = [];
        for (const r of range.getClientRects()) {
          if (r.width < 1 || r.height < 1) continue;
          const middle = r.top + r.height / 2;
          if (!middles.some((m) => Math.abs(m - middle) < lineHeight / 2)) middles.push(middle);
        }
        return { text: h.textContent?.trim() ?? '', lines: middles.length, fontSize: getComputedStyle(h).fontSize };
      }),
  );
  expect(headings.length, `${where}: the page has visible headings`).toBeGreaterThan(0);
  expect(
    headings.filter((h) => h.lines < 1),
    `${where}: every heading was measured`,
  ).toEqual([]);
  expect(
    headings.filter((h) => h.lines > maxHeadingLines),
    `${where}: headings over ${maxHeadingLines} lines`,
  ).toEqual([]);
}

/**
 * Card grids: grids in the main content whose items each carry their own heading (cards, not a
 * row of wordmarks or a form's fields), by the tracks of their computed template.
 */
export async function cardGridsAtMostThreeColumns(page: Page, where: string) {
  const grids = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => getComputedStyle(el).display === 'grid' && el.checkVisibility())
      .filter((el) => {
        const items = [...el.children].filter((c) => c.checkVisibility());
        return items.length >= 2 && items.every((c) => c.querySelector('h2, h3, h4'));
      })
      .map((el) => ({
        grid: el.dataset['testid'] ?? el.className,
        columns: getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length,
      })),
  );
  // Every Arabic page has at least one card grid at 1280 px: none found means the check saw nothing.
  expect(grids.length, `${where}: card grids found`).toBeGreaterThan(0);
  expect(
    grids.filter((g) => g.columns > maxCardColumns),
    `${where}: card grids over ${maxCardColumns} columns`,
  ).toEqual([]);
}
