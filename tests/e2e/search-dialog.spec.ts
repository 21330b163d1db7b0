/**
 * The search dialog's look and its Escape (decision 0045: a backdrop that hides the page;
 * decision 0056: the first Escape closes it), in both languages. What the search finds:
 * search.spec.ts.
 */
import { expect, test } from '@playwright/test';

for (const prefix of ['', '/ar']) {
  test(`${prefix || 'en'}: the search dialog's backdrop hides the page behind it`, async ({ page }) => {
    await page.goto(prefix || '/');
    await page.getByTestId('search-open').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const alpha = await dialog.evaluate((el) => {
      const m = /rgba?\([^)]*?([\d.]+)\)$/.exec(getComputedStyle(el, '::backdrop').backgroundColor);
      return m ? Number(m[1]) : 1;
    });
    expect(alpha).toBeGreaterThanOrEqual(0.7);
  });
}

test('the search dialog says "Esc to close": the first Escape closes it, a typed query or not', async ({ page }) => {
  await page.goto('/aboutus');
  const opener = page.getByTestId('search-open');
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.getByRole('combobox').fill('payroll');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
