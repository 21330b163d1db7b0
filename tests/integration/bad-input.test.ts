/**
 * Property-based abuse of both endpoints through app.inject: malformed bodies, wrong content
 * types, oversized bodies and files, disguised files. Whatever arrives, the answer is a 4xx
 * (never a 5xx) and nothing is stored or queued.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client.ts';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { docFile, exeFile, plainZipFile } from '../support/files.ts';
import { pdfFile, multipartBody, validApplication, validInquiry } from '../../support/lead-posts.ts';
import { buildLeadApp, leadParts, testConfig } from '../support/lead-app.ts';
import { limits } from '../../src/forms/limits.ts';

const cvMax = limits.cvMaxBytes;
/** Real magic bytes, one byte past the limit (built once: fast-check posts them many times). */
const oversized = { pdf: Buffer.concat([pdfFile, Buffer.alloc(cvMax + 1)]), doc: Buffer.concat([docFile, Buffer.alloc(cvMax + 1)]) };
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildLeadApp(testConfig());
});

afterAll(async () => {
  await app?.close();
});

const endpoints = ['/api/inquiries', '/api/applications'] as const;
const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=xyz',
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'application/pdf',
  'multipart/mixed; boundary=abc',
  '',
  ';;;',
  'application/json; charset=utf-16',
];

/** A field value that is not a valid value for any field it can land in. */
const invalidValue = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  // Too long even once trimmed (a 5001-character string with a space at one end is a fine message).
  fc.string({ minLength: 5001, maxLength: 6000 }).filter((s) => s.trim().length > 5000),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Values invalid for one field only (each is fine somewhere else). */
const invalidFor: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom('a@', '<script>alert(1)</script>@', 'a b@c.d', '@example.com'),
  phoneNumber: fc.constantFrom('abc', '+1', '12345', '+966 12', '+1 212 555 0100'),
  country: fc.constantFrom('sa', 'SAU', 'X1', 'Saudi Arabia'),
  locale: fc.constantFrom('fr', 'EN', 'ar-SA'),
  page: fc.constantFrom('http://evil.example', '/a b', 'contact'),
};

const anyJson = fc.jsonValue({ maxDepth: 4 });

async function expectRejected(response: { statusCode: number; body: string }, context: unknown) {
  if (response.statusCode >= 500 || response.statusCode < 400) {
    throw new Error(`status ${response.statusCode} for ${JSON.stringify(context).slice(0, 500)}: ${response.body.slice(0, 300)}`);
  }
}

