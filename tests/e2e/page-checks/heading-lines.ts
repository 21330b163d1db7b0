/**
 * A page's title (its one h1) wraps to at most three lines on a 360 px phone, in both languages
 * (the design brief; decision 0031 holds Arabic headings to it, and English product and sector
 * titles ran to four lines at 36 px, pushing the hero screen half a screen down).
 */
import { expect, type Page } from '@playwright/test';

const maxLines = 3;

/** Distinct line boxes of the h1's text: a Range's client rects grouped by their vertical middle. */
export async function titleWithinThreeLines(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const title = await page.locator('h1').evaluate((h) => {
    const range = document.createRange();
    range.selectNodeContents(h);
    const lineHeight = parseFloat(getComputedStyle(h).lineHeight);
    const middles: number[] = [];
    for (const r of range.getClientRects()) {
      if (r.width < 1 || r.height < 1) continue;
      const middle = r.top + r.height / 2;
      if (!middles.some((m) => Math.abs(m - middle) < lineHeight / 2)) middles.push(middle);
    }
    return { text: h.textContent?.trim() ?? '', lines: middles.length };
  });
  expect(title.lines, `"${title.text}" at 360 px`).toBeGreaterThan(0);
  expect(title.lines, `"${title.text}" at 360 px`).toBeLessThanOrEqual(maxLines);
}
