import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/ui/en.json' with { type: 'json' };
import ar from '../../src/i18n/ui/ar.json' with { type: 'json' };
import { interpolate, templateVariables } from '../../src/i18n/interpolate.ts';
import { useTranslations } from '../../src/i18n/ui.ts';
import { untranslatedWords } from '../../src/i18n/latin-allowlist.ts';
import { applicationFormStrings, inquiryFormStrings } from '../../src/forms/strings.ts';

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => templateVariables(s);

describe('UI strings', () => {
  const enStrings = leaves(en);
  const arStrings = leaves(ar);

  it('both locales have exactly the same keys', () => {
    expect([...arStrings.keys()].sort()).toEqual([...enStrings.keys()].sort());
  });

  it('every string has the same interpolation placeholders in both locales', () => {
    // Arabic running text may name the brand «أسكون» (docs/content/style-sheet.md) instead of {brand}'s Latin.
    const arPlaceholders = (en: string, ar: string): string[] =>
      placeholders(en).includes('brand') && ar.includes('أسكون') ? [...new Set([...placeholders(ar), 'brand'])].sort() : placeholders(ar);
    const mismatches = [...enStrings].filter(
      ([key, value]) => placeholders(value).join() !== arPlaceholders(value, arStrings.get(key) ?? '').join(),
    );
    expect(mismatches).toEqual([]);
  });

  it('no string is empty, and Arabic strings contain no untranslated English', () => {
    for (const [key, value] of [...enStrings, ...arStrings]) expect(value.trim(), key).not.toBe('');
    // The language suggestion is written in English on purpose (shown to English readers).
    const leaks = [...arStrings]
      .filter(([key]) => !key.startsWith('language.suggestion'))
      .flatMap(([key, value]) => untranslatedWords(value).map((w) => `${key}: ${w}`));
    expect(leaks).toEqual([]);
  });

  it('translates with interpolation and falls back to English for a missing key', () => {
    const t = useTranslations('ar');
    expect(t('footer.copyright', { years: '2019–2026', brand: 'ASCON' })).toBe('جميع الحقوق محفوظة لأسكون © 2019–2026');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('form island strings', () => {
  const ui = { forms: en.forms };

  it('the inquiry form gets its own labels and none of the application form', () => {
    const props = inquiryFormStrings(ui);
    expect(props.forms).toMatchObject({ submitInquiry: en.forms.submitInquiry, country: en.forms.country, success: en.forms.success });
    expect(Object.keys(props.forms)).not.toContain('cvHint');
    // Error messages are no prop: they load on the first touch (forms/error-messages.ts).
    expect(Object.keys(props)).toEqual(['forms']);
  });

  it('the application form gets the CV strings, and no inquiry-only label', () => {
    const props = applicationFormStrings(ui);
    expect(props.forms).toMatchObject({ cvHint: en.forms.cvHint, submitApplication: en.forms.submitApplication });
    expect(Object.keys(props.forms)).not.toContain('submitInquiry');
    expect(Object.keys(props)).toEqual(['forms']);
  });

  it('strings only the no-JS pages use never reach an island', () => {
    for (const slice of [inquiryFormStrings(ui), applicationFormStrings(ui)]) {
      for (const key of [
        'outcomeSent',
        'outcomeSentLead',
        'outcomeInquiryNext',
        'outcomeApplicationNext',
        'outcomeFailure',
        'notSentBody',
        'backToForm',
        'inquiryHeading',
        'countryPlaceholder',
      ])
        expect(Object.keys(slice.forms)).not.toContain(key);
    }
  });

  it('the lazily loaded messages carry what both forms and the server can report, in each language', async () => {
    const { default: enErrors } = await import('../../src/components/islands/forms/errors/en.ts');
    const { default: arErrors } = await import('../../src/components/islands/forms/errors/ar.ts');
    expect(enErrors).toMatchObject({
      country: en.errors.country,
      fileSize: en.errors.fileSize,
      rateLimited: en.errors.rateLimited,
      busy: en.errors.busy,
    });
    expect(arErrors).toMatchObject({ country: ar.errors.country, fileType: ar.errors.fileType, slowUpload: ar.errors.slowUpload });
    expect(Object.keys(arErrors)).toEqual(Object.keys(enErrors));
  });
});
