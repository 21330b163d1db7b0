// One screen per context (decisions 0060, 0065), from the sources the pages are built from: the
// home slides and showcase tabs, the solutions hub's hero and rows, the product and sector heroes,
// each sector page's second screen and every section of a product page's side navigation. A
// family's preview (a home showcase tab, a /solutions row) shows one section of that family and
// takes its words (decision 0060): it may share that one section's screen, and nothing else.
// The rendered pages: tests/e2e/screen-contexts.spec.ts.
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

/** A place that shows a screen; a preview names the family whose section it shows. */
type Place = [screen: string, place: string, previewOf?: ProductKey];
/** The home showcase tab that previews each family (the Sectors tab previews none). */
const homeTabFamily: Record<string, ProductKey | undefined> = { finance: 'financial', distribution: 'distribution', hr: 'hr' };

function placements(locale: 'en' | 'ar'): Place[] {
  const home = json(`src/content/home/${locale}.json`);
  return [
    ...home.slider.slides.map((s, i) => [s.image, `home slide ${i + 1}`]),
    ...home.solutions.showcase.tabs.map((t) => [t.image, `home tab ${t.id}`, homeTabFamily[t.id]]),
    [solutionsHeroScreen, '/solutions hero'],
    ...families.map((f) => [solutionsRowScreen(f), `/solutions row ${f}`, f]),
    ...families.map((f) => [json(`src/content/products/${f}/${locale}.json`).intro.image, `${f} hero`]),
    ...families.flatMap((f) => Object.entries(sectionScreens[f]).map(([id, screen]) => [screen, `${f} section ${id}`])),
    ...sectorKeys.map((s) => [json(`src/content/sectors/${s}/${locale}.json`).image, `${s} hero`]),
    ...sectorKeys.map((s) => [sectorBodyScreens[s], `${s} second screen`]),
  ] as Place[];
}

/** The screens in more than one context: a family's previews of one of its sections count as that section. */
function shared(places: Place[]): Array<[string, string[]]> {
  const where = new Map<string, Place[]>();
  for (const place of places) where.set(place[0], [...(where.get(place[0]) ?? []), place]);
  return [...where]
    .filter(([, at]) => {
      const contexts = at.filter(([, , family]) => !family);
      const previewed = at.filter(([, , family]) => family).every(([, , f]) => contexts.some(([, p]) => p.startsWith(`${f} section `)));
      return contexts.length > 1 || !previewed;
    })
    .map(([screen, at]) => [screen, at.map(([, p]) => p)]);
}

describe('one screen per context', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`${locale}: no screen is shown in two of the site's places`, () => {
      expect(shared(placements(locale))).toEqual([]);
    });
  }

  it("a family's row on /solutions shows one of that family's sections, not its page's hero", () => {
    for (const family of families) {
      expect(Object.values(sectionScreens[family] as Record<string, string>)).toContain(solutionsRowScreen(family));
      expect(solutionsRowScreen(family)).not.toBe(json(`src/content/products/${family}/en.json`).intro.image);
    }
  });
});
