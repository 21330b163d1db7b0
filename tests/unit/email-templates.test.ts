/**
 * The e-mail templates (server/mail/templates): escaping of hostile input, bidi isolation,
 * dir/lang per locale, no message echo in the acknowledgement, a plain-text part that says
 * what the HTML says, no remote resources, and the strings and tokens they share with the site.
 */
import { describe, expect, test } from 'vitest';
import { acknowledgementPayload, acknowledgementsOn } from '../../server/leads/intake/acknowledgement.ts';
import { normaliseAddress, recipientHash } from '../../server/leads/store/intake.ts';
import { applicationPayload, countryName, inquiryPayload, routeInquiry } from '../../server/leads/intake/compose.ts';
import { checkoutContent, readPublishedContent } from '../../server/content/published-content.ts';
import { renderOutboxMail } from '../../server/leads/deliverers/mail.ts';
import { renderEmail, emailSubject } from '../../server/mail/templates/render.ts';
import { acknowledgementPropsSchema } from '../../server/mail/email-snapshot.ts';
import { previewNames, sampleSnapshot } from '../../server/mail/templates/samples.ts';
import { checkDocument } from '../../src/content/glossary-check.ts';
import { templateVariables } from '../../src/i18n/interpolate.ts';
import { locales } from '../../src/i18n/locales.ts';
import en from '../../src/i18n/email/en.json' with { type: 'json' };
import ar from '../../src/i18n/email/ar.json' with { type: 'json' };
import type { Inquiry } from '../../src/forms/schemas.ts';

const hostileName = '<img src=x onerror=alert(1)>"Ali" & Co';
const render = (snapshot: Parameters<typeof renderEmail>[0]) =>
  renderEmail(snapshot, { logoSrc: 'cid:logo@ascon-erp.com', content: checkoutContent() });

const inquiry: Inquiry = {
  name: hostileName,
  email: 'ali@example.com',
  phoneNumber: '+966 50 123 4567',
  country: 'SA',
  message: 'Call me </td></tr></table><script>alert(1)</script>\nhttps://evil.example',
  locale: 'ar',
  page: '/ar/contact',
  website: '',
};

