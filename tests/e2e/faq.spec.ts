import { expect, test } from '@playwright/test';
import { axe } from './axe.ts';
import en from '../../src/content/faq/en.json' with { type: 'json' };
import ar from '../../src/content/faq/ar.json' with { type: 'json' };

/** The product pages' FAQ (sections/Faq.tsx): native disclosure rows, no script, before the closing band. */
const faq = { en, ar } as const;
const products = ['/FinancialSystems', '/DistributionSystems', '/HumanResources', '/FeaturedSystems'];
const plain = (text: string) => text.replaceAll('\u2060', '');

for (const [locale, prefix] of [
  ['en', ''],
  ['ar', '/ar'],
] as const) {
  test(`${prefix || 'en'}: every product page shows the questions closed, after the fit section and before the closing band`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of products) {
      await page.goto(`${prefix}${path}`);
      const rows = page.getByTestId('faq-item');
      await expect(rows).toHaveCount(faq[locale].items.length);
      expect(await rows.evaluateAll((els) => els.filter((el) => (el as HTMLDetailsElement).open).length), path).toBe(0);
      const questions = (await page.getByTestId('faq').locator('summary').allInnerTexts()).map((q) => plain(q).trim());
      expect(questions, path).toEqual(faq[locale].items.map((item) => plain(item.question)));
      const order = await page.evaluate(() => {
        const at = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect().top;
        return [at('product-fit'), at('faq'), at('cta-band')];
      });
      expect(order, path).toEqual([...order].sort((a, b) => a - b));
      // A closed row is one tap target: at least 44 px tall.
      const heights = await page
        .getByTestId('faq')
        .locator('summary')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
      expect(Math.min(...heights), path).toBeGreaterThanOrEqual(44);
    }
  });

  test(`${prefix || 'en'}: a question opens and closes from the keyboard, and axe finds nothing with one open`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/FinancialSystems`);
    const row = page.getByTestId('faq-item').nth(2);
    const answer = row.locator('p');
    await expect(answer).toBeHidden();
    await row.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await expect(answer).toHaveText(plain(faq[locale].items[2]!.answer));
    await page.keyboard.press('Space');
    await expect(row).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Enter');
    await axe(page, `${prefix}/FinancialSystems with a question open`);
  });
}
