/** The privacy notice's list of collected fields comes from the form schemas (one source). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectedFields } from '../../src/forms/schemas.ts';
import { privacySchema, type PrivacyContent } from '../../src/content/schemas/privacy.ts';
import { collectedSentence, unnamedFields } from '../../src/lib/privacy.ts';
import { locales } from '../../src/i18n/locales.ts';
import { localeCookie, localeCookieMaxAge } from '../../server/site/redirects.ts';

const notice = (locale: string): PrivacyContent => privacySchema.parse(JSON.parse(readFileSync(`src/content/privacy/${locale}.json`, 'utf8')));

describe('privacy notice: collected fields', () => {
  it('reads the fields from the schemas, without the technical ones', () => {
    expect(collectedFields.inquiry).toEqual(['name', 'email', 'phoneNumber', 'country', 'message']);
    expect(collectedFields.application).toEqual(['name', 'email', 'phoneNumber', 'message', 'position', 'file']);
  });

  for (const locale of locales) {
    it(`names exactly the fields each form collects (${locale})`, () => {
      for (const form of ['inquiry', 'application'] as const) expect(unnamedFields(notice(locale), form), `${locale} ${form}`).toEqual({ unnamed: [], stale: [] });
    });
  }

  it('generates the sentences; the inquiry form collects no job title, the application form no country', () => {
    // Copy keeps its compounds on one line: "e-mail" is joined by a non-breaking hyphen (typography.ts).
    expect(collectedSentence(notice('en'), 'inquiry', 'en')).toBe(
      'Through the inquiry form we collect your full name, your e\u2011mail address, your phone number, your country and the message you write to us.',
    );
    expect(collectedSentence(notice('en'), 'application', 'en')).not.toMatch(/country/);
    expect(collectedSentence(notice('en'), 'inquiry', 'en')).not.toMatch(/job title/);
    expect(collectedSentence(notice('ar'), 'inquiry', 'ar')).toBe('نجمع عبر نموذج الاستفسار اسمك الكامل وبريدك الإلكتروني ورقم هاتفك وبلدك ونص الرسالة التي تكتبها إلينا.');
    expect(collectedSentence(notice('ar'), 'application', 'ar')).not.toMatch(/بلدك/);
  });

  it('fails loudly when a form gains a field the notice does not name', () => {
    const content = notice('en');
    const withoutCountry: PrivacyContent = { ...content, collected: { ...content.collected, fields: { ...content.collected.fields, inquiry: { ...content.collected.fields.inquiry } } } };
    delete withoutCountry.collected.fields.inquiry['country'];
    expect(unnamedFields(withoutCountry, 'inquiry').unnamed).toEqual(['country']);
    expect(() => collectedSentence(withoutCountry, 'inquiry', 'en')).toThrow(/does not name the inquiry form's field\(s\): country/);
  });
});

describe('privacy notice: cookies', () => {
  // The cookies the site sets: the server's language cookie and those the layout's inline script writes.
  const layout = readFileSync('src/layouts/BaseLayout.astro', 'utf8');
  const scriptCookies = [...layout.matchAll(/document\.cookie=`(\w+)=[^`]*max-age=(\d+)/g)].map(([, name, maxAge]) => ({ name, maxAge: Number(maxAge) }));
  const siteCookies = [{ name: localeCookie, maxAge: localeCookieMaxAge }, ...scriptCookies];
  const heading = { en: 'Cookies', ar: 'ملفات تعريف الارتباط' } as const;
  const oneYear = { en: 'one year', ar: 'مدة سنة' } as const;

  it('finds both cookies, each kept for a year', () => {
    expect(siteCookies.map((c) => c.name)).toEqual(['i18next', 'langHint']);
    for (const cookie of siteCookies) expect(cookie.maxAge, cookie.name).toBe(365 * 24 * 60 * 60);
  });

  for (const locale of locales) {
    it(`names every cookie the site sets and how long it is kept (${locale})`, () => {
      const section = notice(locale).sections.find((s) => s.heading === heading[locale]);
      expect(section, `a "${heading[locale]}" section`).toBeDefined();
      const text = section?.paragraphs.join('\n') ?? '';
      for (const { name } of siteCookies) expect(text, name).toMatch(new RegExp(`\\b${name}\\b`));
      expect(text).toContain(oneYear[locale]);
    });
  }
});
