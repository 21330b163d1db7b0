import { describe, expect, it } from 'vitest';
import { keepShortWordsWithNext } from '../../src/i18n/short-words.ts';

const bound = (text: string) => keepShortWordsWithNext(text).replaceAll('\u00a0', '_');

describe('keepShortWordsWithNext', () => {
  it('binds a short Arabic word to the word after it', () => {
    expect(bound('المحاسبة والخزينة والضرائب في نظام واحد مترابط')).toBe('المحاسبة والخزينة والضرائب في_نظام واحد مترابط');
    expect(bound('وحدات قطاعية على نواة النظام نفسها')).toBe('وحدات قطاعية على_نواة النظام نفسها');
    expect(bound('أنظمة ERP من المنطقة وللمنطقة')).toBe('أنظمة ERP من_المنطقة وللمنطقة');
    expect(bound('لم نعثر على هذه الصفحة')).toBe('لم_نعثر على_هذه_الصفحة');
  });
  it('binds two short words in a row, and leaves a last word and other scripts alone', () => {
    expect(bound('من في الدار')).toBe('من_في_الدار');
    expect(bound('نظام واحد في')).toBe('نظام واحد في');
    expect(bound('Accounting in one system')).toBe('Accounting in one system');
  });
});
