// Two checks on every product screen's rendered document (the documents `npm run visuals`
// photographs, desktop and phone, both languages), run on one load of each document.
//
// Figures: a figure column of a product screen lines its figures up on their last digit in both
// languages (docs/design.md, Screens): the units and the decimals stand one under the other, as in
// a ledger. In English the column's end is the figures' right edge; in Arabic the figures (left to
// right) stand at the column's start, its right edge, with their heading, and the column is as wide
// as its widest figure, so the block still meets the table's edge.
//
// Text: no product screen cuts its text with "…" (docs/design.md §5): a title, field value or label
// the reader cannot finish reads as a broken screen, and in an Arabic screen a Latin reference is
// cut from its start. The same check the renderer fails on (scripts/lib/screen-fit.ts `cutText`),
// on the desktop window and on the phone canvas once cropped.
import { expect, test, type Page } from '@playwright/test';
import { cropToPhone, cutText } from '../../scripts/lib/screen-fit.ts';
import { checkEveryScreen } from './screen-documents.ts';

/** Figure columns whose figures' right edges differ by more than a pixel. */
function unalignedFigures(page: Page): Promise<string[]> {
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
        if (Math.max(...rights) - Math.min(...rights) > 1) out.push(`column ${i + 1}: right edges ${rights.map(Math.round).join(', ')}`);
    }
    return out;
  });
}

test("every screen shows its whole text and its table's figures share their right edge, desktop and phone, English and Arabic", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const failures = await checkEveryScreen(page, async (layout) => {
    // Figures are measured as the document lays out, before the phone crop moves it.
    const figures = (await unalignedFigures(page)).map((problem) => `figures: ${problem}`);
    if (layout === 'phone') await cropToPhone(page);
    const cut = await cutText(page);
    return [...figures, ...(cut ? [`text: ${cut}`] : [])];
  });
  expect(failures).toEqual([]);
});
