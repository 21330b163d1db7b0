import { expect, test } from '@playwright/test';
import { routes } from '../../src/routes.ts';
import { hydrated } from './hydration.ts';

/**
 * The sector pages' blocks and counts, layout and asks are checked on every-page.spec.ts's loads
 * (page-checks/sector-desktop.ts). Here what changes the URL: a Details link that opens its
 * product section, the pharmacy programme tabs and their deep link.
 */
for (const prefix of ['', '/ar']) {
  const industry = `${prefix}${routes.industry}`;
  // Every Details link points at an existing product section (tests/integration/built-pages.test.ts); here one opens it.
  test(`${industry}: a Details link opens its product section`, async ({ page }) => {
    await page.goto(industry);
    const href = await page.getByTestId('details-link').first().getAttribute('href');
    expect(href).toMatch(/#[a-z-]+$/);
    await page.getByTestId('details-link').first().click();
    await hydrated(page, 'side-nav');
    const id = href!.split('#')[1]!;
    await expect(page.locator(`[id="${id}"]`)).toBeVisible();
    await expect(page.locator(`#tab-${id}`)).toHaveAttribute('aria-selected', 'true');
  });

  test(`${prefix}/pharmacy: two programme tabs, the second by click and by arrow key`, async ({ page }) => {
    await page.goto(`${prefix}/pharmacy`);
    await hydrated(page, 'pharmacy-tabs');
    const tabs = page.getByTestId('pharmacy-tabs').getByRole('tab');
    await expect(tabs).toHaveCount(2);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#retail-pharmacy')).toBeVisible();
    await expect(page.locator('#pharma-warehouse')).toBeHidden();
    await tabs.nth(1).click();
    await expect(page.locator('#pharma-warehouse')).toBeVisible();
    await expect(page).toHaveURL(/#pharma-warehouse$/);
    await tabs.nth(1).focus();
    await page.keyboard.press(prefix ? 'ArrowLeft' : 'ArrowRight');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });
}

test('pharmacy tab deep link opens the second programme', async ({ page }) => {
  await page.goto('/pharmacy#pharma-warehouse');
  await hydrated(page, 'pharmacy-tabs');
  await expect(page.locator('#pharma-warehouse')).toBeVisible();
  await expect(page.locator('#retail-pharmacy')).toBeHidden();
});
