/**
 * No page scrolls sideways at the widths between a phone and a laptop: a row that does not fit
 * its column (the footer's social icons at 1024 px once did) makes the whole page pan, in Arabic
 * towards the start of the line. Content inside its own scroll container (the partner levels
 * table) is allowed: only the document's width is measured.
 */
import { expect, type Page } from '@playwright/test';
import { resizeTo } from './viewport.ts';

export async function noSideScroll(page: Page, widths: readonly number[]): Promise<void> {
  for (const width of widths) {
    await resizeTo(page, width, 900);
    const wider = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= limit) return [];
      return [...document.querySelectorAll('body *')]
        .filter((el) => {
          const { left, right, width: w } = el.getBoundingClientRect();
          return w > 0 && (right > limit + 1 || left < -1) && !el.closest('.sr-only');
        })
        .slice(0, 4)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').slice(0, 50)}`);
    });
    expect(wider, `${page.url()} at ${width} px scrolls sideways: ${wider.join(' | ')}`).toEqual([]);
  }
}
