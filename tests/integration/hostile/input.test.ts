/**
 * Hostile input (decisions 0012, 0024 and 0026), each reproduced through the production app
 * (`buildApp`): characters that used to answer 500 forever, multipart values cut short,
 * cross-site posts, spoofed proxy headers, hostile CVs (kept in quarantine), a future
 * If-Modified-Since, and error logs that held the
 * visitor's data.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '../../../src/i18n/ui/en.json' with { type: 'json' };
import ar from '../../../src/i18n/ui/ar.json' with { type: 'json' };
import { ConfigError, loadConfig } from '../../../server/config/index.ts';
import { queryRows } from '../../../server/db/client.ts';
import { buildLeadApp, leadParts, memoryTransport, testConfig } from '../../support/lead-app.ts';
import { multipartBody, validApplication, validInquiry, pdfFile } from '../../../support/lead-posts.ts';
import { pdfWithExecutableFile, zipFile } from '../../support/files.ts';
import { limits } from '../../../src/forms/limits.ts';
import { multipartLimits } from '../../../server/plugins/external/multipart.ts';
import { translate } from '../../../server/http/respond.ts';

const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let app: FastifyInstance;
let counter = 0;
const unique = () => `hostile${++counter}-${Date.now()}@example.com`;
const rows = async <T>(query: ReturnType<typeof sql>) => queryRows<T>((await leadParts(app)).database.db, query);

beforeAll(async () => {
  app = await buildLeadApp(testConfig({ RATE_LIMIT_MAX: '100000' }), { leads: { transport: memoryTransport() } });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('characters no field has a use for', () => {
  const cases: Array<[string, Record<string, string>]> = [
    ['NUL in the message', { message: 'Hello\u0000world' }],
    ['NUL in the name', { name: 'Layla\u0000' }],
    ['a lone surrogate in the name', { name: 'Layla \uD800' }],
    ['a lone surrogate in the message', { message: 'Demo please \uDC00' }],
    ['a bidi override in the name', { name: '\u202EadiaH alyaL' }],
    ['a bidi override in the e-mail', { email: 'layla\u202E@example.com' }],
    ['an escape sequence in the name', { name: 'Layla\u001B[2J' }],
    ['a line break in the name', { name: 'Layla\r\nBcc: x@example.com' }],
    ['a C1 control in the phone', { phoneNumber: '+966 50 123 4567\u009B' }],
  ];
  test.each(cases)('%s: a localized 400 in JSON and form posts; nothing stored', async (_label, bad) => {
    const field = Object.keys(bad)[0] as string;
    const email = unique();
    const body = { ...validInquiry, email, ...bad };
    const json = await app.inject({ method: 'POST', url: '/api/inquiries', payload: body });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[field]).toBe(en.errors.invalidCharacters);
    const arabic = await app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...body, locale: 'ar' } });
    expect(arabic.json().errors[field]).toBe(ar.errors.invalidCharacters);
    // Only JSON can carry a lone surrogate (`\ud800`); UTF-8 bodies turn one into U+FFFD, a fine character.
    if (!/[\uD800-\uDFFF]/.test(Object.values(bad).join(''))) {
      const form = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: new URLSearchParams(body).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.statusCode).toBe(400);
    }
    expect(await rows(sql`select id from inquiries where email like ${`${email.slice(0, 12)}%`}`)).toEqual([]);
  });

  test('Arabic text with its own bidi marks and line breaks is a fine message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...validInquiry, email: unique(), message: 'نريد عرضًا لنظام ERP\u200F.\nشكرًا' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('long values in multipart posts (decision 0024)', () => {
  test('a field past the bound sized by the application form’s longest field is refused, localized, and nothing kept', async () => {
    // A padding field the schema would drop: only the parser's per-field bound can refuse it.
    const fields = { ...validApplication, email: unique(), notes: 'x'.repeat(multipartLimits.fieldSize + 1) };
    const cv = [{ name: 'file', filename: 'cv.pdf', content: pdfFile }];
    const res = await app.inject({ method: 'POST', url: '/api/applications', ...multipartBody(fields, cv) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ form: en.forms.fixErrors });
    const arabic = await app.inject({ method: 'POST', url: '/api/applications', ...multipartBody({ ...fields, locale: 'ar' }, cv) });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().errors).toEqual({ form: ar.forms.fixErrors });
    expect(await rows(sql`select id from applications where email = ${fields.email}`)).toEqual([]);
    expect(await readdir(join(app.config.dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  test('an application’s job title past the field limit is answered with its own bound; its CV is not kept', async () => {
    const fields = { ...validApplication, email: unique(), message: 'x'.repeat(multipartLimits.fieldSize + 1) };
    const res = await app.inject({
      method: 'POST',
      url: '/api/applications',
      ...multipartBody(fields, [{ name: 'file', filename: 'cv.pdf', content: pdfFile }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ message: en.errors.tooLong.replace(/\{max.*\}/, `${limits.jobTitleMax} characters`) });
    // The locale field comes after the long one: the parser reads on to answer in Arabic.
    const arabic = await app.inject({
      method: 'POST',
      url: '/api/applications',
      ...multipartBody({ ...fields, locale: 'ar' }, [{ name: 'file', filename: 'cv.pdf', content: pdfFile }]),
    });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().errors).toEqual({ message: translate('ar', 'errors.tooLong', { max: limits.jobTitleMax }) });
    expect(await rows(sql`select id from applications where email = ${fields.email}`)).toEqual([]);
    expect(await readdir(join(app.config.dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  test('the fields a cut post was read with are its own: posts in flight together each answer in their own language', async () => {
    const long = { ...validApplication, message: 'x'.repeat(multipartLimits.fieldSize + 1) };
    const cv = [{ name: 'file', filename: 'cv.pdf', content: pdfFile }];
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
      const mp = multipartBody({ ...fields, email: unique() }, cv);
      return app.inject({ method: 'POST', url: '/api/applications', payload: mp.payload, headers: { ...mp.headers, ...headers } });
    };
    const tooLong = (locale: 'en' | 'ar') => ({ message: translate(locale, 'errors.tooLong', { max: limits.jobTitleMax }) });
    // Two uploads: one address holds at most half the UPLOAD_CONCURRENCY slots (4) at a time.
    const answers = await Promise.all([
      post({ ...long, locale: 'ar' }),
      post(long),
      // No multipart body at all: nothing a post beside it read may answer for it.
      app.inject({ method: 'POST', url: '/api/applications', payload: '{"name":', headers: { 'content-type': 'application/json' } }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400]);
    expect(answers.slice(0, 2).map((res) => res.json().errors)).toEqual([tooLong('ar'), tooLong('en')]);
    expect(answers[2]?.json().errors).toEqual({ form: en.forms.fixErrors });
  });
});

// The CV comes under the one field the form sends (cvField, src/forms/schemas.ts); any other
// file field (an undocumented `cv` alias included) is refused, its bytes not kept.
test.each(['cv', 'attachment'])(
  'a CV under the field %s is refused as a missing CV, in the form’s language; nothing kept',
  async (field) => {
    const fields = { ...validApplication, email: unique(), locale: 'ar' };
    const res = await app.inject({
      method: 'POST',
      url: '/api/applications',
      ...multipartBody(fields, [{ name: field, filename: 'cv.pdf', content: pdfFile }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file: ar.errors.fileRequired });
    expect(await rows(sql`select id from applications where email = ${fields.email}`)).toEqual([]);
    expect(await readdir(join(app.config.dataDir, 'uploads')).catch(() => [])).toEqual([]);
  },
);

describe('cross-site posts', () => {
  test('refused with 403 (fetch) or the 303 to /not-sent (no-JS); same-origin and header-less posts pass', async () => {
    const post = (headers: Record<string, string>, payload: object | string = { ...validInquiry, email: unique() }) =>
      app.inject({ method: 'POST', url: '/api/inquiries', headers: { host: 'www.ascon-erp.com', ...headers }, payload });
    const crossFetch = await post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(crossFetch.statusCode).toBe(403);
    expect(crossFetch.json().errors).toEqual({ form: en.errors.crossSite });
    const crossForm = await post(
      { origin: 'https://evil.example', accept: html, 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ ...validInquiry, email: unique() }).toString(),
    );
    expect(crossForm.statusCode).toBe(303);
    expect(crossForm.headers.location).toBe('/not-sent#inquiry');
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    const crossUpload = await app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { host: 'www.ascon-erp.com', 'sec-fetch-site': 'cross-site', ...multipartBody(validApplication).headers },
      payload: multipartBody(validApplication).payload,
    });
    expect(crossUpload.statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-origin', origin: 'https://www.ascon-erp.com' })).statusCode).toBe(201);
    expect((await post({ origin: 'https://www.ascon-erp.com' })).statusCode).toBe(201);
    expect((await post({})).statusCode).toBe(201);
  });
});

describe('TRUST_PROXY', () => {
  test('a bare true is refused at start with what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,nonsense' })).toThrow(/nonsense/);
  });

  test.each([
    ['a hop count', '1'],
    ['the proxy address', '127.0.0.1'],
    ['the proxy network', '127.0.0.0/8'],
  ])(
    'with %s, the rate limit keys on the address the proxy saw: a spoofed left-most X-Forwarded-For changes nothing',
    async (_label, trust) => {
      const proxied = await buildLeadApp(testConfig({ ...dbEnv(), TRUST_PROXY: trust, RATE_LIMIT_MAX: '2' }), {
        leads: { database: (await leadParts(app)).database, transport: memoryTransport() },
      });
      try {
        // nginx appends the peer it saw; the client wrote the rest.
        const post = (spoofed: string, seen: string) =>
          proxied.inject({
            method: 'POST',
            url: '/api/inquiries',
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': `${spoofed}, ${seen}` },
            payload: { ...validInquiry, email: unique() },
          });
        expect((await post('1.1.1.1', '198.51.100.9')).statusCode).toBe(201);
        expect((await post('2.2.2.2', '198.51.100.9')).statusCode).toBe(201);
        expect((await post('3.3.3.3', '198.51.100.9')).statusCode).toBe(429);
        expect((await post('3.3.3.3', '198.51.100.10')).statusCode).toBe(201);
      } finally {
        await proxied.close();
      }
    },
  );

  const dbEnv = () => ({ DATA_DIR: app.config.dataDir });
});

describe('CVs judged by their bytes, then kept in quarantine until rebuilt (docs/decisions/0026)', () => {
  async function pdfWithJavaScript(): Promise<Buffer> {
    const document = await PDFDocument.create();
    document.addPage([595, 842]);
    document.catalog.set(PDFName.of('OpenAction'), document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
    return Buffer.from(await document.save({ useObjectStreams: false }));
  }
  const post = (content: Buffer, filename: string, locale = 'en') => {
    const mp = multipartBody({ ...validApplication, email: unique(), locale }, [{ name: 'file', filename, content }]);
    return app.inject({ method: 'POST', url: '/api/applications', ...mp });
  };

  test('a PDF with JavaScript, %PDF- glued to an executable and a macro-enabled DOCX are accepted but never handed out before their rebuild; a ZIP that is no Word package is refused in the visitor’s language', async () => {
    const macro = await zipFile({
      '[Content_Types].xml':
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
      'word/document.xml': '<w:document/>',
      'word/vbaProject.bin': 'VBA',
    });
    for (const [content, filename] of [
      [await pdfWithJavaScript(), 'cv.pdf'],
      [pdfWithExecutableFile, 'cv.pdf'],
      [macro, 'cv.docx'],
    ] as const) {
      const accepted = await post(content, filename, 'ar');
      expect(accepted.statusCode, filename).toBe(201);
      expect(await (await leadParts(app)).repo.cvs.openCv(accepted.json().id)).toBeNull();
    }
    const faked = await post(await zipFile({ 'word/document.xml': '<w:document/>' }), 'cv.docx', 'ar');
    expect(faked.statusCode).toBe(415);
    expect(faked.json().errors).toEqual({ file: ar.errors.fileType });
  });
});

test('a text/plain post is an unsupported type (415), in the visitor’s language, not a 400', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/inquiries',
    headers: { 'content-type': 'text/plain', 'accept-language': 'ar' },
    payload: 'name=Layla',
  });
  expect(res.statusCode).toBe(415);
  expect(res.json().errors).toEqual({ form: ar.forms.fixErrors });
});

// The island posts JSON and the no-JS form urlencoded (README, API); a multipart inquiry is one
// more encoding nobody documents, answered as any other unsupported type is.
test('a multipart inquiry is an unsupported type (415), answered as text/xml is, in the visitor’s language; nothing stored', async () => {
  const email = unique();
  const headers = { 'accept-language': 'ar' };
  const mp = multipartBody({ ...validInquiry, email });
  const multipart = await app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: mp.payload,
    headers: { ...mp.headers, ...headers },
  });
  const xml = await app.inject({
    method: 'POST',
    url: '/api/inquiries',
    headers: { 'content-type': 'text/xml', ...headers },
    payload: '<inquiry/>',
  });
  expect(xml.statusCode).toBe(415);
  expect(multipart.statusCode).toBe(415);
  expect(multipart.json()).toEqual(xml.json());
  expect(multipart.json().errors).toEqual({ form: ar.forms.fixErrors });
  expect(await rows(sql`select id from inquiries where email = ${email}`)).toEqual([]);
});

// The application form posts multipart only: JSON or urlencoded is malformed, not a wrong CV.
test('an application not in multipart is an unsupported type (415) with the generic message, in the visitor’s language; nothing stored', async () => {
  const email = unique();
  const fields = { ...validApplication, email };
  const form = new URLSearchParams(fields).toString();
  const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
  for (const [language, strings] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    const headers = { 'accept-language': language };
    const json = await app.inject({ method: 'POST', url: '/api/applications', headers, payload: fields });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ errors: { form: strings.forms.fixErrors } });
    const posted = await app.inject({ method: 'POST', url: '/api/applications', headers: { ...headers, ...urlencoded }, payload: form });
    expect(posted.statusCode).toBe(415);
    expect(posted.json()).toEqual(json.json());
    // The same answer the inquiry route gives a post in an encoding it does not take.
    const inquiry = multipartBody({ ...validInquiry, email });
    const multipartInquiry = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: inquiry.payload,
      headers: { ...inquiry.headers, ...headers },
    });
    expect(posted.json()).toEqual(multipartInquiry.json());
    // The no-JavaScript form is sent to the page saying the message was not sent, in its language.
    const native = await app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { ...headers, ...urlencoded, accept: html },
      payload: form,
    });
    const nativeInquiry = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: inquiry.payload,
      headers: { ...inquiry.headers, ...headers, accept: html },
    });
    expect(nativeInquiry.headers.location).toMatch(language === 'ar' ? /^\/ar\/.+#inquiry$/ : /^\/(?!ar\/).+#inquiry$/);
    expect(native.statusCode).toBe(303);
    expect(native.headers.location).toBe(String(nativeInquiry.headers.location).replace('#inquiry', '#application'));
  }
  expect(await rows(sql`select id from applications where email = ${email}`)).toEqual([]);
});

test('an If-Modified-Since, future or not, proves nothing: the page is sent, not 304 (the ETag is the validator)', async () => {
  const future = new Date(Date.now() + 365 * 24 * 3600_000).toUTCString();
  const res = await app.inject({ url: '/aboutus', headers: { 'if-modified-since': future } });
  expect(res.statusCode).toBe(200);
  const past = await app.inject({ url: '/aboutus', headers: { 'if-modified-since': new Date().toUTCString() } });
  expect(past.statusCode).toBe(200);
  const revalidated = await app.inject({ url: '/aboutus', headers: { 'if-none-match': String(res.headers.etag) } });
  expect(revalidated.statusCode).toBe(304);
});

test('a failed insert is logged with ids and codes, never the visitor’s data', async () => {
  const lines: string[] = [];
  const logs = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const logged = await buildLeadApp(testConfig({ RATE_LIMIT_MAX: '1000' }), { leads: { transport: memoryTransport() } });
  const config = logged.config;
  await logged.close();
  const { buildAppWithParts } = await import('../../support/lead-parts.ts');
  const broken = await buildAppWithParts(config, {
    logger: { level: 'info', stream: logs },
    leads: { startWorker: false, transport: memoryTransport() },
  });
  await broken.ready();
  const { database } = await leadParts(broken);
  // The database goes away under the running app.
  await database.close();
  const email = 'private.person@example.com';
  const res = await broken.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { ...validInquiry, name: 'Very Private Name', email, message: 'my secret project' },
  });
  expect(res.statusCode).toBe(500);
  expect(res.json().errors.form).toBe(en.forms.failure);
  // An applicant is told about an application, in the language of the form.
  const application = await broken.inject({
    method: 'POST',
    url: '/api/applications',
    ...multipartBody({ ...validApplication, locale: 'ar', email: 'applicant.private@example.com' }, [
      { name: 'file', filename: 'cv.pdf', content: pdfFile },
    ]),
  });
  expect(application.statusCode).toBe(500);
  expect(application.json().errors.form).toBe(ar.forms.applicationFailure);
  await broken.close();
  const text = lines.join('');
  expect(text).toContain('lead capture failed');
  expect(text).not.toContain(email);
  expect(text).not.toContain('Very Private Name');
  expect(text).not.toContain('my secret project');
});
