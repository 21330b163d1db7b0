// One screen per context (decision 0060), from the sources the pages are built from: the home
// slides and showcase tabs, the solutions hub's hero and rows, the product and sector heroes and
// each sector page's second screen. A product page's side-navigation sections are left out: they
// show their own module (section-screens.test.ts), and a family's preview on home or on the hub
// may show one of them. The rendered pages: tests/e2e/screen-contexts.spec.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sectorBodyScreens } from '../../src/components/sectors/body-screens.ts';
import { productSectionIds, type ProductKey } from '../../src/content/schemas/product.ts';
import { sectorKeys } from '../../src/routes.ts';
import { sectionScreens } from '../../src/visuals/section-screens.ts';
import { solutionsHeroScreen, solutionsRowScreen } from '../../src/visuals/preview-screens.ts';

interface Content {
  slider: { slides: Array<{ image: string }> };
  solutions: { showcase: { tabs: Array<{ id: string; image: string }> } };
  intro: { image: string };
  image: string;
}
/** The fields of the home, product and sector content this test reads (each file has some of them). */
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Content;
const families = Object.keys(productSectionIds) as ProductKey[];

function placements(locale: 'en' | 'ar'): Array<[screen: string, place: string]> {
  const home = json(`src/content/home/${locale}.json`);
  return [
    ...home.slider.slides.map((s, i) => [s.image, `home slide ${i + 1}`]),
    ...home.solutions.showcase.tabs.map((t) => [t.image, `home tab ${t.id}`]),
    [solutionsHeroScreen, '/solutions hero'],
    ...families.map((f) => [solutionsRowScreen(f), `/solutions row ${f}`]),
    ...families.map((f) => [json(`src/content/products/${f}/${locale}.json`).intro.image, `${f} hero`]),
    ...sectorKeys.map((s) => [json(`src/content/sectors/${s}/${locale}.json`).image, `${s} hero`]),
    ...sectorKeys.map((s) => [sectorBodyScreens[s], `${s} second screen`]),
  ] as Array<[string, string]>;
}

describe('one screen per context', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`${locale}: no screen is shown in two of the site's places`, () => {
      const where = new Map<string, string[]>();
      for (const [screen, place] of placements(locale)) where.set(screen, [...(where.get(screen) ?? []), place]);
      expect([...where].filter(([, places]) => places.length > 1)).toEqual([]);
    });
  }

  it("a family's row on /solutions shows one of that family's sections, not its page's hero", () => {
    for (const family of families) {
      expect(Object.values(sectionScreens[family] as Record<string, string>)).toContain(solutionsRowScreen(family));
      expect(solutionsRowScreen(family)).not.toBe(json(`src/content/products/${family}/en.json`).intro.image);
    }
  });
});
