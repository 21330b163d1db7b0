/**
 * The inner pages' heroes (decision 0050; product and sector heroes without an action of their
 * own, decision 0043), in both languages, on one load per page at 1280 px: each page's hero draws
 * its own job, the company heroes' text is centred on its visual with one action from 40 rem (in
 * the site's two voices, hidden at 360 px), and every hero's text column starts at one x with one
 * width. The heroes at 48–64 rem: product-panels.spec.ts and home-layout.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { productKeys, routes, sectorKeys } from '../../src/routes.ts';
import { heroArt, heroDeadBand, heroTextColumn } from './page-checks/hero-geometry.ts';

/** The company pages, one position among them, and every product and sector page. */
const companyPaths = ['/aboutus', '/contact', '/careers', '/careers/sales', '/PartnersInfo', '/PartnersFinder'];
const productPaths: string[] = [...productKeys, ...sectorKeys].map((key) => routes[key]);
/** Company heroes whose text is centred on their visual. */
const centred = new Set(['/aboutus', '/solutions', '/careers', '/careers/sales', '/contact', '/PartnersInfo']);
/** The company heroes' one action (from 40 rem), where it leads. */
const actions: Record<string, RegExp> = {
  '/aboutus': /\/contact#inquiry$/,
  '/solutions': /\/contact#inquiry$/,
  '/careers': /^#positions$/,
  '/careers/sales': /^#apply$/,
  '/PartnersInfo': /\/PartnersFinder$/,
};
/** Heroes held to one text column; /careers keeps its wider text beside a short list of cards (decision 0045). */
const oneColumn = new Set([...companyPaths.filter((p) => p !== '/careers'), '/solutions', '/FinancialSystems', '/pharmacy']);

for (const prefix of ['', '/ar']) {
  const locale = prefix ? 'ar' : 'en';
  test(`${locale}: every inner hero at 1280 px: its own drawing, centred text, one action, one text column`, async ({ page }) => {
    // 21 pages on one test's clock: twice the default, as the old checks had a test each.
    test.setTimeout(120_000);
    const seen = new Map<string, string>();
    const columns: string[] = [];
    for (const path of [...companyPaths, ...productPaths]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${prefix}${path}`);
      const hero = page.getByTestId('page-hero');

      const art = await heroArt(page);
      expect(seen.get(art), `${path} shows ${art}: no two pages share a drawing or a screen`).toBeUndefined();
      seen.set(art, path);

      if (centred.has(path)) expect(await heroDeadBand(page), `${path}: no empty band under the lead`).toBeLessThanOrEqual(24);

      // /solutions is a product key but a hub, whose hero keeps its action like the company pages'.
      if (productPaths.includes(path) && path !== routes.solutions) {
        await expect(hero, path).toBeVisible();
        await expect(hero.locator('a[data-cta]'), `${path}: no action of its own`).toHaveCount(0);
      }

      if (oneColumn.has(path)) {
        const { x, width } = await heroTextColumn(page);
        columns.push(`${path}: ${x} ${width}`);
      }

      const href = actions[path];
      if (href) {
        const action = hero.locator('.page-hero-lead a');
        await expect(action, path).toHaveCount(1);
        await expect(action, path).toBeVisible();
        expect(await action.getAttribute('href'), path).toMatch(href);
        if (href.source.startsWith('#')) await expect(page.locator(href.source.slice(1, -1))).toHaveCount(1);
        await page.setViewportSize({ width: 360, height: 740 });
        await expect(action, `${path} at 360 px`).toBeHidden();
      }
    }
    expect(new Set(columns.map((c) => c.split(': ')[1])).size, columns.join(' | ')).toBe(1);
  });
}
