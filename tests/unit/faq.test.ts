/**
 * The product pages' FAQ (src/content/faq/<locale>.json) restates what the site already says: each
 * answer names where its facts are stated (`sources`), every source resolves in the same language,
 * and an answer states no figure (a duration, a response time, a count) that its sources do not.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faqSchema } from '../../src/content/schemas/faq.ts';
import { locales } from '../../src/i18n/locales.ts';

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const faqFile = (locale: string) => read(`src/content/faq/${locale}.json`) as { items: Array<{ answer: string; sources: string[] }> };

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

  it('rejects a list of three questions and a source that is not `folder:key`', () => {
    const file = faqFile('en');
    expect(faqSchema.safeParse({ ...file, items: file.items.slice(0, 3) }).success).toBe(false);
    const first = { ...file.items[0], sources: ['the about page'] };
    expect(faqSchema.safeParse({ ...file, items: [first, ...file.items.slice(1)] }).success).toBe(false);
  });

  it('has the same questions, with the same sources, in every language', () => {
    const [en, ...others] = locales.map((l) => faqFile(l).items.map((item) => item.sources));
    for (const other of others) expect(other).toEqual(en);
  });

  it.each(locales)('%s: every source resolves to copy in the same language', (locale) => {
    const missing = faqFile(locale).items.flatMap((item) => item.sources.filter((s) => resolve(s, locale) === undefined));
    expect(missing).toEqual([]);
  });

  it.each(locales)('%s: an answer states no figure its sources do not', (locale) => {
    const invented = faqFile(locale).items.flatMap((item, i) => {
      const stated = new Set(figures(item.sources.map((s) => resolve(s, locale) ?? '').join(' ')));
      return figures(item.answer)
        .filter((f) => !stated.has(f))
        .map((f) => `items[${i}]: "${f}"`);
    });
    expect(invented).toEqual([]);
  });

  it('finds a figure that no source states (the check reads the answers)', () => {
    expect(figures('We go live in 12 weeks, with support six days a week')).toEqual(['12', 'six']);
    expect(figures('يبدأ التشغيل بعد ستة أسابيع، والدعم المستمر')).toEqual(['ستة']);
  });
});
