import { expect, test } from '@playwright/test';
import { axe } from './axe.ts';
import en from '../../src/content/faq/en.json' with { type: 'json' };
import ar from '../../src/content/faq/ar.json' with { type: 'json' };
import { faqFor, faqRowsMax } from '../../src/content/schemas/faq.ts';
import { routes } from '../../src/routes.ts';

/** The product pages' FAQ (sections/Faq.tsx): native disclosure rows, no script, before the closing band. */
const faq = { en, ar } as const;
const products = ['financial', 'distribution', 'hr', 'featured'] as const;
const plain = (text: string) => text.replaceAll('\u2060', '');

for (const [locale, prefix] of [
  ['en', ''],
  ['ar', '/ar'],
] as const) {
  test(`${prefix || 'en'}: every product page shows the questions closed, after the fit section and before the closing band`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const product of products) {
      const path = routes[product];
      const shown = faqFor(faq[locale], product);
      await page.goto(`${prefix}${path}`);
      const rows = page.getByTestId('faq-item');
      await expect(rows).toHaveCount(shown.items.length);
      expect(shown.items.length, path).toBeLessThanOrEqual(faqRowsMax);
      expect(await rows.evaluateAll((els) => els.filter((el) => (el as HTMLDetailsElement).open).length), path).toBe(0);
      const questions = (await page.getByTestId('faq').locator('summary').allInnerTexts()).map((q) => plain(q).trim());
      expect(questions, path).toEqual(shown.items.map((item) => plain(item.question)));
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
    await page.goto(`${prefix}/HumanResources`);
    const row = page.getByTestId('faq-item').nth(1);
    const answer = row.locator('p');
    await expect(answer).toBeHidden();
    await row.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    // The build joins a compound's hyphen to its next word (U+2060): compared without it.
    expect(plain(await answer.innerText()).trim()).toBe(plain(faq[locale].products.hr.items[1]!.answer));
    await page.keyboard.press('Space');
    await expect(row).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
    await page.keyboard.press('Enter');
    await axe(page, `${prefix}/HumanResources with a question open`);
  });
}
