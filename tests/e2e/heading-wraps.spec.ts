/**
 * Headings that wrap well (decision 0062), both languages:
 * - page titles below 40 rem wrap `pretty` (fill lines, no lone last word), not `balance`, which
 *   split short titles into three thin lines; the home slides' titles at the same phone size;
 * - the product pages' contact card heading ("Talk to our sales team") on one line at 1280 and 360 px;
 * - the home sector tiles' titles on one line at 360 px.
 */
import { expect, test, type Locator } from '@playwright/test';

const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const;

const lines = (el: Locator) =>
  el.evaluate((h) => {
    const range = document.createRange();
    range.selectNodeContents(h);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

for (const { locale, prefix } of locales) {
  test(`${locale}: page titles wrap pretty below 40 rem`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, selector] of [
      [prefix || '/', '[data-testid="slide"] h2'],
      [`${prefix}/careers`, 'main h1'],
      [`${prefix}/FinancialSystems`, 'main h1'],
    ] as const) {
      await page.goto(path);
      expect(
        await page
          .locator(selector)
          .first()
          .evaluate((h) => getComputedStyle(h).textWrapStyle),
        path,
      ).toBe('pretty');
    }
  });

  test(`${locale}: at 360 px the home slides' titles take the page title's phone size, the first in at most two lines`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/aboutus`);
    const h1 = await page.locator('main h1').evaluate((h) => getComputedStyle(h).fontSize);
    await page.goto(prefix || '/');
    const title = page.locator('[data-testid="slide"] h2').first();
    expect(await title.evaluate((h) => getComputedStyle(h).fontSize)).toBe(h1);
    expect(await lines(title)).toBeLessThanOrEqual(2);
  });

  // Under the side navigation's list from 921 px (decision 0071); not with the accordion, where it
  // would end the page right above the closing band (decision 0066).
  test(`${locale}: the product direct line's heading is one line at 1024 and 1280 px; none at 920 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/FinancialSystems`);
    expect(await lines(page.locator('#contact-aside-heading')), '1280 px').toBe(1);
    await page.setViewportSize({ width: 1024, height: 900 });
    expect(await lines(page.locator('#contact-aside-heading')), '1024 px').toBe(1);
    await page.setViewportSize({ width: 920, height: 900 });
    await expect(page.getByTestId('contact-aside')).toBeHidden();
  });

  test(`${locale}: the home sector tiles' titles are one line each at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(prefix || '/');
    const titles = page.getByTestId('sectors').locator('h3');
    expect(await titles.count()).toBe(6);
    for (const title of await titles.all()) expect.soft(await lines(title), (await title.textContent()) ?? '').toBe(1);
  });
}
