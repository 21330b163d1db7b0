import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pageCases } from './pages.ts';
import { positionRoutes } from '../support/positions.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** Best-practice rules Lighthouse's accessibility score also weighs (a skipped heading level cost /ar/pharmacy a point). */
const bestPractices = ['heading-order', 'page-has-heading-one', 'landmark-one-main', 'landmark-unique', 'empty-heading'];

async function scan(page: Page, label: string) {
  const wcag = await new AxeBuilder({ page }).withTags(tags).analyze();
  const practices = await new AxeBuilder({ page }).withRules(bestPractices).analyze();
  const report = [...wcag.violations, ...practices.violations].map((v) => `${label}: ${v.id} (${v.impact}) ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, report.join('\n')).toEqual([]);
}

/** axe with WCAG 2.0/2.1/2.2 A and AA rules, every page, both locales, narrow and wide. */
for (const width of [360, 1280]) {
  for (const page of pageCases) {
    test(`axe ${page.path} at ${width} px`, async ({ page: tab }) => {
      await tab.setViewportSize({ width, height: 900 });
      await tab.goto(page.path);
      await tab.waitForLoadState('networkidle');
      await scan(tab, `${page.path}@${width}`);
    });
  }
}

/** The job positions' own pages (below /careers), both locales, narrow and wide. */
for (const path of Object.values(positionRoutes).flatMap((p) => [p, `/ar${p}`])) {
  test(`axe ${path} at 360 and 1280 px`, async ({ page: tab }) => {
    for (const width of [360, 1280]) {
      await tab.setViewportSize({ width, height: 900 });
      await tab.goto(path);
      await tab.waitForLoadState('networkidle');
      await scan(tab, `${path}@${width}`);
    }
  });
}

test('axe with menus and tabs opened', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ar/FinancialSystems');
  await page.getByRole('button', { name: 'المنتجات' }).click();
  await scan(page, 'products dropdown');
  await page.keyboard.press('Escape');
  await page.getByRole('tab').nth(5).click();
  await scan(page, 'side nav tab 6');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/pharmacy');
  await page.getByTestId('menu-button').click();
  await page.getByTestId('mobile-sectors').locator('summary').click();
  await scan(page, 'mobile menu with sectors open');
  await page.keyboard.press('Escape');
  await page.goto('/PartnersFinder?tier=sales');
  await page.waitForLoadState('networkidle');
  await scan(page, 'partners empty state');
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('inquiry-submit').click();
  await scan(page, 'contact form with errors');
});
