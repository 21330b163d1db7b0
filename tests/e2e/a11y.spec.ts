import { test } from '@playwright/test';
import { axe as scan } from './axe.ts';

/** Every page at 360 and 1280 px is scanned in every-page.spec.ts; here the states a page load does not show. */
test('axe with menus and tabs opened', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ar/FinancialSystems');
  await page.getByRole('button', { name: 'المنتجات' }).click();
  await scan(page, 'products dropdown');
  await page.keyboard.press('Escape');
  await page.getByRole('tab').nth(5).click();
  await scan(page, 'side nav tab 6');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/pharmacy');
  await page.getByTestId('menu-button').click();
  await page.getByTestId('mobile-sectors').locator('summary').click();
  await scan(page, 'mobile menu with sectors open');
  await page.keyboard.press('Escape');
  await page.goto('/PartnersFinder?tier=sales');
  await page.waitForLoadState('networkidle');
  await scan(page, 'partners empty state');
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('inquiry-submit').click();
  await scan(page, 'contact form with errors');
});
