/**
 * /aboutus in both languages, on one load at 360 px resized to 1280 px (decisions 0036 and 0045):
 * its first section opens with a heading, each product family keeps one line on a phone, the
 * demo is offered in the hero and the closing band with no strip between, and the facts state no
 * customer count (no source gives one: docs/content/claims.md).
 */
import { expect, test } from '@playwright/test';
import { resizeTo } from './page-checks/viewport.ts';

for (const prefix of ['', '/ar']) {
  const locale = prefix ? 'ar' : 'en';
  test(`${locale}: /aboutus at 360 px (first heading, one line per family) and 1280 px (the demo asked twice, sourced facts)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/aboutus`);

    await test.step("About's first section opens with a heading; at 360 px each family keeps one line", async () => {
      const first = page.locator('main section').nth(1);
      await expect(first.locator('h2').first()).toHaveText(locale === 'ar' ? 'أسكون في سطور' : 'Who we are');
      const labels = page.getByTestId('about-platform').locator('li > span:last-child');
      await expect(labels).toHaveCount(4);
      for (const label of await labels.all()) {
        const lines = await label.evaluate((el) => el.getClientRects().length);
        const box = (await label.boundingBox())!;
        expect(lines, await label.innerText()).toBe(1);
        expect(box.height, await label.innerText()).toBeLessThan(28);
      }
    });

    await test.step('at 360 px the activities are rows that open, the page well under its former 5,900 px (6,250)', async () => {
      await expect(page.getByTestId('activities').locator('details')).toHaveCount(6);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(locale === 'ar' ? 5300 : 5000);
    });

    await resizeTo(page, 1280, 720);
    await test.step('the demo is offered in the hero and the closing band, not in a strip between', async () => {
      await expect(page.locator('main a[href$="#inquiry"]')).toHaveCount(1);
      await expect(page.getByTestId('page-hero').locator('a[href$="#inquiry"]')).toHaveCount(1);
      await expect(page.locator('[data-cta-block="inline"]')).toHaveCount(0);
      await expect(page.locator('[data-cta-block="closing"] a[href$="#inquiry"]')).toHaveCount(1);
    });

    await test.step('the facts state no unsourced customer count', async () => {
      const facts = page.getByTestId('facts');
      await expect(facts.locator('dd')).toHaveText(['2019', '5', '4', '2']);
      await expect(facts).not.toContainText('+');
    });
  });
}
