/**
 * The inner-page heroes and the branch map of decision 0050 (a design review's findings, with the
 * mends of design-review.spec.ts), in both languages.
 */
import { expect, test } from '@playwright/test';
import { routes, productKeys, sectorKeys } from '../../src/routes.ts';
import { heroArt, heroDeadBand, heroTextColumn, labelsOnLinks, mapLabels } from './page-checks/hero-geometry.ts';

/** The company pages, one position among them, and every product and sector page. */
const companyPaths = ['/aboutus', '/contact', '/careers', '/careers/sales', '/PartnersInfo', '/PartnersFinder'];
const productPaths = [...productKeys, ...sectorKeys].map((key) => routes[key]);

for (const prefix of ['', '/ar']) {
  const locale = prefix ? 'ar' : 'en';
  test(`${locale}: at 1280 px an inner hero's text is centred on its visual, no empty band under the lead`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/aboutus', '/solutions', '/careers', '/careers/sales', '/contact', '/PartnersInfo']) {
      await page.goto(`${prefix}${path}`);
      expect(await heroDeadBand(page), path).toBeLessThanOrEqual(24);
    }
  });

  test(`${locale}: the inner heroes' one action, from 40 rem, in the site's two voices`, async ({ page }) => {
    const actions = {
      '/aboutus': /\/contact#inquiry$/,
      '/solutions': /\/contact#inquiry$/,
      '/careers': /^#positions$/,
      '/careers/sales': /^#apply$/,
      '/PartnersInfo': /\/PartnersFinder$/,
    };
    for (const [path, href] of Object.entries(actions)) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${prefix}${path}`);
      const action = page.getByTestId('page-hero').locator('.page-hero-lead a');
      await expect(action, path).toHaveCount(1);
      await expect(action, path).toBeVisible();
      expect(await action.getAttribute('href'), path).toMatch(href);
      if (href.source.startsWith('#')) await expect(page.locator(href.source.slice(1, -1))).toHaveCount(1);
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(action, `${path} at 360 px`).toBeHidden();
    }
  });

  test(`${locale}: at 360, 768 and 1280 px the branch map's labels are 11 px or more and stay in their tiles`, async ({ page }) => {
    for (const width of [360, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/contact`);
      const labels = await mapLabels(page);
      expect(labels).toHaveLength(5);
      for (const label of labels) {
        for (const size of label.sizes) expect(size, `${label.text} at ${width} px`).toBeGreaterThanOrEqual(11);
        expect(label.inTile, `${label.text} at ${width} px`).toBe(true);
      }
    }
  });

  test(`${locale}: /solutions opens with a screen of its own, not the home page's`, async ({ page }) => {
    const heroImage = async (path: string, selector: string) => {
      await page.goto(`${prefix}${path}`);
      const src = await page
        .locator(selector)
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc);
      return /\/([a-z-]+)\.(?:en|ar)\./.exec(src)?.[1];
    };
    const home = await heroImage('/', '[data-testid="slide"] img.product-screen');
    const solutions = await heroImage('/solutions', '[data-testid="page-hero"] img.product-screen');
    expect(home).toBeTruthy();
    expect(solutions).toBeTruthy();
    expect(solutions).not.toBe(home);
  });

  test(`${locale}: every page's hero draws its own job — no two pages share a drawing or a screen`, async ({ page }) => {
    const seen = new Map<string, string>();
    for (const path of [...companyPaths, ...productPaths]) {
      await page.goto(`${prefix}${path}`);
      const art = await heroArt(page);
      expect(seen.get(art), `${path} shows ${art}`).toBeUndefined();
      seen.set(art, path);
    }
  });

  test(`${locale}: at 360, 768 and 1280 px no branch map label lies on a link`, async ({ page }) => {
    for (const width of [360, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/contact`);
      expect(await labelsOnLinks(page), `${width} px`).toEqual([]);
    }
  });

  test(`${locale}: product and sector heroes carry no action of their own (the header's button is the early ask, decision 0043)`, async ({
    page,
  }) => {
    // /solutions is a product key but a hub, whose hero keeps its action like the company pages'.
    for (const path of productPaths.filter((p) => p !== routes.solutions)) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${prefix}${path}`);
      await expect(page.getByTestId('page-hero'), path).toBeVisible();
      await expect(page.getByTestId('page-hero').locator('a[data-cta]'), path).toHaveCount(0);
    }
  });

  test(`${locale}: at 1280 px every hero's text column starts at one x and has one width`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const columns: string[] = [];
    // /careers keeps its wider text beside a short list of cards (decision 0045).
    for (const path of [...companyPaths.filter((p) => p !== '/careers'), '/solutions', '/FinancialSystems', '/pharmacy']) {
      await page.goto(`${prefix}${path}`);
      const { x, width } = await heroTextColumn(page);
      columns.push(`${path}: ${x} ${width}`);
    }
    expect(new Set(columns.map((c) => c.split(': ')[1])).size, columns.join(' | ')).toBe(1);
  });
}
