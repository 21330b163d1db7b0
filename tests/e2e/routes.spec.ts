import { expect, test } from '@playwright/test';
import { localizePath } from '../../src/i18n/paths.ts';
import { positionRoutes } from '../support/positions.ts';

test('the job position pages are in sitemap.xml and in the HTML site map', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of Object.values(positionRoutes)) {
    for (const locale of ['en', 'ar'] as const) expect(sitemap).toContain(`${localizePath(path, locale)}</loc>`);
  }
  await page.goto('/ar/sitemap');
  for (const path of Object.values(positionRoutes)) await expect(page.locator(`main a[href="${localizePath(path, 'ar')}"]`)).toHaveCount(1);
});

test('footer: three head-office phones, four social links with their own names, from 2019', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  await expect(footer.locator('a[href^="tel:+966"]')).toHaveCount(3);
  const social = footer.locator('a[target="_blank"]');
  await expect(social).toHaveCount(4);
  const names = await social.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')));
  expect(new Set(names).size).toBe(4);
  for (const rel of await social.evaluateAll((links) => links.map((l) => l.getAttribute('rel')))) expect(rel).toBe('noopener noreferrer');
  // The spec's 2019, as the start of a range that ends with the build year (decision 0034).
  await expect(footer).toContainText(`© 2019–${new Date().getFullYear()} ASCON`);
});
