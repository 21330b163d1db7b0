import { describe, expect, it } from 'vitest';
import { keepShortWordsWithNext } from '../../src/i18n/short-words.ts';
import about from '../../src/content/about/ar.json';
import featured from '../../src/content/products/featured/ar.json';
import financial from '../../src/content/products/financial/ar.json';
import ui from '../../src/i18n/ui/ar.json';

const bound = (text: string) => keepShortWordsWithNext(text).replaceAll('\u00a0', '_');
/** `text` with the space after each of `words` marked as bound. */
const joined = (text: string, ...words: string[]) => words.reduce((out, word) => out.replace(`${word} `, `${word}_`), text);

describe('keepShortWordsWithNext', () => {
  // The headings as the pages say them today, from the content they are built from.
  it('binds a short Arabic word to the word after it', () => {
    for (const [heading, ...words] of [
      [financial.intro.heading, 'في'],
      [featured.intro.heading, 'على'],
      [about.intro.heading, 'من'],
      [ui.notFound.heading, 'لم', 'على', 'هذه'],
    ] as const) {
      expect(bound(heading)).toBe(joined(heading, ...words));
    }
  });
  it('binds two short words in a row, and leaves a last word and other scripts alone', () => {
    expect(bound('من في الدار')).toBe('من_في_الدار');
    expect(bound('نظام واحد في')).toBe('نظام واحد في');
    expect(bound('Accounting in one system')).toBe('Accounting in one system');
  });
});
