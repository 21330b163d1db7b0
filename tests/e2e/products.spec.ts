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
    test(`${prefix}${product.path}: ${product.count} sections in the spec's order, first active, the direct line under the navigation`, async ({
      page,
    }) => {
      await page.goto(`${prefix}${product.path}`);
      await hydrated(page, 'side-nav');
      await expect(tabs(page)).toHaveCount(product.count);
      const ids = await page.locator('[role="tabpanel"]').evaluateAll((panels) => panels.map((p) => p.id));
      expect(ids).toEqual([...productSectionIds[product.key]]);
      await expect(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
      await expect(activePanel(page)).toHaveCount(1);
      await expect(activePanel(page)).toHaveAttribute('id', productSectionIds[product.key][0]);
      await expect(page.getByTestId('contact-aside').locator('section')).toHaveCount(1);
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

// The hero's index: from 80rem, under the lead beside the taller screen, the sections as links
// to their panels; a click shows the panel at the top of the window, also when it comes before
// the side navigation has hydrated (Tabs.tsx: the browser alone had nothing to scroll to, the
// panel being hidden). Below 80rem the lead is over the screen: no index.
for (const prefix of ['', '/ar'])
  test(`${prefix}/FinancialSystems: from 80rem the hero indexes the sections, links that open their panels in view`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/FinancialSystems`);
    const index = page.getByTestId('page-hero').getByRole('navigation');
    const links = index.getByRole('link');
    await expect(links).toHaveCount(12);
    const tabLinks = await tabs(page).evaluateAll((all) => all.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(await links.evaluateAll((all) => all.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual(tabLinks);
    // No empty band under the lead: the index ends within 6rem of the screen's foot, not below it.
    const foot = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().bottom);
    const gap = (await foot('[data-testid="page-hero"] .page-hero-visual')) - (await foot('[data-testid="page-hero"] nav'));
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(96);

    // At the top of the window, under the sticky header (scroll-padding 6rem), not lower down: a
    // link followed before the island hydrated (it hydrates on the hash), then one after.
    const top = () => activePanel(page).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    for (const [i, id] of [
      [7, 'petty-cash'],
      [2, 'fixed-assets'],
    ] as const) {
      await links.nth(i).click();
      await expect(activePanel(page)).toHaveAttribute('id', id);
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect.poll(top, `${id}: its top in the window`).toBeLessThanOrEqual(120);
      expect(await top()).toBeGreaterThanOrEqual(0);
    }
    await expect(page.locator('astro-island[ssr] [data-testid="side-nav"]')).toHaveCount(0);
    await page.setViewportSize({ width: 1279, height: 900 });
    await expect(index).toBeHidden();
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
