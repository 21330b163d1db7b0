/**
 * The privacy notice against what the server and its deployment do: the cookies the production
 * app sets (collected from its Set-Cookie headers, not from a list), the periods it keeps
 * counters, hashes and logs, all read from the named claims the copy reads (one source).
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacySchema, type PrivacyContent } from '../../src/content/schemas/privacy.ts';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { loadConfig } from '../../server/config/index.ts';
import { localeCookie, localeCookieMaxAge } from '../../server/site/language.ts';
import { withClaims } from '../../src/lib/claims.ts';
import { claims } from '../../src/site.config.ts';
import { buildLeadApp, memoryTransport, testConfig } from '../support/lead-app.ts';

const notice = (locale: Locale): PrivacyContent =>
  withClaims(privacySchema.parse(JSON.parse(readFileSync(`src/content/privacy/${locale}.json`, 'utf8'))), locale);
// Compounds carry a non-breaking hyphen on the page (typography.ts); read them with the plain one.
const sectionText = (locale: Locale, heading: string): string =>
  (
    notice(locale)
      .sections.find((s) => s.heading === heading)
      ?.paragraphs.join('\n') ?? ''
  ).replaceAll('\u2060', '');

interface Cookie {
  name: string;
  maxAge: number;
}
const parseSetCookie = (header: string): Cookie => ({
  name: /^([^=]+)=/.exec(header)![1]!,
  maxAge: Number(/Max-Age=(\d+)/i.exec(header)?.[1]),
});

let app: FastifyInstance;
const serverCookies: Cookie[] = [];
beforeAll(async () => {
  // The production composition, as the forms' island reaches it (the time trap on, as in production).
  app = await buildLeadApp(testConfig({ MIN_FILL_MS: '3000', FORM_TOKEN_SECRET: 'x'.repeat(32) }), {
    leads: { transport: memoryTransport() },
  });
  const token = await app.inject({ method: 'POST', url: '/api/form-token', payload: { token: '' } });
  expect(token.statusCode).toBe(200);
  for (const header of [token.headers['set-cookie']].flat()) if (header) serverCookies.push(parseSetCookie(header));
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('privacy notice: the cookies the server sets', () => {
  const heading = { en: 'Cookies', ar: 'ملفات تعريف الارتباط' } as const;
  // The layout's langHint is read by tests/unit/privacy-notice.test.ts; with the server's two, three in all.
  const atMost = { en: 'at most three cookies', ar: 'ثلاثة ملفات على الأكثر' } as const;

  it('collects form_token, kept for the claimed hours, besides the language cookie', () => {
    expect(serverCookies.map((c) => c.name)).toEqual(['form_token']);
    expect(serverCookies[0]!.maxAge).toBe(claims.formTokenHours * 3600);
    expect(localeCookieMaxAge).toBe(365 * 24 * 3600);
    expect(localeCookie).toBe('i18next');
  });

  for (const locale of locales) {
    it(`names each server cookie, its lifetime and the count (${locale})`, () => {
      const text = sectionText(locale, heading[locale]);
      for (const { name } of serverCookies) expect(text, name).toMatch(new RegExp(`\\b${name}\\b`));
      expect(text).toContain(atMost[locale]);
      expect(text).toContain(`${claims.formTokenHours} ${locale === 'en' ? 'hours' : 'ساعة'}`);
      expect(text).not.toMatch(/at most two|Neither cookie|ملفَّين على الأكثر|أيٌّ من الملفَّين/);
    });
  }
});

describe('privacy notice: the periods are the server’s defaults and the deployment’s', () => {
  it('the config defaults are the claims the notice reads', () => {
    const config = loadConfig({});
    expect(config.RATE_LIMIT_WINDOW_MS).toBe(claims.rateLimitWindowMinutes * 60_000);
    expect(config.ACK_EMAIL_PER_ADDRESS_HOURS).toBe(claims.ackHashHours);
    expect(config.FORM_TOKEN_MAX_AGE_MS).toBe(claims.formTokenHours * 3_600_000);
    expect(config.CV_LINK_TTL_HOURS).toBe(claims.cvLinkHours);
  });

  it('states the counter, hash, log and backup periods from the claims', () => {
    const en = sectionText('en', 'How long we keep it');
    expect(en).toContain(`kept for its ${claims.rateLimitWindowMinutes}-minute window and deleted within the following hour`);
    expect(en).toContain(`for ${claims.ackHashHours} hours, so that it does not send you a second one`);
    expect(en).toContain(`are deleted after ${claims.serverLogDays} days`);
    expect(en).not.toMatch(/hosting agreement sets|as soon as/);
    const ar = sectionText('ar', 'مدة الاحتفاظ بالبيانات');
    expect(ar).toContain(`البالغة ${claims.rateLimitWindowMinutes} دقائق`);
    expect(ar).toContain(`مدة ${claims.ackHashHours} ساعة`);
    expect(ar).toContain(`بعد ${claims.serverLogDays} يومًا`);
    // The backups deploy/backup.sh prunes after the same claim (tests/deploy/backup-script.test.ts).
    expect(en).toContain(`which include these forms and CVs, are deleted after ${claims.backupDays} days`);
    expect(ar).toContain(`والسير الذاتية، بعد ${claims.backupDays} يومًا`);
  });

  it('the deployment deletes its logs within serverLogDays (journald drop-in, nginx logrotate)', () => {
    const days = (value: string): number => Number(/^(\d+)day$/.exec(value)?.[1] ?? NaN);
    const journald = readFileSync('deploy/systemd/journald-ascon.conf', 'utf8');
    const retention = days(/^MaxRetentionSec=(\S+)$/m.exec(journald)?.[1] ?? '');
    const file = days(/^MaxFileSec=(\S+)$/m.exec(journald)?.[1] ?? '');
    // journald drops whole files: an entry can outlive the retention by one file's span.
    expect(retention + file).toBeLessThanOrEqual(claims.serverLogDays);
    const logrotate = readFileSync('deploy/logrotate/nginx', 'utf8');
    expect(logrotate).toMatch(/^\s*daily$/m);
    const rotate = Number(/^\s*rotate (\d+)$/m.exec(logrotate)?.[1]);
    // The live file plus `rotate` daily ones: the oldest entry is at most rotate + 1 days old.
    expect(rotate + 1).toBeLessThanOrEqual(claims.serverLogDays);
  });
});

describe('privacy notice: what the logs hold', () => {
  it('nginx logs the address, time, request line and status in every server block, nothing more', () => {
    const http = readFileSync('deploy/nginx/ascon-http.conf', 'utf8');
    const format = /^log_format ascon_minimal '([^']*)';$/m.exec(http)?.[1] ?? '';
    expect(format.match(/\$\w+/g)).toEqual(['$remote_addr', '$time_iso8601', '$request', '$status']);
    const site = readFileSync('deploy/nginx/ascon-site.conf', 'utf8');
    const blocks = site.split(/^server \{$/m).slice(1);
    expect(blocks).toHaveLength(3);
    for (const block of blocks) expect(block).toMatch(/^\s*access_log \S+ ascon_minimal;$/m);
  });

  // Fastify's request log (server/app.ts, pino's default serializers) records the method, URL
  // and host, the client's address as TRUST_PROXY resolves it, nginx's port, the status and the
  // response time: the same facts, plus none about the visitor.
  it('the notice names what nginx and the server log (en, ar)', () => {
    expect(notice('en').collected.server).toContain('your IP address, the time, the address requested and the status code of the reply');
    expect(sectionText('en', 'How long we keep it')).toContain('(the IP address, time, address requested and status code of each request)');
    expect(notice('ar').collected.server).toContain('عنوان بروتوكول الإنترنت الخاص بك، ووقت الطلب، والعنوان المطلوب، ورمز حالة الاستجابة');
    expect(sectionText('ar', 'مدة الاحتفاظ بالبيانات')).toContain('عنوان بروتوكول الإنترنت ووقت كل طلب وعنوانه ورمز حالته');
  });
});

describe('privacy notice: what the server stores and who processes it', () => {
  it('names the language, the page for inquiries only (applications store none), and stored spam (en, ar)', () => {
    const en = notice('en');
    expect(en.collected.server).toContain('the language version of the site you sent it from (for an inquiry, also the page)');
    expect(sectionText('en', 'Why we use it')).toMatch(/stored but not passed on, and is deleted on the same schedule as the other forms/);
    const ar = notice('ar');
    expect(ar.collected.server).toContain('ونسخة اللغة التي أُرسل منها (والصفحة أيضًا في حالة الاستفسار)');
    expect(ar.collected.server).toContain('يُحصي مرات الإرسال');
    expect(sectionText('ar', 'أغراض الاستخدام')).toContain('يُحفظ دون أن يُحال إلى أحد');
  });

  it('counts no fixed number of processors: each connected CRM or ERP system is one (LEAD_WEBHOOK_URL takes a list)', () => {
    const en = sectionText('en', 'Who receives it');
    expect(en).not.toMatch(/Two service providers/);
    expect(en).toContain('if we connect them, the providers of our CRM or ERP systems');
    expect(sectionText('ar', 'الجهات التي تتلقى بياناتك')).toContain('ومزوّدو أنظمة إدارة علاقات العملاء أو أنظمة ERP إن ربطناها بالموقع');
  });
});
