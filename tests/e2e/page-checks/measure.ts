/**
 * Small measures several checks share: lines of text, font sizes, and a measure in root rems.
 */
import type { Page } from '@playwright/test';

/** Number of text lines the first match's content wraps to. */
export function textLines(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
}

/** The computed font size of the first match, in px. */
export function fontSize(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
}

/** Each rendered match's inline-start x (its left edge, its right edge in Arabic) and width in root rems. */
export function startAndRems(page: Page, selector: string): Promise<{ start: number; rems: number }[]> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => el.getBoundingClientRect().width > 1)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const rtl = getComputedStyle(el).direction === 'rtl';
        return { start: rtl ? r.right : r.left, rems: r.width / parseFloat(getComputedStyle(document.documentElement).fontSize) };
      }),
  );
}
