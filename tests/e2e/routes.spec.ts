import { expect, test } from '@playwright/test';
import { localizePath } from '../../src/i18n/paths.ts';
import { routes } from '../../src/routes.ts';
import { positionRoutes } from '../support/positions.ts';
import { pageCases } from './pages.ts';

test.describe('every route in both languages', () => {
  for (const page of pageCases) {
    test(`${page.path} renders in the common layout`, async ({ page: tab }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab).toHaveTitle(page.title);
      const html = tab.locator('html');
      await expect(html).toHaveAttribute('lang', page.locale);
      await expect(html).toHaveAttribute('dir', page.locale === 'ar' ? 'rtl' : 'ltr');
      await expect(tab.locator('body > header')).toBeVisible();
      await expect(tab.getByTestId('site-footer')).toBeVisible();
      await expect(tab.locator('h1')).toHaveCount(1);
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${page.path === '/' ? '/' : page.path}$`));
      await expect(tab.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);

      // The language switch lands on the same page in the other language.
      const other = page.locale === 'en' ? 'ar' : 'en';
      await tab.getByTestId('language-switch').click();
      await expect(tab).toHaveURL(new RegExp(`${localizePath(routes[page.key], other).replace(/\//g, '\\/')}$`));
      await expect(html).toHaveAttribute('lang', other);
    });
  }
});

test('the job position pages are in sitemap.xml and in the HTML site map', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of Object.values(positionRoutes)) {
    for (const locale of ['en', 'ar'] as const) expect(sitemap).toContain(`${localizePath(path, locale)}</loc>`);
  }
  await page.goto('/ar/sitemap');
  for (const path of Object.values(positionRoutes)) await expect(page.locator(`main a[href="${localizePath(path, 'ar')}"]`)).toHaveCount(1);
});

test('footer: three head-office phones, four social links with their own names, 2019', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  await expect(footer.locator('a[href^="tel:+966"]')).toHaveCount(3);
  const social = footer.locator('a[target="_blank"]');
  await expect(social).toHaveCount(4);
  const names = await social.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')));
  expect(new Set(names).size).toBe(4);
  for (const rel of await social.evaluateAll((links) => links.map((l) => l.getAttribute('rel')))) expect(rel).toBe('noopener noreferrer');
  await expect(footer).toContainText('© 2019 ASCON');
});
