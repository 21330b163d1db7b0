/**
 * /solutions' family rows, both languages: each of a row's three points opens with the name of
 * the module it describes as a run-in head (the page's points mix grammatical forms, so the
 * name says what each one is about), the name and text taken from the product page itself.
 */
import { expect, test } from '@playwright/test';
import financialEn from '../../src/content/products/financial/en.json' with { type: 'json' };
import financialAr from '../../src/content/products/financial/ar.json' with { type: 'json' };

const cases = [
  { prefix: '', end: '.', first: financialEn.sections.find((s) => s.id !== 'financial-intro')! },
  { prefix: '/ar', end: ':', first: financialAr.sections.find((s) => s.id !== 'financial-intro')! },
];

for (const { prefix, end, first } of cases) {
  test(`${prefix || '/'}: /solutions' row points each open with their module's name`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/solutions`);
    const points = page.getByTestId('solution-families').getByTestId('feature-row-points').locator('li');
    await expect(points).toHaveCount(12);
    for (const point of await points.all()) await expect(point.locator('strong')).toHaveText(new RegExp(`^\\S.*\\${end}$`));
    await expect(points.first().locator('strong')).toHaveText(`${first.title}${end}`);
    await expect(points.first()).toHaveText(`${first.title}${end} ${first.subtitle}`);
  });
}
