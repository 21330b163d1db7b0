import { expect, test } from '@playwright/test';
import { axe as scan } from './axe.ts';

/** Every page at 360 and 1280 px is scanned in every-page.spec.ts; here the states a page load does not show, one test each. */
test.describe('axe with menus, tabs and form states opened', () => {
  test('/ar/FinancialSystems: the products dropdown, then the sixth side-navigation section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ar/FinancialSystems');
    await page.getByRole('button', { name: 'المنتجات' }).click();
    await scan(page, 'products dropdown');
    await page.keyboard.press('Escape');
    await page.getByRole('tab').nth(5).click();
    await scan(page, 'side nav tab 6');
  });

  test('/pharmacy at 360 px: the mobile menu with the sectors open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/pharmacy');
    await page.getByTestId('menu-button').click();
    await page.locator('[popovertarget=nav-sectors]').click();
    await expect(page.locator('#nav-sectors')).toBeVisible();
    await scan(page, 'mobile menu with sectors open');
  });

  test('/PartnersFinder?tier=sales: the empty state', async ({ page }) => {
    await page.goto('/PartnersFinder?tier=sales');
    await page.waitForLoadState('networkidle');
    await scan(page, 'partners empty state');
  });

  test('/contact: the form with every error shown', async ({ page }) => {
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    await page.getByTestId('inquiry-submit').click();
    await scan(page, 'contact form with errors');
  });
});
