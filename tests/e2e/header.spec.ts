import { expect, test } from '@playwright/test';

test.describe('header menus', () => {
  test('above 1028 px: full links and dropdowns that open, close on Escape and on outside click', async ({ page }) => {
    await page.setViewportSize({ width: 1029, height: 800 });
    await page.goto('/aboutus');
    await expect(page.getByTestId('desktop-nav')).toBeVisible();
    await expect(page.getByTestId('menu-button')).toBeHidden();
    const products = page.getByRole('button', { name: 'Products' });
    await products.click();
    await expect(page.getByTestId('nav-products')).toBeVisible();
    await expect(page.getByTestId('nav-products').getByRole('link')).toHaveCount(5);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('nav-products')).toBeHidden();
    await page.getByRole('button', { name: 'Sectors' }).click();
    await expect(page.getByTestId('nav-sectors').getByRole('link')).toHaveCount(10);
    await page.mouse.click(5, 600);
    await expect(page.getByTestId('nav-sectors')).toBeHidden();
    await expect(page.locator('[aria-current="page"]').first()).toHaveText('About Us');
  });

  test('dropdowns are keyboard operable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Partners' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('nav-partners')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('nav-partners').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/PartnersInfo$/);
  });

  test('at 1028 px: a collapsible menu with products, sectors and partners submenus', async ({ page }) => {
    await page.setViewportSize({ width: 1028, height: 800 });
    await page.goto('/ar/careers');
    await expect(page.getByTestId('desktop-nav')).toBeHidden();
    const button = page.getByTestId('menu-button');
    await expect(button).toBeVisible();
    await button.click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    for (const group of ['products', 'sectors', 'partners']) {
      const details = page.getByTestId(`mobile-${group}`);
      await expect(details).not.toHaveAttribute('open', '');
      await details.locator('summary').click();
      await expect(details).toHaveAttribute('open', '');
      await details.locator('summary').click();
      await expect(details).not.toHaveAttribute('open', '');
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await button.click();
    await page.getByTestId('mobile-products').locator('summary').click();
    await page.getByTestId('mobile-products').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/ar\/FinancialSystems$/);
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/solutions');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});