function leaves(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('e-mail templates', () => {
  test('a hostile name and message are escaped in the HTML, never markup', async () => {
    const payload = inquiryPayload(inquiry, routeInquiry('SA', 'sales@ascon-erp.com', readPublishedContent().branches), countryName('SA'));
    const { html, text } = await render(payload.email!);
    expect(html).not.toMatch(/<img src=x/i);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;script&gt;');
    // The plain-text part carries the text as typed (it is not HTML), isolated.
    expect(text).toContain(`\u2068${hostileName}\u2069`);
  });

  test('names and typed values are bidi-isolated in the English staff mail; times and phones keep their order in the Arabic acknowledgement', async () => {
    const sales = await render(sampleSnapshot('sales-notification', 'ar'));
    expect(sales.html).toContain('<span dir="auto">فاطمة المنصوري</span>');
    expect(sales.html).toMatch(/<p dir="auto"[^>]*>لدينا ثلاثة مستودعات/);
    const ack = await render({ template: 'acknowledgement', props: { kind: 'inquiry', locale: 'ar', branchId: 'egypt' } });
    expect(ack.text).toContain('مرحبًا،');
    // Times and phone numbers keep their order inside Arabic text.
    expect(ack.html).toMatch(/من\u00a0<span dir="ltr"[^>]*>9:00<\/span>\u00a0إلى\u00a0<span dir="ltr"[^>]*>17:00<\/span>/);
    // Phone numbers are grouped with no-break spaces (displayPhone), so they never wrap.
    expect(ack.html).toContain('<span dir="ltr">+20\u00a02\u00a02270\u00a05430</span>');
  });

  test('the acknowledgement repeats nothing the visitor typed, not even the name (its address is unverified)', async () => {
    const payload = acknowledgementPayload(
      {
        ...inquiry,
        kind: 'inquiry',
        branchId: 'saudi-arabia',
        salesTo: 'sales.sa@ascon-erp.com',
        replyName: 'أسكون – المملكة العربية السعودية',
      } as never,
      { HR_EMAIL: 'hr@ascon-erp.com' },
    );
    expect(Object.keys(payload.email!.props).sort()).toEqual(['branchId', 'kind', 'locale']);
    const { html, text } = await render(payload.email!);
    for (const part of [html, text]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Call me');
      expect(part).not.toContain('123 4567');
      expect(part).not.toContain('ali@example.com');
      expect(part).not.toContain('Ali');
    }
    expect(payload.to).toBe('ali@example.com');
    expect(payload.replyTo).toEqual({ name: 'أسكون – المملكة العربية السعودية', address: 'sales.sa@ascon-erp.com' });
  });

  test.each(previewNames.flatMap((name) => locales.map((locale) => [name, locale] as const)))(
    '%s (%s): lang/dir, a title, a plain-text part, no remote resources',
    async (name, locale) => {
      const snapshot = sampleSnapshot(name, locale);
      const { html, text } = await render(snapshot);
      const mailLocale = snapshot.template === 'acknowledgement' ? locale : 'en';
      expect(html).toMatch(new RegExp(`<html[^>]*dir="${mailLocale === 'ar' ? 'rtl' : 'ltr'}"[^>]*lang="${mailLocale}"`));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(text.length).toBeGreaterThan(100);
      expect(text).not.toMatch(/<[a-z]/i);
      // No image, font, stylesheet or script from anywhere: only the inline logo.
      expect([...html.matchAll(/\s(?:src|background)="([^"]*)"/g)].map((m) => m[1])).toEqual(['cid:logo@ascon-erp.com']);
      expect(html).not.toMatch(/<link|@import|url\(|<script/i);
    },
  );

  test('the application acknowledgement names the position from the list and HR’s timeline claim, not the typed job title', async () => {
    const { text } = await render({ template: 'acknowledgement', props: { kind: 'application', locale: 'en', position: 'developers' } });
    expect(text).toContain('the position of Application developer at ASCON');
    expect(text).toContain('within two weeks');
  });

  test('HR’s subject names the role applied for by its published title, the applicant’s own title after the name; no internal id', async () => {
    const payload = applicationPayload(
      {
        name: 'Layla Haddad',
        email: 'layla@example.com',
        phoneNumber: '+966 50 123 4567',
        jobTitle: 'Senior sales engineer',
        position: 'sales',
        locale: 'en',
      },
      'hr@ascon-erp.com',
      'cv.pdf',
    );
    const mail = await renderOutboxMail(payload, checkoutContent());
    expect(mail.subject).toBe('Job application for ERP sales consultant from Layla Haddad (Senior sales engineer)');
    expect(mail.text).toMatch(/^Position +ERP sales consultant$/m);
    expect(mail.text).not.toContain('(sales)');
    // A title published later (decision 0038) reaches the subject as it reaches the body.
    const content = readPublishedContent();
    const renamed = {
      ...content,
      positions: content.positions.map((p) => (p.id === 'sales' ? { ...p, en: { ...p.en, title: 'Regional sales lead' } } : p)),
    };
    expect(emailSubject(payload.email!, renamed)).toBe('Job application for Regional sales lead from Layla Haddad (Senior sales engineer)');
  });

  test('an inquiry from a country no branch serves is answered by the head office, and the acknowledgement says so', async () => {
    for (const locale of locales) {
      const route = routeInquiry('IN', 'sales@ascon-erp.com', readPublishedContent().branches);
      expect(route.branchId).toBeNull();
      const lead = { ...inquiry, country: 'IN', locale, kind: 'inquiry', branchId: route.branchId, salesTo: route.to, replyName: 'ASCON' };
      const payload = acknowledgementPayload(lead as never, { HR_EMAIL: 'hr@ascon-erp.com' });
      // No branch is null, never a missing key (decision 0058), and the outbox schema says so.
      expect(payload.email!.props).toHaveProperty('branchId', null);
      expect(acknowledgementPropsSchema.safeParse({ kind: 'inquiry', locale }).success).toBe(false);
      const { text } = await render(payload.email!);
      const t = locale === 'en' ? en.acknowledgement : ar.acknowledgement;
      expect(text).toContain(locale === 'en' ? 'No branch serves your country yet' : 'لا يوجد فرع يخدم بلدك');
      // The head office is named by its city, not wedged in as an apposition.
      expect(text).toContain(locale === 'en' ? 'our head office in Riyadh will answer it' : 'فسيتولى مقرنا الرئيسي في الرياض الرد عليه');
      expect(text).not.toContain(locale === 'en' ? 'the branch that serves your country' : 'الفرع الذي يخدم بلدك');
      expect(text).not.toContain(t.callText);
    }
  });

  test('the worker’s content: HTML, text and the logo inline', async () => {
    const payload = applicationPayload(
      {
        name: 'Omar',
        email: 'o@example.com',
        phoneNumber: '+20 100 123 4567',
        jobTitle: 'Developer',
        position: 'developers',
        locale: 'en',
      },
      'hr@ascon-erp.com',
      'cv.pdf',
    );
    const content = await renderOutboxMail(payload, checkoutContent());
    expect(content.subject).toBe('Job application for Application developer from Omar (Developer)');
    expect(content.html).toContain('src="cid:logo@ascon-erp.com"');
    expect(content.text).toMatch(/^CV +\u2068cv\.pdf \(attached\)\u2069$/m);
    expect(content.inline.map((a) => [a.filename, a.cid, a.contentType])).toEqual([['logo.png', 'logo@ascon-erp.com', 'image/png']]);
  });
});

describe('acknowledgement rules', () => {
  test('on unless ACK_EMAIL=off, and never with the EmailJS transport (one fixed staff template)', () => {
    expect(acknowledgementsOn({ ACK_EMAIL: true, MAIL_TRANSPORT: 'smtp' })).toBe(true);
    expect(acknowledgementsOn({ ACK_EMAIL: true, MAIL_TRANSPORT: 'log' })).toBe(true);
    expect(acknowledgementsOn({ ACK_EMAIL: false, MAIL_TRANSPORT: 'smtp' })).toBe(false);
    expect(acknowledgementsOn({ ACK_EMAIL: true, MAIL_TRANSPORT: 'emailjs' })).toBe(false);
  });

  test('one mailbox, one key: case, +tags and Gmail dots folded; the key is a hash, not the address', () => {
    expect(normaliseAddress(' Bob+promo@Example.COM ')).toBe('bob@example.com');
    expect(normaliseAddress('b.o.b+x@googlemail.com')).toBe('bob@gmail.com');
    expect(normaliseAddress('b.o.b@example.com')).toBe('b.o.b@example.com');
    expect(recipientHash('Bob+1@example.com')).toBe(recipientHash('bob@example.com'));
    expect(recipientHash('bob@example.com')).not.toContain('bob');
  });
});

// That the mails' colours are the site's tokens: tests/e2e/mail-colors.spec.ts (on a built page).
describe('e-mail strings', () => {
  test('en.json and ar.json have the same keys and placeholders', () => {
    const enLeaves = new Map(leaves(en));
    const arLeaves = new Map(leaves(ar));
    expect([...arLeaves.keys()]).toEqual([...enLeaves.keys()]);
    for (const [key, value] of enLeaves) expect(templateVariables(arLeaves.get(key)!), key).toEqual(templateVariables(value));
  });

  test('the strings follow the glossary and style policies', () => {
    expect(checkDocument(en, 'en')).toEqual([]);
    expect(checkDocument(ar, 'ar')).toEqual([]);
  });
});
