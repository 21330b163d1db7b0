import { expect, test, type Page } from '@playwright/test';
import { productSectionIds } from '../../src/content/schemas/product.ts';
import { hydrated, settleReactTasks } from './hydration.ts';

const pages = [
  { path: '/FinancialSystems', key: 'financial', count: 12 },
  { path: '/DistributionSystems', key: 'distribution', count: 8 },
  { path: '/HumanResources', key: 'hr', count: 6 },
  { path: '/FeaturedSystems', key: 'featured', count: 10 },
] as const;

const activePanel = (page: Page) => page.locator('[role="tabpanel"][data-active]');
const tabs = (page: Page) => page.getByTestId('side-nav').getByRole('tab');

for (const prefix of ['', '/ar']) {
  for (const product of pages) {
    test(`${prefix}${product.path}: ${product.count} sections in the spec's order, first active`, async ({ page }) => {
      await page.goto(`${prefix}${product.path}`);
      await hydrated(page, 'side-nav');
      await expect(tabs(page)).toHaveCount(product.count);
      const ids = await page.locator('[role="tabpanel"]').evaluateAll((panels) => panels.map((p) => p.id));
      expect(ids).toEqual([...productSectionIds[product.key]]);
      await expect(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
      await expect(activePanel(page)).toHaveCount(1);
      await expect(activePanel(page)).toHaveAttribute('id', productSectionIds[product.key][0]);
    });
  }
}

test('side navigation: click, keyboard (arrows, Home/End), hash and the back button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/FinancialSystems');
  await hydrated(page, 'side-nav');
  await tabs(page).nth(3).click();
  await expect(activePanel(page)).toHaveAttribute('id', 'accounts-payable');
  await expect(page).toHaveURL(/#accounts-payable$/);
  await page.keyboard.press('ArrowDown');
  await expect(activePanel(page)).toHaveAttribute('id', 'accounts-receivable');
  await expect(tabs(page).nth(4)).toBeFocused();
  await page.keyboard.press('End');
  await expect(activePanel(page)).toHaveAttribute('id', 'tax-system');
  await page.keyboard.press('ArrowDown');
  await expect(activePanel(page)).toHaveAttribute('id', 'financial-intro');
  await page.keyboard.press('ArrowUp');
  await expect(activePanel(page)).toHaveAttribute('id', 'tax-system');
  await page.keyboard.press('Home');
  await expect(activePanel(page)).toHaveAttribute('id', 'financial-intro');
  // History: #accounts-payable, #accounts-receivable, #tax-system, #financial-intro, #tax-system, #financial-intro.
  await page.goBack();
  await expect(activePanel(page)).toHaveAttribute('id', 'tax-system');
  await page.goBack();
  await expect(activePanel(page)).toHaveAttribute('id', 'financial-intro');
  await page.goBack();
  await page.goBack();
  await expect(activePanel(page)).toHaveAttribute('id', 'accounts-receivable');
});

test('side navigation: the new panel fades in after 10 ms (hidden while entering at 9 ms, shown at 10 ms)', async ({ page }) => {
  await page.clock.install();
  await page.goto('/FinancialSystems');
  await hydrated(page, 'side-nav');
  // Time stands still from here but for the steps below (settleReactTasks lets React's own tasks run).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const settle = () => settleReactTasks(page);
  const panels = page.locator('[data-testid="side-nav"] .tabs-panels');
  await tabs(page).nth(3).click();
  await expect(activePanel(page)).toHaveAttribute('id', 'accounts-payable');
  // The entering state is set in the same effect that starts the delay.
  await expect(panels).toHaveClass(/\bis-entering\b/);
  await expect(activePanel(page)).toHaveCSS('opacity', '0');
  await page.clock.runFor(9);
  await settle();
  await expect(panels).toHaveClass(/\bis-entering\b/);
  await page.clock.runFor(1);
  await expect(panels).not.toHaveClass(/\bis-entering\b/);
});

// A link to a section from another page (the solutions hub, the site map): the panel at the top
// of the window, also before the side navigation has hydrated (Tabs.tsx: the browser alone had
// nothing to scroll to, the panel being hidden), and again for a hash followed after hydration.
for (const prefix of ['', '/ar'])
  test(`${prefix}/FinancialSystems: a section's link shows its panel at the top of the window`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const top = () => activePanel(page).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await page.goto(`${prefix}/FinancialSystems#petty-cash`);
    await expect(activePanel(page)).toHaveAttribute('id', 'petty-cash');
    // Under the sticky header (scroll-padding 6rem), not lower down.
    await expect.poll(top, 'petty-cash: its top in the window').toBeLessThanOrEqual(120);
    expect(await top()).toBeGreaterThanOrEqual(0);
    await page.evaluate(() => (location.hash = '#fixed-assets'));
    await expect(activePanel(page)).toHaveAttribute('id', 'fixed-assets');
    await expect.poll(top, 'fixed-assets: its top in the window').toBeLessThanOrEqual(120);
    expect(await top()).toBeGreaterThanOrEqual(0);
    // No second index of the sections in the hero: the side navigation is the one.
    await expect(page.getByTestId('page-hero').getByRole('navigation')).toHaveCount(0);
  });

