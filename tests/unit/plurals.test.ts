/**
 * Every string in which a number meets a noun goes through CLDR plural rules
 * (`{count, plural, …}` in src/i18n/interpolate.ts). Each counted string is checked in both
 * languages at 0, 1, 2, 3, 11 and 100 — the counts that reach every Arabic plural category
 * (zero, one, two, few, many, other) and both English ones.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { interpolate } from '../../src/i18n/interpolate.ts';
import { uiStrings, useTranslations } from '../../src/i18n/ui.ts';
import { resultMessage } from '../../src/search/result-message.ts';
import type { Locale } from '../../src/i18n/locales.ts';

const counts = [0, 1, 2, 3, 11, 100] as const;
interface FinderCopy {
  partnersFinder: { resultsCount: string; summary: { count: string; level: string } };
}
const finder = (locale: Locale) => (JSON.parse(readFileSync(`src/content/partners/${locale}.json`, 'utf8')) as FinderCopy).partnersFinder;
const partners = (locale: Locale) => finder(locale).resultsCount;
const en = useTranslations('en');
const ar = useTranslations('ar');
const each = (render: (n: number) => string) => counts.map((n) => render(n));

describe('CLDR plurals in counted strings', () => {
  it('partner finder result count', () => {
    expect(each((count) => interpolate(partners('en'), { count }, 'en'))).toEqual([
      '0 partners',
      '1 partner',
      '2 partners',
      '3 partners',
      '11 partners',
      '100 partners',
    ]);
    expect(each((count) => interpolate(partners('ar'), { count }, 'ar'))).toEqual([
      'لا يوجد شركاء',
      'شريك واحد',
      'شريكان',
      '3 شركاء',
      '11 شريكًا',
      '100 شريك',
    ]);
  });

  it("partner finder hero's count: partners in countries, then each level", () => {
    const summary = (locale: Locale) => finder(locale).summary.count;
    expect(each((n) => interpolate(summary('en'), { count: n, countries: n }, 'en'))).toEqual([
      '0 partners in 0 countries',
      '1 partner in 1 country',
      '2 partners in 2 countries',
      '3 partners in 3 countries',
      '11 partners in 11 countries',
      '100 partners in 100 countries',
    ]);
    expect(each((n) => interpolate(summary('ar'), { count: n, countries: n }, 'ar'))).toEqual([
      'لا يوجد شركاء في أي دولة',
      'شريك واحد في دولة واحدة',
      'شريكان في دولتين',
      '3 شركاء في 3 دول',
      '11 شريكًا في 11 دولة',
      '100 شريك في 100 دولة',
    ]);
    expect(interpolate(summary('en'), { count: 5, countries: 1 }, 'en')).toBe('5 partners in 1 country');
    expect(interpolate(summary('ar'), { count: 5, countries: 2 }, 'ar')).toBe('5 شركاء في دولتين');
    expect(interpolate(finder('en').summary.level, { count: 2, level: 'Gold' }, 'en')).toBe('2 Gold');
    expect(interpolate(finder('ar').summary.level, { count: 1100, level: 'ذهبي' }, 'ar')).toBe('ذهبي: 1,100');
  });

  it('field too long', () => {
    expect(each((max) => en('errors.tooLong', { max }))).toEqual([
      'Please keep this to 0 characters or fewer.',
      'Please keep this to 1 character or fewer.',
      'Please keep this to 2 characters or fewer.',
      'Please keep this to 3 characters or fewer.',
      'Please keep this to 11 characters or fewer.',
      'Please keep this to 100 characters or fewer.',
    ]);
    expect(each((max) => ar('errors.tooLong', { max }))).toEqual([
      'يُرجى ألا يتجاوز النص 0 حرف.',
      'يُرجى ألا يتجاوز النص حرفًا واحدًا.',
      'يُرجى ألا يتجاوز النص حرفين.',
      'يُرجى ألا يتجاوز النص 3 أحرف.',
      'يُرجى ألا يتجاوز النص 11 حرفًا.',
      'يُرجى ألا يتجاوز النص 100 حرف.',
    ]);
    // The name field's limit, 120, takes the accusative singular ("many").
    expect(ar('errors.tooLong', { max: 120 })).toBe('يُرجى ألا يتجاوز النص 120 حرفًا.');
    expect(ar('errors.tooLong', { max: 5000 })).toBe('يُرجى ألا يتجاوز النص 5,000 حرف.');
  });

  it("the forms' summary of the fields left to correct", () => {
    expect(each((count) => en('errors.fixFields', { count }))).toEqual([
      'Please correct the 0 highlighted fields.',
      'Please correct the highlighted field.',
      'Please correct the 2 highlighted fields.',
      'Please correct the 3 highlighted fields.',
      'Please correct the 11 highlighted fields.',
      'Please correct the 100 highlighted fields.',
    ]);
    expect(each((count) => ar('errors.fixFields', { count }))).toEqual([
      'يُرجى تصحيح 0 حقل مشار إليه.',
      'يُرجى تصحيح الحقل المشار إليه.',
      'يُرجى تصحيح الحقلين المشار إليهما.',
      'يُرجى تصحيح 3 حقول مشار إليها.',
      'يُرجى تصحيح 11 حقلًا مشارًا إليه.',
      'يُرجى تصحيح 100 حقل مشار إليه.',
    ]);
  });

  it('field too short', () => {
    expect(each((min) => en('errors.tooShort', { min }))).toEqual([
      'Please enter at least 0 characters.',
      'Please enter at least 1 character.',
      'Please enter at least 2 characters.',
      'Please enter at least 3 characters.',
      'Please enter at least 11 characters.',
      'Please enter at least 100 characters.',
    ]);
    expect(each((min) => ar('errors.tooShort', { min }))).toEqual([
      'يُرجى إدخال 0 حرف على الأقل.',
      'يُرجى إدخال حرف واحد على الأقل.',
      'يُرجى إدخال حرفين على الأقل.',
      'يُرجى إدخال 3 أحرف على الأقل.',
      'يُرجى إدخال 11 حرفًا على الأقل.',
      'يُرجى إدخال 100 حرف على الأقل.',
    ]);
  });

  it('CV size limit (hint and error), including a fractional size', () => {
    expect(each((size) => en('forms.cvHint', { size }))).toEqual(counts.map((n) => `PDF, DOC or DOCX, up to ${n} MB.`));
    expect(each((size) => en('errors.fileSize', { size }))).toEqual(counts.map((n) => `The CV must be ${n} MB or smaller.`));
    expect(each((size) => ar('forms.cvHint', { size }))).toEqual([
      'ملف PDF أو DOC أو DOCX بحجم لا يتجاوز 0 ميغابايت.',
      'ملف PDF أو DOC أو DOCX بحجم لا يتجاوز ميغابايت واحدًا.',
      'ملف PDF أو DOC أو DOCX بحجم لا يتجاوز ميغابايتين.',
      'ملف PDF أو DOC أو DOCX بحجم لا يتجاوز 3 ميغابايت.',
      'ملف PDF أو DOC أو DOCX بحجم لا يتجاوز 11 ميغابايت.',
      'ملف PDF أو DOC أو DOCX بحجم لا يتجاوز 100 ميغابايت.',
    ]);
    expect(each((size) => ar('errors.fileSize', { size }))).toEqual([
      'يجب ألا يتجاوز حجم السيرة الذاتية 0 ميغابايت.',
      'يجب ألا يتجاوز حجم السيرة الذاتية ميغابايت واحدًا.',
      'يجب ألا يتجاوز حجم السيرة الذاتية ميغابايتين.',
      'يجب ألا يتجاوز حجم السيرة الذاتية 3 ميغابايت.',
      'يجب ألا يتجاوز حجم السيرة الذاتية 11 ميغابايت.',
      'يجب ألا يتجاوز حجم السيرة الذاتية 100 ميغابايت.',
    ]);
    expect(en('errors.fileSize', { size: 2.5 })).toBe('The CV must be 2.5 MB or smaller.');
    expect(ar('errors.fileSize', { size: 2.5 })).toBe('يجب ألا يتجاوز حجم السيرة الذاتية 2.5 ميغابايت.');
  });

  it("a chosen CV's size", () => {
    expect(each((size) => en('forms.cvSizeKb', { size }))).toEqual(counts.map((n) => `${n} KB`));
    expect(each((size) => en('forms.cvSizeMb', { size }))).toEqual(counts.map((n) => `${n} MB`));
    expect(each((size) => ar('forms.cvSizeKb', { size }))).toEqual([
      '0 كيلوبايت',
      'كيلوبايت واحد',
      'كيلوبايتان',
      '3 كيلوبايت',
      '11 كيلوبايت',
      '100 كيلوبايت',
    ]);
    expect(each((size) => ar('forms.cvSizeMb', { size }))).toEqual([
      '0 ميغابايت',
      'ميغابايت واحد',
      'ميغابايتان',
      '3 ميغابايت',
      '11 ميغابايت',
      '100 ميغابايت',
    ]);
  });

  it('more items behind a feature block disclosure', () => {
    expect(each((count) => en('common.showMore', { count }))).toEqual([
      'Show 0 more',
      'Show 1 more',
      'Show 2 more',
      'Show 3 more',
      'Show 11 more',
      'Show 100 more',
    ]);
    expect(each((count) => ar('common.showMore', { count }))).toEqual([
      'عرض 0 بند آخر',
      'عرض بند آخر',
      'عرض بندين آخرين',
      'عرض 3 بنود أخرى',
      'عرض 11 بندًا آخر',
      'عرض 100 بند آخر',
    ]);
  });

  it("a feature card's show-all toggle", () => {
    expect(each((count) => en('common.showAll', { count }))).toEqual([
      'Show all 0',
      'Show all 1',
      'Show all 2',
      'Show all 3',
      'Show all 11',
      'Show all 100',
    ]);
    expect(each((count) => ar('common.showAll', { count }))).toEqual([
      'عرض الكل',
      'عرض الكل (بند واحد)',
      'عرض الكل (بندان)',
      'عرض الكل (3 بنود)',
      'عرض الكل (11 بندًا)',
      'عرض الكل (100 بند)',
    ]);
  });

  it("search dialog's result count", () => {
    expect(each((count) => en('search.count', { count }))).toEqual([
      'No results',
      '1 result',
      '2 results',
      '3 results',
      '11 results',
      '100 results',
    ]);
    expect(each((count) => ar('search.count', { count }))).toEqual([
      'لا نتائج',
      'نتيجة واحدة',
      'نتيجتان',
      '3 نتائج',
      '11 نتيجةً',
      '100 نتيجة',
    ]);
    // The dialog's status line after a search says the same (no results has its own sentence).
    const found = counts.filter((n) => n > 0);
    expect(found.map((n) => resultMessage(uiStrings('en').search, 'vat', n, 'en'))).toEqual(
      found.map((count) => en('search.count', { count })),
    );
    expect(found.map((n) => resultMessage(uiStrings('ar').search, 'vat', n, 'ar'))).toEqual(
      found.map((count) => ar('search.count', { count })),
    );
    expect(resultMessage(uiStrings('en').search, ' vat ', 0, 'en')).toBe(uiStrings('en').search.none.replace('{query}', 'vat'));
  });

  it('offices in so many countries (a claim, page description and careers page)', () => {
    expect(
      each((officeCountries) => en('pages.aboutus.description', { officeCountries, foundingYear: 2019 }).replace(/, building .*/, '')),
    ).toEqual(
      ['0 countries', '1 country', '2 countries', '3 countries', '11 countries', '100 countries'].map(
        (c) => `Who we are: an ERP vendor founded in 2019, with offices in ${c}`,
      ),
    );
    const arCountries = each((officeCountries) =>
      ar('pages.aboutus.description', { officeCountries, foundingYear: 2019 }).replace(/،.*/, ''),
    );
    expect(arCountries.map((d) => d.replace(/^.*بمكاتب في /, ''))).toEqual([
      '0 دولة',
      'دولة واحدة',
      'دولتين',
      '3 دول',
      '11 دولةً',
      '100 دولة',
    ]);
  });

  it('leaves a plural whose variable is missing visible, so a test can catch it', () => {
    expect(interpolate('{n, plural, other {# x}}', {}, 'en')).toBe('{n, plural, other {# x}}');
  });
});

