// A figure column of a product screen lines its figures up on their last digit in both languages
// (docs/design.md, Screens): the units and the decimals stand one under the other, as in a ledger.
// In English the column's end is the figures' right edge; in Arabic the figures (left to right)
// stand at the column's start, its right edge, with their heading, and the column is as wide as
// its widest figure, so the block still meets the table's edge. Measured in the rendered documents
// `npm run visuals` photographs, desktop and phone.
import { expect, test } from '@playwright/test';
import { checkEveryScreen } from './screen-documents.ts';

test("every screen table's figures share their right edge, English and Arabic", async ({ page }) => {
  test.setTimeout(180_000);
  const failures = await checkEveryScreen(page, () =>
    page.evaluate(() => {
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
    }),
  );
  expect(failures).toEqual([]);
});
