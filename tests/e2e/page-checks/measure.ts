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

/**
 * Characters on each full line of the rendered matches (each one's last line left out, as it is
 * short by nature): a text's measure in characters, in either script.
 */
export function charactersPerLine(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0)
      .flatMap((el) => {
        const lines = new Map<number, number>();
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            // A line's characters share its top, within a few px (marks and isolated runs).
            if (rect) lines.set(Math.round(rect.top / 4), (lines.get(Math.round(rect.top / 4)) ?? 0) + 1);
          }
        }
        return [...lines.values()].slice(0, -1);
      }),
  );
}