describe('business claims in counted sentences', () => {
  it('fill the plural forms from site.config.ts', async () => {
    const { withClaims } = await import('../../src/lib/claims.ts');
    const contact = (locale: Locale) =>
      JSON.parse(readFileSync(`src/content/contact/${locale}.json`, 'utf8')) as { getInTouch: { text: string } };
    expect(withClaims(contact('en'), 'en').getInTouch.text).toMatch(/will reply within one working day\.$/);
    expect(withClaims(contact('ar'), 'ar').getInTouch.text).toMatch(
      /مستشار من الفرع الذي يخدم بلدك، أو من مقرنا الرئيسي إن لم يكن لبلدك فرع يخدمه، خلال يوم عمل واحد\.$/,
    );
    // The no-JS outcome page serves both forms, so it names both promises (FormOutcomePage.tsx).
    expect(each((n) => en('forms.outcomeInquiryNext', { replyWorkingDays: n }))).toEqual(
      counts.map(
        (n) =>
          `A consultant from the branch that serves your country, or from our head office, replies within ${n === 1 ? 'one working day' : `${n} working days`}.`,
      ),
    );
    expect(each((n) => ar('forms.outcomeApplicationNext', { shortlistWeeks: n }))).toEqual(
      ['0 أسبوع', 'أسبوع واحد', 'أسبوعين', '3 أسابيع', '11 أسبوعًا', '100 أسبوع'].map(
        (w) => `نقرأ كل طلب يصلنا، وإن كنت من المرشحين المختارين فسنتواصل معك خلال ${w} لتحديد موعد مقابلة أولى عبر مكالمة فيديو.`,
      ),
    );
    const privacy = (locale: Locale) =>
      JSON.parse(readFileSync(`src/content/privacy/${locale}.json`, 'utf8')) as { sections: Array<{ paragraphs: string[] }> };
    expect(
      withClaims(privacy('ar'), 'ar')
        .sections.flatMap((s) => s.paragraphs)
        .join(' '),
    ).toMatch(/بعد 24 شهرًا .* بعد 6 أشهر .* خلال 30 يومًا/);
    expect(
      withClaims(privacy('en'), 'en')
        .sections.flatMap((s) => s.paragraphs)
        .join(' '),
    ).toMatch(/24 months after .* 6 months after .* within 30 days/);
  });
});
