/**
 * A page's title (its one h1) wraps to at most three lines on a 360 px phone, in both languages
 * (the design brief; decision 0031 holds Arabic headings to it, and English product and sector
 * titles ran to four lines at 36 px, pushing the hero screen half a screen down).
 */
import { expect, type Page } from '@playwright/test';

const maxLines = 3;

/** The h1's lines: its height over its line height, once the face its text needs at this size has loaded. */
export async function titleWithinThreeLines(page: Page) {
  // The renderer applies a new viewport size a moment after setViewportSize returns on a loaded
  // host: measured before it has, the title was still laid out at 1280 px's 46 px size.
  await page.waitForFunction(() => matchMedia('(width < 40rem)').matches);
  const title = await page.locator('h1').evaluate(async (h) => {
    const style = getComputedStyle(h);
    await document.fonts.load(style.font, h.textContent ?? '');
    await document.fonts.ready;
    const lineHeight = parseFloat(getComputedStyle(h).lineHeight);
    const { height } = h.getBoundingClientRect();
    return {
      text: h.textContent?.trim() ?? '',
      shown: h.checkVisibility() && height > 1,
      height,
      lineHeight,
      lines: Math.round(height / lineHeight),
    };
  });
  // The home page's h1 names the page for assistive technology only; its slides carry the headings.
  if (!title.shown) return;
  expect(title.lines, `"${title.text}" at 360 px: ${title.height} px at ${title.lineHeight} px a line`).toBeLessThanOrEqual(maxLines);
}
