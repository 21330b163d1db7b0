import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateContent } from '../../src/content/validate.ts';
import { countryOptions } from '../../src/forms/countries.ts';
import { countryOptionsHtml } from '../../src/forms/country-options-html.ts';
import { untranslatedWords } from '../../src/i18n/latin-allowlist.ts';
import { locales } from '../../src/i18n/locales.ts';

describe('content collections', () => {
  it('every page file matches its schema, the spec counts and the Arabic-only rule', () => {
    expect(validateContent(process.cwd())).toEqual([]);
  });

  it('the allow-list catches English words but not product names, e-mails or links', () => {
    expect(untranslatedWords('نظام ERP متكامل يصدر رمز QR وملفات PDF')).toEqual([]);
    // Government bodies and platforms take their Arabic names (docs/content/style-sheet.md).
    expect(untranslatedWords('الفوترة وفق متطلبات ZATCA وملفات WPS وSMS')).toEqual(['ZATCA', 'WPS', 'SMS']);
    expect(untranslatedWords('{count, plural, one {شريك واحد} other {# شريك}}')).toEqual([]);
    expect(untranslatedWords('راسلنا على info@ascon-erp.com أو www.ascon-erp.com')).toEqual([]);
    expect(untranslatedWords('[الأستاذ العام](route:financial)')).toEqual([]);
    expect(untranslatedWords('نظام general ledger')).toEqual(['general', 'ledger']);
  });
});

describe('page names', () => {
  // A card promises only what its page covers: the last sector card links to Construction and
  // is called that (tests/integration/page-names.test.ts checks every page over the built site).
  it('the home grids call each page what the menu calls it', () => {
    for (const locale of locales) {
      const home = JSON.parse(readFileSync(`src/content/home/${locale}.json`, 'utf8')) as {
        solutions: { cards: Card[] };
        sectors: { items: Card[] };
      };
      const { nav } = JSON.parse(readFileSync(`src/i18n/ui/${locale}.json`, 'utf8')) as { nav: Record<string, string> };
      for (const card of [...home.solutions.cards, ...home.sectors.items]) {
        const name = nav[card.link]!;
        expect(card.title, `${locale} ${card.key}`).toBe(name);
      }
    }
  });
});

interface Card {
  key: string;
  link: string;
  title: string;
}

describe('country list', () => {
  it('renders as escaped <option>s after a selected, disabled placeholder', () => {
    const html = countryOptionsHtml('en');
    expect(html.startsWith('<option value="" disabled="" selected="">Choose your country</option>')).toBe(true);
    expect(html).toContain('<option value="BA">Bosnia &amp; Herzegovina</option>');
    expect(html.match(/<option /g)).toHaveLength(countryOptions('en').length + 1);
    // The name only (decision 0021): no flag emoji, no dialling code.
    expect(countryOptionsHtml('ar')).toContain('<option value="SA">المملكة العربية السعودية</option>');
  });

  it('names about 240 countries in each language, sorted by that language', () => {
    for (const locale of ['en', 'ar'] as const) {
      const list = countryOptions(locale);
      expect(list.length).toBeGreaterThan(230);
      const collator = new Intl.Collator(locale);
      for (let i = 1; i < list.length; i++) expect(collator.compare(list[i - 1]!.name, list[i]!.name)).toBeLessThanOrEqual(0);
      expect(list.find((c) => c.code === 'SA')?.name).toBe(locale === 'ar' ? 'المملكة العربية السعودية' : 'Saudi Arabia');
    }
    expect(countryOptions('ar').find((c) => c.code === 'EG')?.name).toBe('مصر');
    // The copy's name for a branch country, not the platform's ("Türkiye").
    expect(countryOptions('en').find((c) => c.code === 'TR')?.name).toBe('Turkey');
  });
});
