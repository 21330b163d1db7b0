/**
 * Headings that wrap well (decision 0062), both languages: at 360 px the home slides' titles take
 * the page title's phone size, the first in at most two lines. The checks on one page at a time
 * (titles wrapping `pretty`, the product contact card, the home sector tiles) run on every-page's
 * loads (page-checks/heading-wraps.ts).
 */
import { expect, test } from '@playwright/test';
import { lines } from './page-checks/heading-wraps.ts';

const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const;

for (const { locale, prefix } of locales) {
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
}
