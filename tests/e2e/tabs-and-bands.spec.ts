/**
 * Tab rows, the careers text measure and the mobile menu's language link (docs/design.md,
 * section types): at 360 px no tab or filter label is cut by its row's edge or wraps; at 1280 px the
 * careers text keeps the 36rem measure; the open mobile menu offers the same page in the other
 * language. Both languages. The home showcase and proof band: page-checks/home-layout.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration.ts';

const locales = [
  { locale: 'en', prefix: '', other: '/ar' },
  { locale: 'ar', prefix: '/ar', other: '' },
] as const;

/** Every tab's inline edges against its row's visible box (1 px for rounding). */
async function cutTabs(page: Page, list: string, tab: string) {
  return page.locator(list).evaluate((row, tabSelector) => {
    const box = row.getBoundingClientRect();
    return [...row.querySelectorAll(tabSelector)]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < box.left - 1 || r.right > box.right + 1;
      })
      .map((el) => el.textContent);
  }, tab);
}

/** Tabs whose label takes more than one line (distinct line tops of its text). */
async function wrappedTabs(page: Page, tab: string) {
  return page.locator(tab).evaluateAll((tabs) =>
    tabs
      .filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      })
      .map((el) => el.textContent),
  );
}

for (const { locale, prefix, other } of locales) {
  for (const { path, testId } of [
    { path: '', testId: 'showcase-tabs' },
    { path: '/pharmacy', testId: 'pharmacy-tabs' },
    { path: '/careers', testId: 'careers-tabs' },
  ]) {
    test(`${locale} ${path || '/'}: at 360 px the tab bar shows every label whole on one line`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${prefix}${path}` || '/');
      await hydrated(page, testId);
      expect(await cutTabs(page, `[data-testid="${testId}"] [role="tablist"]`, '[role="tab"]')).toEqual([]);
      expect(await wrappedTabs(page, `[data-testid="${testId}"] [role="tab"]`)).toEqual([]);
    });
  }

  test(`${locale}: at 360 px the partner finder's level filters keep each label on one line (in two rows: partners.spec.ts)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${prefix}/PartnersFinder`);
    await expect(page.getByTestId('tier-all')).toBeVisible();
    expect(await wrappedTabs(page, '.tier-tabs [role="tab"]')).toEqual([]);
  });

  for (const path of ['/careers', '/careers/developers']) {
    test(`${locale} ${path}: at 1280 px the position's text keeps a 36–40rem measure`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${prefix}${path}`);
      const widths = await page
        .locator('main div:has(> #apply) > .min-w-0 :is(p:not(:has(> a:only-child)), li):visible')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
      expect(widths.length).toBeGreaterThan(3);
      expect(Math.max(...widths)).toBeLessThanOrEqual(640);
    });
  }

  test(`${locale}: the open menu at 360 px links to the same page in the other language`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${prefix}/contact`);
    await page.getByTestId('menu-button').click();
    const menu = page.locator('#menu');
    await expect(menu).toBeVisible();
    const link = menu.locator('a[hreflang]');
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `${other}/contact?lng=${locale === 'en' ? 'ar' : 'en'}`);
  });
}
