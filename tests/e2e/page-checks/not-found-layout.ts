/**
 * The 404 page at 1280 px (decision 0045): its search lines up with the hero's text column, both
 * edges within a pixel of the lead paragraph's, the main pages beside it in the picture column; the
 * panel does not repeat the heading in a caption (decision 0061).
 */
import { expect, type Page } from '@playwright/test';

export async function notFoundPanelAligned(page: Page) {
  const lead = (await page.getByTestId('not-found').locator('.page-hero-lead > p').boundingBox())!;
  const search = (await page.getByTestId('not-found-search').boundingBox())!;
  expect(Math.abs(search.x - lead.x), 'the 404 search starts with the text column').toBeLessThanOrEqual(1);
  expect(Math.abs(search.x + search.width - (lead.x + lead.width)), 'the 404 search ends with the text column').toBeLessThanOrEqual(1);
  // The lead ends on three words or more (balanced): wrapped `pretty`, the Arabic left «هذه الروابط:»
  // alone on its second line (review 18, 2026-11-30).
  const lastLine = await page
    .getByTestId('not-found')
    .locator('.page-hero-lead > p')
    .evaluate((p) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const m of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          tops.push(Math.round(range.getBoundingClientRect().top));
        }
      const last = Math.max(...tops);
      return { words: tops.filter((top) => Math.abs(top - last) < 4).length, all: tops.length };
    });
  if (lastLine.words < lastLine.all) expect(lastLine.words, "words on the 404 lead's last line").toBeGreaterThanOrEqual(3);
  const panel = (await page.getByTestId('not-found-panel').boundingBox())!;
  const side = (a: { x: number; width: number }, b: { x: number; width: number }) => a.x + a.width <= b.x || b.x + b.width <= a.x;
  expect(side(panel, lead), 'the main pages beside the text').toBe(true);
}

export async function notFoundPanelQuiet(page: Page) {
  const panel = page.getByTestId('not-found-panel');
  await expect(panel.locator('.hero-panel-caption'), 'the 404 panel has no caption').toHaveCount(0);
  const h1 = ((await page.locator('h1').textContent()) ?? '').trim();
  // The visible texts of the panel, one entry per element that holds text of its own.
  const texts = await panel.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((el) => el.checkVisibility() && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
      .map((el) => (el.textContent ?? '').trim()),
  );
  expect(texts.length, 'texts in the 404 panel').toBeGreaterThan(5);
  expect(texts, 'the 404 panel repeats the heading').not.toContain(h1);
}