describe('bad input never causes a 5xx and stores nothing', () => {
  test('arbitrary JSON values to both endpoints', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), anyJson, async (url, body) => {
        const res = await app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        await expectRejected(res, { url, body });
      }),
      { numRuns: 600 },
    );
  });

  test('a valid inquiry with one field made invalid, as JSON or urlencoded', async () => {
    const fields = ['name', 'email', 'phoneNumber', 'country', 'message', 'locale', 'page'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...fields)
          .chain((field) => fc.tuple(fc.constant(field), invalidFor[field] ? fc.oneof(invalidValue, invalidFor[field]) : invalidValue)),
        fc.boolean(),
        async ([field, value], urlencoded) => {
          const body: Record<string, unknown> = { ...validInquiry, [field]: value };
          const res = urlencoded
            ? await app.inject({
                method: 'POST',
                url: '/api/inquiries',
                payload: new URLSearchParams(
                  Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : 'x'.repeat(6000)]),
                ).toString(),
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
              })
            : await app.inject({
                method: 'POST',
                url: '/api/inquiries',
                payload: JSON.stringify(body),
                headers: { 'content-type': 'application/json' },
              });
          await expectRejected(res, { field, value, urlencoded });
        },
      ),
      { numRuns: 800 },
    );
  });

  test('random bytes under random content types, and oversized bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.constantFrom(...contentTypes),
        fc.oneof(
          fc.uint8Array({ maxLength: 2048 }),
          fc.string({ maxLength: 2048 }).map((s) => new TextEncoder().encode(s)),
          fc.integer({ min: 65 * 1024, max: 200 * 1024 }),
        ),
        fc.option(fc.constantFrom('text/html', 'application/json', '*/*'), { nil: undefined }),
        async (url, contentType, bodyOrSize, accept) => {
          // Oversized bodies are generated from their size, so a counterexample prints short.
          const bytes = typeof bodyOrSize === 'number' ? new Uint8Array(bodyOrSize).fill(0x41) : bodyOrSize;
          const headers: Record<string, string> = {};
          if (contentType) headers['content-type'] = contentType;
          if (accept) headers['accept'] = accept;
          const res = await app.inject({ method: 'POST', url, payload: Buffer.from(bytes), headers });
          if (accept === 'text/html') {
            if (res.statusCode !== 303 || !/^(\/ar)?\/not-sent#(inquiry|application)$/.test(String(res.headers.location)))
              throw new Error(`expected 303 /not-sent, got ${res.statusCode} ${res.headers.location}`);
          } else {
            await expectRejected(res, { url, contentType, size: bytes.length });
          }
        },
      ),
      { numRuns: 800 },
    );
  });

  test('malformed multipart bodies', async () => {
    const part = fc.record({
      name: fc.oneof(
        fc.constantFrom('name', 'email', 'file', 'cv', 'position', '__proto__', 'constructor', ''),
        fc.string({ maxLength: 20 }),
      ),
      filename: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
      body: fc.oneof(fc.string({ maxLength: 200 }), fc.constant('x'.repeat(7000))),
      contentType: fc.option(fc.constantFrom('application/json', 'text/plain', 'application/pdf'), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.array(part, { maxLength: 14 }),
        fc.boolean(),
        fc.boolean(),
        async (url, parts, truncate, badBoundary) => {
          const boundary = 'fcboundary';
          let text = '';
          for (const p of parts) {
            const disposition = `form-data; name="${p.name.replace(/"/g, '')}"${p.filename !== undefined ? `; filename="${p.filename.replace(/"/g, '')}"` : ''}`;
            text += `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n${p.body}\r\n`;
          }
          text += truncate ? `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated` : `--${boundary}--\r\n`;
          const res = await app.inject({
            method: 'POST',
            url,
            payload: text,
            headers: { 'content-type': `multipart/form-data; boundary=${badBoundary ? 'other' : boundary}` },
          });
          await expectRejected(res, { url, parts: parts.length, truncate, badBoundary });
        },
      ),
      { numRuns: 800 },
    );
  });

  test('applications with disguised, wrong or oversized files', async () => {
    const file = fc.oneof(
      fc.constant(exeFile),
      fc.constant(plainZipFile),
      fc.constant(Buffer.from('PK\x03\x04 not a zip at all', 'latin1')),
      fc.constant(Buffer.from(' %PDF-1.4 leading space', 'latin1')),
      fc.uint8Array({ minLength: 1, maxLength: 4096 }).map((b) => Buffer.from(b)),
      // Real magic bytes but larger than the CV limit.
      fc.constantFrom('pdf', 'doc'),
    );
    await fc.assert(
      fc.asyncProperty(
        file,
        fc.constantFrom('cv.pdf', 'cv.docx', 'cv.doc', 'cv.exe', 'cv.pdf.exe', '../../../etc/passwd', ''),
        fc.constantFrom('application/pdf', 'application/msword', 'application/x-msdownload', 'application/octet-stream'),
        fc.boolean(),
        async (fileOrKind, filename, type, twoFiles) => {
          const content = typeof fileOrKind === 'string' ? oversized[fileOrKind] : fileOrKind;
          const files: Array<{ name: string; filename: string; content: Buffer; type: string }> = [
            { name: 'file', filename, content, type },
          ];
          if (twoFiles) files.push({ name: 'file', filename: 'second.pdf', content: exeFile, type });
          const mp = multipartBody({ ...validApplication }, files);
          const res = await app.inject({ method: 'POST', url: '/api/applications', ...mp });
          await expectRejected(res, { size: content.length, head: content.subarray(0, 8).toString('hex'), filename, twoFiles });
        },
      ),
      { numRuns: 600 },
    );
  });

  test('nothing was stored or queued', async () => {
    const count = async (table: string) =>
      (await queryRows<{ n: number }>((await leadParts(app)).database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
    expect(await count('inquiries')).toBe(0);
    expect(await count('applications')).toBe(0);
    expect(await count('outbox')).toBe(0);
    // And the app still works.
    const ok = await app.inject({ method: 'POST', url: '/api/inquiries', payload: validInquiry });
    expect(ok.statusCode).toBe(201);
  });
});
