// Each product section shows its own screen (src/visuals/section-screens.ts), every screen calls
// the product and its modules by the site's names (glossary, page titles, section titles), and the
// Arabic screens' breadcrumbs point their chevrons in the reading direction (docs/decisions/design-history.md#0035).
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../src/content/glossary-check.ts';
import { productSectionIds, type ProductKey } from '../../src/content/schemas/product.ts';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { Screen } from '../../src/visuals/kit/Screen.tsx';
import { heroScreenNames, screenNames, sectionScreenNames } from '../../src/visuals/names.ts';
import { screenDocument } from '../../src/visuals/render.tsx';
import { sectionScreens } from '../../src/visuals/section-screens.ts';
import { screens } from '../../src/visuals/screens/index.ts';

const products = Object.keys(productSectionIds) as ProductKey[];
const content = (product: ProductKey, locale: Locale) =>
  JSON.parse(readFileSync(`src/content/products/${product}/${locale}.json`, 'utf8')) as { sections: Array<{ id: string; title: string }> };
const pageTitle = (key: ProductKey, locale: Locale) =>
  (JSON.parse(readFileSync(`src/i18n/ui/${locale}.json`, 'utf8')) as { pages: Record<string, { title: string }> }).pages[key]!.title;

describe('section screens', () => {
  for (const product of products) {
    it(`${product}: every section has a screen, and no two sections of the page share one`, () => {
      const map: Record<string, string> = sectionScreens[product];
      expect(Object.keys(map)).toEqual([...productSectionIds[product]]);
      expect(new Set(Object.values(map)).size).toBe(productSectionIds[product].length);
    });

    // The hero shows its own screen just above the side navigation; a panel repeating it showed
    // the same picture twice (and its hidden copy, already loaded, failed image-aspect-ratio).
    it(`${product}: no section shows the page hero's screen`, () => {
      const hero = (JSON.parse(readFileSync(`src/content/products/${product}/en.json`, 'utf8')) as { intro: { image: string } }).intro
        .image;
      expect(Object.entries(sectionScreens[product]).filter(([, name]) => name === hero)).toEqual([]);
    });
  }

  // The page's side navigation lists the modules beside a section screen: a module sidebar in
  // the screen repeated it (three copies of the list at once); only a hero shows the whole window.
  it('a section screen is the work area without the module sidebar; a hero keeps it', () => {
    for (const locale of locales) {
      for (const name of sectionScreenNames) {
        const html = screenDocument(name, locale, '');
        expect(html, name).toContain('class="window work-area"');
        expect(html, name).not.toContain('class="sidebar"');
      }
      for (const name of heroScreenNames) expect(screenDocument(name, locale, ''), name).toContain('class="sidebar"');
    }
  });

  it('every screen made for a section is shown by one', () => {
    const shown = new Set(products.flatMap((p) => Object.values(sectionScreens[p] as Record<string, string>)));
    expect(sectionScreenNames.filter((name) => !shown.has(name))).toEqual([]);
  });

  for (const product of products) {
    for (const locale of locales) {
      it(`${product} (${locale}): the screens made for the page carry its title and its section titles`, () => {
        const titles = content(product, locale).sections.map((s) => s.title);
        const modules = products.flatMap((p) => content(p, locale).sections.map((s) => s.title));
        const own = Object.values(sectionScreens[product] as Record<string, (typeof screenNames)[number]>)
          .map((name) => screens[name](locale))
          .filter((spec) => spec.app === pageTitle(product, locale));
        expect(own.length).toBeGreaterThanOrEqual(2);
        for (const spec of own) {
          expect(spec.nav.filter((item) => !titles.includes(item))).toEqual([]);
          expect(modules).toContain(spec.breadcrumb.split(' › ')[0]);
        }
      });
    }
  }
});

describe('every screen', () => {
  for (const name of screenNames) {
    for (const locale of locales) {
      it(`${name} (${locale}): its words pass the glossary and style check of the page copy`, () => {
        expect(checkDocument(screens[name](locale), locale, { prose: false })).toEqual([]);
      });
    }
  }

  // That the right-to-left screens turn the chevrons round: tests/e2e/screen-chevrons.spec.ts.
  it('draws breadcrumb chevrons between the steps, not arrow characters', () => {
    for (const locale of locales) {
      const html = renderToStaticMarkup(createElement(Screen, { spec: screens['journal-entry'](locale) }));
      // Three steps, two chevrons, no arrow characters that would not mirror.
      expect(html.match(/class="crumb-sep"/g)).toHaveLength(2);
      expect(html.match(/<bdi>/g)).toHaveLength(3);
      expect(html).not.toMatch(/[›‹→←]/);
    }
  });

  it('on the phone canvas drops the sidebar and keeps only the chosen columns of a table', () => {
    const spec = screens['payroll-run']('en');
    const html = renderToStaticMarkup(createElement(Screen, { spec, layout: 'phone' }));
    expect(html).toContain('class="window phone"');
    expect(html).not.toContain('class="sidebar"');
    expect(html.match(/<th[ >]/g)).toHaveLength(3);
  });

  // The production order's phone canvas ends on its cost table's unit cost, not on a routing
  // cut under a fade (decision 0065): its columns block names the table for the phone.
  it('on the phone canvas draws only the block a columns block names for it', () => {
    const spec = screens['work-order']('en');
    const desktop = renderToStaticMarkup(createElement(Screen, { spec }));
    const phone = renderToStaticMarkup(createElement(Screen, { spec, layout: 'phone' }));
    expect(desktop).toContain('Routing');
    expect(phone).not.toContain('Routing');
    expect(phone).toContain('Unit cost (SAR)');
    expect(phone).not.toContain('class="columns"');
  });
});
