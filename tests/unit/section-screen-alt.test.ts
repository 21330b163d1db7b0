// What a product section's screen says to a reader who cannot see it: the section's own
// `imageAlt` (products/*.json), or a generic text that names no product family and declines
// no Arabic noun after «شاشة» (the bilingual copy review's template, docs/content/style-sheet.md).
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductSectionBody } from '../../src/components/pages/ProductSectionBody.tsx';
import { genericAlt } from '../../src/components/visuals/SectionScreen.tsx';
import { productSchema, productSectionIds, type ProductKey } from '../../src/content/schemas/product.ts';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { screens } from '../../src/visuals/screens/index.ts';

const products = Object.keys(productSectionIds) as ProductKey[];
const content = (product: ProductKey, locale: Locale) =>
  productSchema.parse(JSON.parse(readFileSync(`src/content/products/${product}/${locale}.json`, 'utf8')));
const altOf = (html: string): string | undefined =>
  /<img[^>]* alt="([^"]*)"/.exec(html)?.[1]?.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

describe('product section screens: alternative text', () => {
  for (const product of products) {
    for (const locale of locales) {
      it(`${product} (${locale}): every section describes its own screen, and the page shows that text`, () => {
        const { sections } = content(product, locale);
        const alts = sections.map((s) => s.imageAlt);
        expect(alts.filter((alt) => !alt || alt.length < 40)).toEqual([]);
        expect(new Set(alts).size).toBe(alts.length);
        if (locale === 'ar') for (const alt of alts) expect(alt).toContain('أسكون');
        for (const section of sections) {
          const html = renderToStaticMarkup(createElement(ProductSectionBody, { section, locale }));
          expect(altOf(html), section.id).toBe(section.imageAlt);
        }
      });
    }
  }

  it('without imageAlt, the page falls back to a generic text', () => {
    const section = { ...content('financial', 'en').sections[4]!, imageAlt: undefined };
    const html = renderToStaticMarkup(createElement(ProductSectionBody, { section, locale: 'en' }));
    expect(altOf(html)).toBe('ASCON Accounts receivable screen: Customer aging');
  });

  it('the generic text names no product family, and leaves out a section its heading already names', () => {
    const title = (name: keyof typeof screens, locale: Locale) => screens[name](locale).title;
    expect(genericAlt(title('letters-of-guarantee', 'en'), 'letters-of-guarantee', 'Letters of guarantee', 'en')).toBe(
      'ASCON screen: Letters of guarantee',
    );
    expect(genericAlt(title('pos', 'en'), 'point-of-sales', 'Point of sale', 'en')).toBe('ASCON Point of sale screen: Sale R-3-00418');
    expect(genericAlt(title('chart-of-accounts', 'en'), 'financial-intro', 'Financial systems', 'en')).toBe(
      'ASCON screen: Chart of accounts',
    );
    // The section in brackets: «شاشة المدينون» would need the genitive «المدينين».
    expect(genericAlt(title('customer-aging', 'ar'), 'accounts-receivable', 'المدينون', 'ar')).toBe(
      'شاشة من أسكون (المدينون): أعمار ديون العملاء',
    );
    expect(genericAlt(title('pos', 'ar'), 'point-of-sales', 'نقاط البيع', 'ar')).toBe('شاشة من أسكون (نقاط البيع): عملية بيع');
  });
});
