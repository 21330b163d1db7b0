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
