// One screen per context (decisions 0060, 0065): across the pages that show product screens (home,
// the four product pages, the ten sector pages), no screen appears in two places — a hero, a home
// slide or showcase tab, a sector page's second screen, a section of a product page's side
// navigation. A home showcase tab or a /solutions row previews one section of its family (decision
// 0060) and may show that section's screen: it counts once, with the section. So does home's
// benefits screen beside "Control over every transaction": Featured Systems' approval workflows.
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
        [...document.querySelectorAll<HTMLImageElement>('img.product-screen')].map((img) => ({
          name: /\/([a-z-]+)\.(?:en|ar)\./.exec(img.getAttribute('src') ?? '')?.[1] ?? `unnamed: ${img.getAttribute('src')}`,
          // A home showcase tab or the benefits' screen, or a /solutions family row (outside the hub's hero).
          preview:
            img.closest('[data-testid="showcase-panel"], [data-testid="benefits-screen"]') !== null ||
            (location.pathname.endsWith('/solutions') && img.closest('[data-testid="page-hero"]') === null),
        })),
      );
      found.forEach(({ name, preview }, i) =>
        places.set(name, [...(places.get(name) ?? []), `${path}#${i}${preview ? ' (preview)' : ''}`]),
      );
    }
    const shared = [...places]
      .filter(([, where]) => where.filter((place) => !place.endsWith('(preview)')).length > 1 || where.length > 2)
      .map(([name, where]) => `${name}: ${where.join(', ')}`);
    expect(places.size).toBeGreaterThan(20);
    expect(shared).toEqual([]);
  });
}
