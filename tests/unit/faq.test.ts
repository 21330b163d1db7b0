/**
 * The product pages' FAQ (src/content/faq/<locale>.json) restates what the site already says: each
 * answer names where its facts are stated (`sources`), every source resolves in the same language,
 * and an answer states no figure (a duration, a response time, a count) that its sources do not.
 * A product's own questions are answered from its own page; the shared ones are written once.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faqFor, faqRowsMax, faqSchema, type FaqContent } from '../../src/content/schemas/faq.ts';
import type { ProductKey } from '../../src/content/schemas/product.ts';
import { locales } from '../../src/i18n/locales.ts';

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const faqFile = (locale: string) => read(`src/content/faq/${locale}.json`) as FaqContent;
const products = ['financial', 'distribution', 'hr', 'featured'] as const satisfies readonly ProductKey[];
/** Every question once, named by where it is kept: `shared[0]`, `hr[1]`. */
const allItems = (faq: FaqContent) => [
  ...faq.shared.items.map((item, i) => ({ at: `shared[${i}]`, ...item })),
  ...products.flatMap((p) => faq.products[p].items.map((item, i) => ({ at: `${p}[${i}]`, ...item }))),
];

/** The text at `about:delivery.stages` or `products/financial:sections[11].body.items[2]`, or undefined. */
function resolve(source: string, locale: string): string | undefined {
  const [folder = '', path = ''] = source.split(':');
  let value: unknown = read(`src/content/${folder}/${locale}.json`);
  for (const step of path.match(/[A-Za-z]+|\d+/g) ?? []) value = (value as Record<string, unknown> | undefined)?.[step];
  if (typeof value === 'string') return value;
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(' ') : undefined;
}

/** Figures a buyer would hold the vendor to: digits, and number words in either language. */
const numberWords = new Set(
  [
    'one two three four five six seven eight nine ten eleven twelve twenty thirty hundred',
    'واحد واحدة اثنان اثنين ثلاث ثلاثة أربع أربعة خمس خمسة ست ستة سبع سبعة ثمان ثماني ثمانية تسع تسعة عشر عشرة عشرين ثلاثين مئة',
  ]
    .join(' ')
    .split(' '),
);
function figures(text: string): string[] {
  const words = text
    .replaceAll('\u2060', '')
    .toLowerCase()
    .split(/[\s،,.:;؛()?؟!]+/)
    .map((w) => w.replace(/^و?(ال)?/, ''));
  return [...new Set([...(text.match(/\d+/g) ?? []), ...words.filter((w) => numberWords.has(w))])];
}

describe('the FAQ', () => {
  it.each(locales)('%s: matches its schema', (locale) => {
    expect(faqSchema.safeParse(read(`src/content/faq/${locale}.json`)).error).toBeUndefined();
  });

  it('rejects one product question, more rows than a page holds, and a source that is not `folder:key`', () => {
    const file = faqFile('en');
    const withHr = (items: FaqContent['shared']['items']) => ({
      ...file,
      products: { ...file.products, hr: { ...file.products.hr, items } },
    });
    expect(faqSchema.safeParse(withHr(file.products.hr.items.slice(0, 1))).success).toBe(false);
    const extra = file.products.financial.items[0]!;
    expect(file.products.hr.items.length + 1 + file.shared.items.length).toBeGreaterThan(faqRowsMax);
    expect(faqSchema.safeParse(withHr([...file.products.hr.items, extra])).success).toBe(false);
    expect(faqSchema.safeParse(withHr([{ ...extra, sources: ['the about page'] }, ...file.products.hr.items])).success).toBe(false);
  });

  it('has the same questions, with the same sources, in every language', () => {
    const [en, ...others] = locales.map((l) => allItems(faqFile(l)).map((item) => [item.at, item.sources]));
    for (const other of others) expect(other).toEqual(en);
  });

  it.each(locales)('%s: a product answers its own questions from its own page; the shared ones from no product page', (locale) => {
    const stray = allItems(faqFile(locale)).flatMap(({ at, sources }) => {
      const own = at.startsWith('shared') ? undefined : `products/${at.split('[')[0]}:`;
      return sources.filter((s) => (own ? !s.startsWith(own) : s.startsWith('products/'))).map((s) => `${at}: ${s}`);
    });
    expect(stray).toEqual([]);
  });

  it.each(locales)('%s: each page shows its own questions, then the shared ones, and no two pages ask the same', (locale) => {
    const faq = faqFile(locale);
    const pages = products.map((p) => faqFor(faq, p));
    for (const [i, page] of pages.entries()) {
      expect(page.items).toEqual([...faq.products[products[i]!].items, ...faq.shared.items]);
      expect(page.intro.endsWith(faq.shared.intro)).toBe(true);
    }
    const own = products.flatMap((p) => faq.products[p].items.map((item) => item.question));
    expect(new Set(own).size).toBe(own.length);
    expect(new Set(pages.map((page) => page.intro)).size).toBe(products.length);
  });

  it.each(locales)('%s: every source resolves to copy in the same language', (locale) => {
    const missing = allItems(faqFile(locale)).flatMap((item) => item.sources.filter((s) => resolve(s, locale) === undefined));
    expect(missing).toEqual([]);
  });

  it.each(locales)('%s: an answer states no figure its sources do not', (locale) => {
    const invented = allItems(faqFile(locale)).flatMap((item) => {
      const stated = new Set(figures(item.sources.map((s) => resolve(s, locale) ?? '').join(' ')));
      return figures(item.answer)
        .filter((f) => !stated.has(f))
        .map((f) => `${item.at}: "${f}"`);
    });
    expect(invented).toEqual([]);
  });

  it('finds a figure that no source states (the check reads the answers)', () => {
    expect(figures('We go live in 12 weeks, with support six days a week')).toEqual(['12', 'six']);
    expect(figures('يبدأ التشغيل بعد ستة أسابيع، والدعم المستمر')).toEqual(['ستة']);
  });
});
