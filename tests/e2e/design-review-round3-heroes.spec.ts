/**
 * A position page's hero, the contact hours, the partner cards and the search dialog's Esc, in
 * both languages (decision 0050 and docs/design.md).
 */
import { expect, test } from '@playwright/test';

for (const prefix of ['', '/ar']) {
  const locale = prefix ? 'ar' : 'en';

  test(`${locale}: a position's hero is a facts card from its content and draws no form fields`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${prefix}/careers/developers`);
    const facts = page.getByTestId('position-facts');
    await expect(facts).toBeVisible();
    // Drawn inputs and a drawn send button next to the real apply button read as a live form.
    await expect(facts.locator('i, [class*="h-8"]')).toHaveCount(0);
    await expect(facts.getByText(locale === 'ar' ? 'إرسال الطلب' : 'Send application')).toHaveCount(0);
    const rows = facts.locator('dl > div');
    await expect(rows).toHaveCount(4);
    // developers.json: Cairo (the Egypt branch), full time, open until 2027-02-28.
    await expect(facts).toContainText(locale === 'ar' ? 'القاهرة' : 'Cairo');
    await expect(facts).toContainText(locale === 'ar' ? 'دوام كامل' : 'Full time');
    await expect(facts).toContainText('2027');
    for (const row of await rows.all()) {
      const box = (await row.locator('dd').boundingBox())!;
      expect(box.height, await row.innerText()).toBeLessThan(40);
    }
  });

  test(`${locale}: About's first section opens with a heading; at 360 px each family keeps one line`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/aboutus`);
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

  test(`${locale}: at 1280 px a branch's days and time take at most two lines, the time zone a smaller line of its own`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${prefix}/contact`);
    const hours = page.getByTestId('branch-hours');
    for (const row of await hours.all()) {
      const zone = row.getByTestId('branch-zone');
      await expect(zone).toHaveCount(1);
      const layout = await row.evaluate((p) => {
        const zoneEl = p.querySelector('[data-testid="branch-zone"]')!;
        // The sentence's box is a flex item, so a block: its lines stack above the zone's own line.
        const body = zoneEl.parentElement!;
        const lineHeight = parseFloat(getComputedStyle(body).lineHeight);
        const lines = Math.round((zoneEl.getBoundingClientRect().top - body.getBoundingClientRect().top) / lineHeight);
        const sentence = p.querySelector('[data-testid="branch-time"]')!;
        return {
          lines,
          zoneBelow: zoneEl.getBoundingClientRect().top - sentence.getBoundingClientRect().top >= 0.9 * lineHeight,
          smaller: parseFloat(getComputedStyle(zoneEl).fontSize) < parseFloat(getComputedStyle(sentence).fontSize),
        };
      });
      expect(layout, await row.innerText()).toEqual({ lines: expect.any(Number), zoneBelow: true, smaller: true });
      expect(layout.lines, await row.innerText()).toBeLessThanOrEqual(2);
    }
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
