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
