import { expect, test } from '@playwright/test';
import { hydrated } from './hydration.ts';

for (const prefix of ['', '/ar']) {
  test(`${prefix}/PartnersFinder: All 5, Platinum 1, Gold 2, Silver 2, Sales 0 with an empty state`, async ({ page }) => {
    await page.goto(`${prefix}/PartnersFinder`);
    await hydrated(page, 'partners-finder');
    const cards = page.getByTestId('partner-card');
    await expect(page.getByTestId('tier-all')).toHaveAttribute('aria-selected', 'true');
    await expect(cards).toHaveCount(5);
    for (const [tier, count] of [
      ['platinum', 1],
      ['gold', 2],
      ['silver', 2],
    ] as const) {
      await page.getByTestId(`tier-${tier}`).click();
      await expect(cards).toHaveCount(count);
      await expect(page).toHaveURL(new RegExp(`\\?tier=${tier}$`));
    }
    await page.getByTestId('tier-sales').click();
    await expect(cards).toHaveCount(0);
    await expect(page.getByTestId('partners-empty')).toBeVisible();
    await expect(page.getByTestId('partners-empty').getByRole('link')).toHaveAttribute('href', `${prefix}/PartnersInfo`);
    await page.getByTestId('tier-all').click();
    const first = cards.first();
    await expect(first.locator('a[href^="tel:"]').first()).toBeVisible();
    for (const link of await page.locator('[data-testid="partner-card"] a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
}

test('?tier= deep link, keyboard and search by name, city or country', async ({ page }) => {
  await page.goto('/PartnersFinder?tier=gold');
  await hydrated(page, 'partners-finder');
  await expect(page.getByTestId('tier-gold')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('partner-card')).toHaveCount(2);
  await page.getByTestId('tier-gold').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tier-silver')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tier=silver$/);
  await page.getByTestId('tier-all').click();
  const search = page.getByTestId('partner-search');
  const firstCity = (await page.getByTestId('partner-card').first().locator('dd').first().innerText()).split(',')[0]!.trim();
  await search.fill(firstCity);
  await expect(page.getByTestId('partner-card')).toHaveCount(1);
  await search.fill('zzzz-nothing');
  await expect(page.getByTestId('partner-card')).toHaveCount(0);
  await expect(page.getByTestId('partners-no-results')).toBeVisible();
});

test('without JavaScript the All view is complete', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ar/PartnersFinder');
  await expect(page.getByTestId('partner-card')).toHaveCount(5);
  await context.close();
});

for (const prefix of ['', '/ar']) {
  test(`${prefix}/PartnersInfo: levels table with five column headers and two definition lists`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${prefix}/PartnersInfo`);
    const table = page.getByTestId('partner-table');
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(5);
    await expect(table.locator('tbody tr')).toHaveCount(3);
    expect(await table.evaluate((t) => t.getBoundingClientRect().width)).toBeGreaterThanOrEqual(500);
    await expect(table.locator('tbody td').first()).toHaveCSS('font-size', '14px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(page.getByTestId('platinum-definitions').locator('> div').first()).toHaveCSS('border-bottom-style', 'dashed');
    await expect(page.getByTestId('star-definitions').locator('> div').first()).toBeVisible();
  });
}

for (const prefix of ['', '/ar']) {
  test(`${prefix}/PartnersFinder at 360 px: the tiers are one row that scrolls, each reachable by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/PartnersFinder`);
    await hydrated(page, 'partners-finder');
    const list = page.getByRole('tablist');
    const tops = await list.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(new Set(tops).size, `rows of tier tabs (tops ${tops.join(', ')})`).toBe(1);
    // The row scrolls inside its own box: the page itself does not scroll sideways.
    expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The last tier, beyond the edge at first, comes into view when the keyboard reaches it.
    await page.getByTestId('tier-all').focus();
    await page.keyboard.press('End');
    const last = page.getByTestId('tier-sales');
    await expect(last).toBeFocused();
    // Whole but for sub-pixel rounding of the scroll position.
    await expect(last).toBeInViewport({ ratio: 0.95 });
  });
}

for (const prefix of ['', '/ar']) {
  // The hero's path to a level (decision 0061): three steps of one width, their numbers on one rail.
  test(`${prefix}/PartnersInfo at 360 px: the path's three steps have one width and their numbers one edge`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/PartnersInfo`);
    const steps = await page.locator('.partner-path-step').evaluateAll((items) =>
      items.map((s) => ({
        width: Math.round(s.getBoundingClientRect().width),
        number: Math.round(s.firstElementChild!.getBoundingClientRect().x),
      })),
    );
    expect(steps).toHaveLength(3);
    expect(new Set(steps.map((s) => s.width)).size, `step widths ${steps.map((s) => s.width).join(', ')}`).toBe(1);
    expect(new Set(steps.map((s) => s.number)).size).toBe(1);
  });
}
