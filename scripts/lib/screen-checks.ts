// What `npm run visuals` (scripts/visuals.ts) reads in a screen document it has loaded, besides its
// fit (screen-fit.ts): its figures, its chart labels, its smallest text and, once a phone canvas
// is cropped, its foot. A problem fails the run, so no committed image shows it.
import type { Page } from '@playwright/test';

/**
 * A figure column of a product screen lines its figures up on their last digit in both languages
 * (docs/design.md, Screens): the units and the decimals stand one under the other, as in a ledger.
 * In English the column's end is the figures' right edge; in Arabic the figures (left to right)
 * stand at the column's start, its right edge, with their heading. Returns the columns whose
 * figures' right edges differ by more than a pixel; read as the document lays out, before a crop.
 */
export function unalignedFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const table of document.querySelectorAll('table.grid')) {
      const columns = new Map<number, number[]>();
      for (const row of table.querySelectorAll('tbody tr, tfoot tr'))
        for (const [i, cell] of [...row.children].entries()) {
          const figure = cell.classList.contains('num') ? cell.querySelector('[dir="ltr"]') : null;
          // A dash stands for no amount: it is not a figure to line up.
          if (!figure || !/\d/.test(figure.textContent ?? '')) continue;
          columns.set(i, [...(columns.get(i) ?? []), figure.getBoundingClientRect().right]);
        }
      for (const [i, rights] of columns)
        if (Math.max(...rights) - Math.min(...rights) > 1)
          out.push(`figures: column ${i + 1}: right edges ${rights.map(Math.round).join(', ')}`);
    }
    return out;
  });
}

/**
 * A chart's labels on a phone canvas keep one line each and never touch: where they would not fit
 * whole (an Arabic week), the chart labels every other bar (`phoneAlternateLabels`).
 */
export function chartLabelProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('.bar-label')].filter((el) => getComputedStyle(el).visibility === 'visible');
    const range = (el: HTMLElement) => {
      const r = document.createRange();
      r.selectNodeContents(el);
      return r;
    };
    const lines = (el: HTMLElement) => new Set([...range(el).getClientRects()].map((r) => Math.round(r.top))).size;
    const wrapped = shown.filter((el) => lines(el) > 1).map((el) => `chart label «${el.textContent}» wraps`);
    const boxes = shown.map((el) => range(el).getBoundingClientRect()).sort((a, b) => a.left - b.left);
    const touching = boxes.slice(1).filter((box, i) => box.left < boxes[i]!.right + 2).length;
    return [...wrapped, ...(touching ? [`${touching} chart labels touch their neighbour`] : [])];
  });
}

/**
 * The smallest font size of text shown in the window, in px: recorded in the manifest, where the
 * e2e tests multiply it by the scale each page shows the screen at (at least 9 CSS px, decision 0035).
 */
export function smallestText(page: Page): Promise<number> {
  return page.evaluate(() => {
    const sizes = [...document.querySelectorAll<HTMLElement>('.window *')]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    return Math.min(...sizes);
  });
}

/**
 * A phone canvas, once cropped (screen-fit.ts `cropToPhone`), ends on a whole block (decision 0065):
 * every block inside the canvas's content box, nothing faded out at its foot.
 */
export function cutAtFoot(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const main = document.querySelector<HTMLElement>('.main')!;
    const style = getComputedStyle(main);
    const foot = main.getBoundingClientRect().bottom - Number.parseFloat(style.paddingBlockEnd);
    const over = [...main.children].find((block) => block.getBoundingClientRect().bottom > foot + 1);
    if (over)
      return `a ${over.className || over.tagName} block runs ${Math.round(over.getBoundingClientRect().bottom - foot)} px past the canvas`;
    return style.maskImage === 'none' ? undefined : 'its foot is faded out';
  });
}
