import { expect, test } from '@playwright/test';
import { hydrated } from './hydration.ts';

for (const prefix of ['', '/ar']) {
  test.describe(`home ${prefix || '/'}`, () => {
    test('has the spec counts: 3 slides, 7 solution cards, 6 benefits, 3 advantages, 6 sectors', async ({ page }) => {
      await page.goto(prefix || '/');
      await expect(page.getByTestId('slide')).toHaveCount(3);
      // The suite and the six cards, presented as the product showcase (decision 0034).
      await expect(page.getByTestId('solution-cards').locator('[data-solution-item]')).toHaveCount(7);
      await expect(page.getByTestId('benefits').locator('> li')).toHaveCount(6);
      await expect(page.getByTestId('advantages').locator('> li')).toHaveCount(3);
      await expect(page.getByTestId('sectors').locator('> li')).toHaveCount(6);
      await expect(page.getByTestId('partner-logos').locator('tbody > tr').first()).toBeVisible();
      await expect(page.getByTestId('slider-contact').first()).toHaveAttribute('href', `${prefix}/contact`);
    });

    test('the showcase links the product families, and its suite link lands on the solutions hub', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(prefix || '/');
      const hrefs = await page
        .getByTestId('solution-cards')
        .locator('[data-testid="showcase-panel"] a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const path of ['/FinancialSystems', '/DistributionSystems', '/HumanResources', '/FeaturedSystems'])
        expect(hrefs).toContain(`${prefix}${path}`);
      await expect(page.locator('[data-solution-item="suite"] a')).toHaveAttribute('href', `${prefix}/solutions`);
    });

    test('the slider advances every 5000 ms, wraps, and the buttons move by one with wrap', async ({ page }) => {
      await page.clock.install();
      await page.goto(prefix || '/');
      await page.clock.runFor(1000);
      await hydrated(page, 'slider');
      const active = page.locator('[data-testid="slide"][data-active="true"]');
      const indexOf = async () =>
        await page.getByTestId('slide').evaluateAll((s) => s.findIndex((x) => x.getAttribute('data-active') === 'true'));
      expect(await indexOf()).toBe(0);
      await page.clock.runFor(5000);
      expect(await indexOf()).toBe(1);
      await page.clock.runFor(5000);
      expect(await indexOf()).toBe(2);
      await page.clock.runFor(5000);
      expect(await indexOf()).toBe(0);
      await expect(active).toBeVisible();
      await page.getByTestId('slider-prev').click();
      expect(await indexOf()).toBe(2);
      await page.getByTestId('slider-next').click();
      expect(await indexOf()).toBe(0);
    });

    test('the slider pauses on the pause button, on hover and on keyboard focus', async ({ page }) => {
      await page.clock.install();
      await page.goto(prefix || '/');
      await page.clock.runFor(1000);
      await hydrated(page, 'slider');
      const slider = page.getByTestId('slider');
      const activeIndex = () => page.getByTestId('slide').evaluateAll((s) => s.findIndex((x) => x.getAttribute('data-active') === 'true'));
      const away = async () => {
        await page.mouse.move(2, 2000);
        await page.getByTestId('site-footer').locator('a').first().focus();
      };
      await page.getByTestId('slider-toggle').focus();
      await expect(slider).toHaveAttribute('data-rotating', 'false');
      await away();
      await expect(slider).toHaveAttribute('data-rotating', 'true');
      await slider.hover();
      await expect(slider).toHaveAttribute('data-rotating', 'false');
      await away();
      await expect(slider).toHaveAttribute('data-rotating', 'true');
      // The pause button stops rotation until pressed again, wherever focus and pointer go.
      await page.getByTestId('slider-toggle').click();
      await away();
      await expect(slider).toHaveAttribute('data-rotating', 'false');
      const before = await activeIndex();
      await page.clock.runFor(12000);
      expect(await activeIndex()).toBe(before);
      await page.getByTestId('slider-toggle').click();
      await away();
      await expect(slider).toHaveAttribute('data-rotating', 'true');
    });
  });
}

test('under prefers-reduced-motion the slider does not advance on its own', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(1000);
  await hydrated(page, 'slider');
  await expect(page.getByTestId('slider')).toHaveAttribute('data-rotating', 'false');
  await page.clock.runFor(15000);
  await expect(page.locator('[data-testid="slide"]').first()).toHaveAttribute('data-active', 'true');
  await context.close();
});

test('benefits switch layout at the 1200 px threshold', async ({ page }) => {
  const columns = async () =>
    await page.getByTestId('benefits').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  await page.setViewportSize({ width: 1199, height: 900 });
  await page.goto('/');
  expect(await columns()).toBe(2);
  await page.setViewportSize({ width: 1200, height: 900 });
  expect(await columns()).toBe(3);
});
