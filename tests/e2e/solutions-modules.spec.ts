/**
 * /solutions' family cards, both languages: each links its product page once ("Read more about …")
 * and every module on that page by its own name, to its section there; a module's link opens the
 * product page on that section.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { productKeys, routes } from '../../src/routes.ts';
import { hydrated } from './hydration.ts';

const families = productKeys.filter((key) => key !== 'solutions');

for (const prefix of ['', '/ar']) {
  const locale = prefix ? 'ar' : 'en';
  test(`${prefix}/solutions: each family card links its product page and every module on it, each to its section`, async ({ page }) => {
    await page.goto(`${prefix}/solutions`);
    const cards = page.getByTestId('solution-families').locator('> li');
    await expect(cards).toHaveCount(families.length);
    for (const [i, key] of families.entries()) {
      const { sections } = JSON.parse(readFileSync(`src/content/products/${key}/${locale}.json`, 'utf8')) as {
        sections: { id: string; title: string }[];
      };
      const target = `${prefix}${routes[key]}`;
      const card = cards.nth(i);
      await expect(card.locator(`a[href="${target}"]`)).toHaveCount(1);
      const modules = card.getByTestId('family-modules').getByRole('link');
      const expected = sections.filter((s) => !s.id.endsWith('-intro'));
      await expect(modules).toHaveCount(expected.length);
      const links = await modules.evaluateAll((els) => els.map((a) => [a.textContent!.replaceAll('\u2060', ''), a.getAttribute('href')]));
      expect(links).toEqual(expected.map((s) => [s.title.replaceAll('\u2060', ''), `${target}#${s.id}`]));
    }
  });
}

test("a module's link on /ar/solutions opens the product page on that module's section", async ({ page }) => {
  await page.goto('/ar/solutions');
  await page.getByTestId('solution-families').getByRole('link', { name: 'النظام الضريبي' }).click();
  await expect(page).toHaveURL(/\/ar\/FinancialSystems#tax-system$/);
  await hydrated(page, 'side-nav');
  await expect(page.locator('[role="tabpanel"][data-active]')).toHaveAttribute('id', 'tax-system');
});
