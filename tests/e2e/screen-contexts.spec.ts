// One screen per context (decision 0060): across the pages that show product screens (home, the
// solutions hub, the four product pages, the ten sector pages), no screen appears in two places —
// a hero, a home slide or showcase tab, a hub row, a sector page's second screen. The screens
// inside a product page's side-navigation panels are that product's own modules and are left out
// (tests/unit/section-screens.test.ts holds them to one per section, never the hero's).
import { expect, test } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { productKeys, routes, sectorKeys, type RouteKey } from '../../src/routes.ts';

const pages: RouteKey[] = ['home', ...productKeys, ...sectorKeys];

for (const locale of locales) {
  test(`${locale}: no product screen is shown in two places across the site`, async ({ page }) => {
    test.setTimeout(120_000);
    const places = new Map<string, string[]>();
    for (const key of pages) {
      const path = localizePath(routes[key], locale);
      await page.goto(path);
      // Every <picture> in the HTML, hidden tabs and slides included (their files load lazily).
      const found = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img.product-screen')]
          .filter((img) => !img.closest('.product-panel'))
          .map((img) => /\/([a-z-]+)\.(?:en|ar)\./.exec(img.getAttribute('src') ?? '')?.[1] ?? `unnamed: ${img.getAttribute('src')}`),
      );
      found.forEach((name, i) => places.set(name, [...(places.get(name) ?? []), `${path}#${i}`]));
    }
    const shared = [...places].filter(([, where]) => where.length > 1).map(([name, where]) => `${name}: ${where.join(', ')}`);
    expect(places.size).toBeGreaterThan(20);
    expect(shared).toEqual([]);
  });
}
