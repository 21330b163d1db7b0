/**
 * Arabic typography (docs/decisions/design-history.md#0031, the design brief), on every page's
 * loads: no heading wraps to more than three lines on a 360 px phone (English too, at the 28 px
 * phone title step; an Arabic page title two), no Arabic heading at 1024 px either (where the hero heading shares its row
 * with the visual), and at 1280 px no Arabic card grid has more than three columns.
 */
import { expect, type Page } from '@playwright/test';

const maxHeadingLines = 3;
const maxCardColumns = 3;

/**
 * Lines of every visible h1–h3: the distinct line boxes its shown text occupies (its text nodes'
 * client rects, grouped by their vertical middle). The page title may be held to fewer (Arabic at
 * 360 px: two, since Kufi's wide three-line titles left ragged short lines).
 */
export async function headingsWithinThreeLines(page: Page, where: string, titleMaxLines = maxHeadingLines) {
  await page.evaluate(() => document.fonts.ready);
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3')]
      .filter((h) => h.checkVisibility() && !h.closest('.sr-only') && h.getBoundingClientRect().width > 1)
      .map((h) => {
        const lineHeight = parseFloat(getComputedStyle(h).lineHeight) || parseFloat(getComputedStyle(h).fontSize) * 1.2;
        const middles: number[] = [];
        // Its text shown on screen: a screen reader's words (`sr-only`: a 1 px box) take no line.
        const rects: DOMRect[] = [];
        const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement!.getBoundingClientRect().width <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...range.getClientRects());
        }
        for (const r of rects) {
          if (r.width < 1 || r.height < 1) continue;
          const middle = r.top + r.height / 2;
          if (!middles.some((m) => Math.abs(m - middle) < lineHeight / 2)) middles.push(middle);
        }
        return { text: h.textContent?.trim() ?? '', lines: middles.length, title: h.matches('main h1') };
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
  expect(
    headings.filter((h) => h.title && h.lines > titleMaxLines),
    `${where}: the page title over ${titleMaxLines} lines`,
  ).toEqual([]);
}

/**
 * Card grids: grids in the main content whose items each carry their own heading (cards, not a
 * row of wordmarks or a form's fields), by the most cards side by side in one row (a grid on six
 * tracks lays its cards three or two a row).
 */
export async function cardGridsAtMostThreeColumns(page: Page, where: string, expected = true) {
  const grids = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => getComputedStyle(el).display === 'grid' && el.checkVisibility())
      .filter((el) => {
        const items = [...el.children].filter((c) => c.checkVisibility());
        return items.length >= 2 && items.every((c) => c.querySelector('h2, h3, h4'));
      })
      .map((el) => {
        const tops = [...el.children].filter((c) => c.checkVisibility()).map((c) => Math.round(c.getBoundingClientRect().top));
        return { grid: el.dataset['testid'] ?? el.className, columns: Math.max(...tops.map((t) => tops.filter((u) => u === t).length)) };
      }),
  );
  // A page expected to hold card grids: none found means the check saw nothing; a page without
  // any (the product pages) holds none.
  if (expected) expect(grids.length, `${where}: card grids found`).toBeGreaterThan(0);
  else expect(grids, `${where}: card grids`).toEqual([]);
  expect(
    grids.filter((g) => g.columns > maxCardColumns),
    `${where}: card grids over ${maxCardColumns} columns`,
  ).toEqual([]);
}

/** A one- or two-letter word («في», «من», «عن»), or one of the three-letter prepositions. */
const shortWord = /^(?:[\u0621-\u064A][\u064B-\u0652]*){1,2}$|^(?:على|إلى|حتى)$/u;

/**
 * No heading line of the page ends with a short Arabic word (the product pages' Arabic headings,
 * and closing band at 360, 768 and 1280 px): each word's line, from its Range, against the next word's.
 */
export async function noShortWordEndsALine(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready);
  const ends = await page.evaluate((source) => {
    const short = new RegExp(source, 'u');
    const out: string[] = [];
    // The closing band's heading is set as a heading too.
    for (const h of document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, .closing-band-heading')) {
      if (!h.checkVisibility()) continue;
      const words: { word: string; middle: number }[] = [];
      const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const m of (node.textContent ?? '').matchAll(/\S+/gu)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const rect = range.getClientRects()[0];
          if (rect) words.push({ word: m[0], middle: rect.top + rect.height / 2 });
        }
      for (const [i, w] of words.entries()) {
        const next = words[i + 1];
        if (next && Math.abs(next.middle - w.middle) > 4 && short.test(w.word)) out.push(`«${w.word}» ends a line of «${h.textContent}»`);
      }
    }
    return out;
  }, shortWord.source);
  expect(ends, `${where}: heading lines ending with a short word`).toEqual([]);
}
