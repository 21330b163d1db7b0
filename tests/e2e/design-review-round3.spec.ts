// Design review, third round (docs/design.md): findings a screenshot shows and a measure proves.
import { expect, test } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { screenNames, screenSize } from '../../src/visuals/names.ts';
import { loadScreenDocument, screenHead } from '../../scripts/lib/screen-documents.ts';
import { tableProblem } from '../../scripts/lib/screen-fit.ts';

test('no product screen clips a table at its window edge (beyond the listed, still clipped ones)', async ({ page }) => {
  test.setTimeout(120_000);
  const screenDocument = await loadScreenDocument();
  const head = screenHead();
  await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  await page.setViewportSize(screenSize);
  const failures: string[] = [];
  for (const name of screenNames) {
    for (const locale of locales) {
      await page.setContent(screenDocument(name, locale, head), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const problem = await tableProblem(page, `${name}.${locale}`);
      if (problem) failures.push(`${name}.${locale}: ${problem}`);
    }
  }
  expect(failures).toEqual([]);
});

test('a product section sets its bullets in one column, 0.75rem apart, in English and Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  for (const path of ['/FinancialSystems', '/ar/FinancialSystems']) {
    await page.goto(path);
    await page.getByRole('tab').nth(4).click(); // accounts receivable: a list of six bullets
    const list = page.locator('.tabs-panel[data-active] .product-panel [data-testid="section-list"]');
    await expect(list).toBeVisible();
    const starts = await list
      .locator('> li')
      .evaluateAll((items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().left))).size);
    expect(starts, `${path}: bullet columns`).toBe(1);
    // 0.75rem: 12 px, 12.75 px in Arabic (a larger root size for the Arabic face).
    const [gap, rem] = await list.evaluate((ul) =>
      [ul, document.documentElement].map((el) =>
        Number.parseFloat(getComputedStyle(el).rowGap === 'normal' ? getComputedStyle(el).fontSize : getComputedStyle(el).rowGap),
      ),
    );
    expect(gap, path).toBe(rem! * 0.75);
  }
});
