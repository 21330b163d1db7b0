/** The privacy notice's list of collected fields comes from the form schemas (one source). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectedFields } from '../../src/forms/schemas.ts';
import { privacySchema, type PrivacyContent } from '../../src/content/schemas/privacy.ts';
import { collectedSentence } from '../../src/lib/privacy.ts';
import { unnamedFields } from '../../src/content/schemas/privacy.ts';
import { locales } from '../../src/i18n/locales.ts';
import { localeCookie, localeCookieMaxAge } from '../../server/site/language.ts';
import { loadConfig } from '../../server/config/index.ts';
import { formRetentionDays } from '../../src/forms/retention.ts';
import { withClaims } from '../../src/lib/claims.ts';
import { claims } from '../../src/site.config.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { runLanguageHint } from '../support/run-language-hint.ts';

const notice = (locale: string): PrivacyContent =>
  privacySchema.parse(JSON.parse(readFileSync(`src/content/privacy/${locale}.json`, 'utf8')));

describe('privacy notice: collected fields', () => {
  it('reads the fields from the schemas, without the technical ones', () => {
    expect(collectedFields.inquiry).toEqual(['name', 'email', 'phoneNumber', 'country', 'message']);
    expect(collectedFields.application).toEqual(['name', 'email', 'phoneNumber', 'message', 'position', 'file']);
  });

  for (const locale of locales) {
    it(`names exactly the fields each form collects (${locale})`, () => {
      for (const form of ['inquiry', 'application'] as const)
        expect(unnamedFields(notice(locale), form), `${locale} ${form}`).toEqual({ unnamed: [], stale: [] });
    });
  }

  it('generates the sentences; the inquiry form collects no job title, the application form no country', () => {
    // Copy keeps its compounds on one line: "e-mail" is joined by a non-breaking hyphen (typography.ts).
    expect(collectedSentence(notice('en'), 'inquiry', 'en')).toBe(
      'Through the inquiry form we collect your full name, your e-\u2060mail address, your phone number, your country and the message you write to us.',
    );
    expect(collectedSentence(notice('en'), 'application', 'en')).not.toMatch(/country/);
    expect(collectedSentence(notice('en'), 'inquiry', 'en')).not.toMatch(/job title/);
    expect(collectedSentence(notice('ar'), 'inquiry', 'ar')).toBe(
      'نجمع عبر نموذج الاستفسار اسمك الكامل وبريدك الإلكتروني ورقم هاتفك وبلدك ونص الرسالة التي تكتبها إلينا.',
    );
    expect(collectedSentence(notice('ar'), 'application', 'ar')).not.toMatch(/بلدك/);
  });

  it('fails loudly when a form gains a field the notice does not name', () => {
    const content = notice('en');
    const withoutCountry: PrivacyContent = {
      ...content,
      collected: { ...content.collected, fields: { ...content.collected.fields, inquiry: { ...content.collected.fields.inquiry } } },
    };
    delete withoutCountry.collected.fields.inquiry['country'];
    expect(unnamedFields(withoutCountry, 'inquiry').unnamed).toEqual(['country']);
    expect(() => collectedSentence(withoutCountry, 'inquiry', 'en')).toThrow(/does not name the inquiry form's field\(s\): country/);
  });
});

describe('privacy notice: cookies', () => {
  // The cookies the site sets: the server's language cookie and the one the language hint's
  // script writes when the visitor dismisses the hint (run as it is shipped).
  const hint = runLanguageHint();
  const scriptCookies = hint.cookiesOnDismiss.map((cookie) => ({
    name: /^(\w+)=/.exec(cookie)?.[1],
    maxAge: Number(/;max-age=(\d+)/.exec(cookie)?.[1]),
  }));
  const siteCookies = [{ name: localeCookie, maxAge: localeCookieMaxAge }, ...scriptCookies];
  const heading = { en: 'Cookies', ar: 'ملفات تعريف الارتباط' } as const;
  const oneYear = { en: 'one year', ar: 'مدة سنة' } as const;
  const untilClosed = { en: 'until you close your browser', ar: 'حتى تغلق متصفحك' } as const;

  it('finds both cookies, each kept for a year', () => {
    expect(hint.shown, 'the hint is shown to a visitor who prefers its language').toBe(true);
    expect(siteCookies.map((c) => c.name)).toEqual(['i18next', 'langHint']);
    for (const cookie of siteCookies) expect(cookie.maxAge, cookie.name).toBe(365 * 24 * 60 * 60);
  });

  it('showing the hint sets langHint for the visit only (a session cookie, no max-age or expiry)', () => {
    expect(hint.cookiesOnShow).toHaveLength(1);
    expect(hint.cookiesOnShow[0]).toMatch(/^langHint=seen;path=\/;samesite=lax;secure$/);
  });

  for (const locale of locales) {
    it(`names every cookie the site sets and how long it is kept (${locale})`, () => {
      const section = notice(locale).sections.find((s) => s.heading === heading[locale]);
      expect(section, `a "${heading[locale]}" section`).toBeDefined();
      const text = section?.paragraphs.join('\n') ?? '';
      for (const { name } of siteCookies) expect(text, name).toMatch(new RegExp(`\\b${name}\\b`));
      expect(text).toContain(oneYear[locale]);
      expect(text).toContain(untilClosed[locale]);
    });
  }
});

describe('privacy notice: retention and recipients (what the server does)', () => {
  const keep = { en: 'How long we keep it', ar: 'مدة الاحتفاظ بالبيانات' } as const;
  const receive = { en: 'Who receives it', ar: 'الجهات التي تتلقى بياناتك' } as const;
  const section = (locale: Locale, heading: string): string =>
    // Compounds carry a non-breaking hyphen on the page (typography.ts); read them with the plain one.
    (
      withClaims(notice(locale), locale)
        .sections.find((s) => s.heading === heading)
        ?.paragraphs.join('\n') ?? ''
    ).replaceAll('\u2060', '');

  it("the purge job's default periods are the notice's months, never longer", () => {
    const config = loadConfig({});
    expect(config.RETENTION_INQUIRY_DAYS).toBe(formRetentionDays.inquiry);
    expect(config.RETENTION_APPLICATION_DAYS).toBe(formRetentionDays.application);
    expect(formRetentionDays).toEqual({ inquiry: 730, application: 182 });
    // A month is at least 28 days and the periods are counted from receipt: never past the promise.
    expect(formRetentionDays.inquiry).toBeLessThanOrEqual(claims.inquiryRetentionMonths * 30.5);
    expect(() => loadConfig({ RETENTION_INQUIRY_DAYS: String(formRetentionDays.inquiry + 1) })).toThrow(
      /RETENTION_INQUIRY_DAYS: must not exceed/,
    );
    expect(() => loadConfig({ RETENTION_APPLICATION_DAYS: String(formRetentionDays.application + 1) })).toThrow(
      /RETENTION_APPLICATION_DAYS: must not exceed/,
    );
    expect(loadConfig({ RETENTION_APPLICATION_DAYS: '30' }).RETENTION_APPLICATION_DAYS).toBe(30);
  });

  it('states the periods from the claims, counted from receipt as the purge counts them (createdAt)', () => {
    const en = section('en', keep.en);
    expect(en).toContain(
      `deletes an inquiry, with the time it was sent and the e-mails and deliveries queued for it, ${claims.inquiryRetentionMonths} months after it received it`,
    );
    expect(en).toContain(
      `deletes a job application and its CV, with the e-mails and deliveries queued for it, ${claims.applicationRetentionMonths} months after it received it`,
    );
    expect(en).not.toMatch(/last message/);
    const ar = section('ar', keep.ar);
    expect(ar).toContain(`بعد ${claims.inquiryRetentionMonths} شهرًا من استلامه`);
    expect(ar).toContain(`بعد ${claims.applicationRetentionMonths} أشهر من استلامه`);
    expect(ar).not.toMatch(/آخر رسالة/);
    // The other records with an address or a time: rate-limit counters, acknowledgement hashes, logs.
    expect(en).toMatch(/IP address is kept for its .* and deleted within the following hour/);
    expect(en).toMatch(/one-way hash of your e-mail address/);
    expect(ar).toMatch(/عنوان بروتوكول الإنترنت/);
  });

  it('names every recipient the server can send a lead to, and its processors', () => {
    const en = section('en', receive.en);
    for (const who of [
      'branch team',
      'sales team',
      'recruitment team',
      // The HR mail attaches the rebuilt CV (server/leads/deliverers/mail.ts); a webhook gets a link.
      'job applications, with the CV attached',
      'acknowledgment',
      'CRM or ERP systems',
      `a link to the CV that expires after ${claims.cvLinkHours} hours, not the file`,
      'e-mail provider',
      'hosting provider',
    ])
      expect(en, who).toContain(who);
    const ar = section('ar', receive.ar);
    for (const who of [
      'فريق فرع أسكون',
      'فريق المبيعات',
      'فريق التوظيف',
      'مرفقةً بالسيرة الذاتية',
      'أنظمة إدارة علاقات العملاء',
      'رابطًا إلى السيرة الذاتية تنتهي صلاحيته بعد',
      'مزوّد البريد الإلكتروني',
      'مزوّد الاستضافة',
    ])
      expect(ar, who).toContain(who);
  });

  it('names the hosting country and the mail provider’s retention from the claims (the vendor’s to confirm, claims.json)', () => {
    // hostingCountry is an ISO 3166-1 numeric code; the copy names each country it may be, so a
    // code the copy does not name fails here rather than reaching the page as the fallback.
    const country = {
      en: { 682: 'Saudi Arabia', 818: 'Egypt', 729: 'Sudan', 792: 'Turkey', 840: 'the USA' },
      ar: { 682: 'المملكة العربية السعودية', 818: 'مصر', 729: 'السودان', 792: 'تركيا', 840: 'الولايات المتحدة' },
    } as const;
    const code = claims.hostingCountry as keyof (typeof country)['en'];
    expect(Object.keys(country.en)).toContain(String(code));
    expect(section('en', receive.en)).toContain(`Our hosting provider runs the server in ${country.en[code]}.`);
    expect(section('ar', receive.ar)).toContain(`ويشغّل مزوّد الاستضافة الخادم في ${country.ar[code]}.`);
    expect(section('en', keep.en)).toContain(`delivery log for no longer than ${claims.mailProviderDays} days.`);
    expect(section('ar', keep.ar)).toMatch(/ويحتفظ مزوّد البريد الإلكتروني بنسخة من كل رسالة وسجل توصيلها مدة لا تتجاوز \d+ يوم/);
  });
});

describe('privacy notice: section anchors', () => {
  it('gives each section the same unique id in both languages, so its link works in either', () => {
    const ids = (locale: string) => notice(locale).sections.map((s) => s.id);
    expect(new Set(ids('en')).size).toBe(ids('en').length);
    expect(ids('ar')).toEqual(ids('en'));
  });
});