test('a page opened with a hash shows that section; arrows follow reading direction in RTL', async ({ page }) => {
  await page.goto('/ar/FinancialSystems#letters-of-guarantee');
  await hydrated(page, 'side-nav');
  await expect(activePanel(page)).toHaveAttribute('id', 'letters-of-guarantee');
  await page.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(activePanel(page)).toHaveAttribute('id', 'letters-of-credit');
  await page.keyboard.press('ArrowRight');
  await expect(activePanel(page)).toHaveAttribute('id', 'letters-of-guarantee');
});

test('above 920 px the content is beside the list, at 920 px under the selected item; resize keeps the section', async ({ page }) => {
  await page.setViewportSize({ width: 921, height: 900 });
  await page.goto('/HumanResources#self-service');
  await hydrated(page, 'side-nav');
  const layout = async () => {
    const tab = await page.getByRole('tab', { selected: true }).boundingBox();
    const next = await tabs(page).nth(4).boundingBox();
    const panel = await activePanel(page).boundingBox();
    if (!tab || !panel || !next) throw new Error('missing boxes');
    if (panel.x >= tab.x + tab.width - 1) return 'beside';
    if (panel.y >= tab.y + tab.height - 1 && panel.y + panel.height <= next.y + 1) return 'under';
    return 'other';
  };
  await expect(activePanel(page)).toHaveAttribute('id', 'self-service');
  expect(await layout()).toBe('beside');
  await page.setViewportSize({ width: 920, height: 900 });
  await expect(activePanel(page)).toHaveAttribute('id', 'self-service');
  expect(await layout()).toBe('under');
  await page.setViewportSize({ width: 1100, height: 900 });
  expect(await layout()).toBe('beside');
});

test('without JavaScript every section is readable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/DistributionSystems');
  const panels = page.locator('[role="tabpanel"]');
  await expect(panels).toHaveCount(8);
  for (const panel of await panels.all()) await expect(panel).toBeVisible();
  await context.close();
});

// On phones the closed rows had read as a settings menu, twelve bare labels (2026-11-29): each
// now shows its section's one-line outcome under its title, 14 px grey (14.9 in Arabic), the
// chevron level with the title; the open row does not (its lead is just under it). From 48 rem
// the rows stay one label high (the outcome shows beside the panel only, above 920 px).
for (const prefix of ['', '/ar']) {
  test(`${prefix}/FinancialSystems at 360 px: each closed row its title over its outcome, the open row its title alone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/FinancialSystems`);
    await hydrated(page, 'side-nav');
    const rows = await tabs(page).evaluateAll((all) =>
      all.map((tab) => {
        const title = tab.querySelector('.tabs-tab-title')!.getBoundingClientRect();
        const outcome = tab.querySelector('.tabs-tab-outcome')!;
        const box = outcome.getBoundingClientRect();
        const chevron = getComputedStyle(tab, '::after');
        return {
          open: tab.getAttribute('aria-selected') === 'true',
          shown: box.height > 0,
          under: box.top >= title.bottom - 1,
          size: parseFloat(getComputedStyle(outcome).fontSize),
          // The chevron's box is not measurable: its grid row is the title's.
          chevronRow: chevron.gridRowStart,
          text: outcome.textContent,
        };
      }),
    );
    expect(rows[0]).toMatchObject({ open: true, shown: false });
    for (const row of rows.slice(1)) {
      expect.soft(row.shown, `${row.text}: shown under its closed row`).toBe(true);
      expect.soft(row.under, `${row.text}: under the row's title`).toBe(true);
      expect.soft(row.size, `${row.text}: 14 px`).toBeCloseTo(prefix ? 14.875 : 14, 1);
      expect.soft(row.chevronRow, `${row.text}: the chevron on the title's line`).toBe('1');
    }
    await page.setViewportSize({ width: 768, height: 900 });
    const shownAt768 = await page
      .locator('.tabs-side .tabs-tab-outcome')
      .evaluateAll((all) => all.filter((o) => o.getBoundingClientRect().height > 0).length);
    expect(shownAt768, 'outcomes shown in the accordion at 768 px').toBe(0);
  });
}
