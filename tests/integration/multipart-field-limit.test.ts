/**
 * The multipart parser's per-field byte bound (server/plugins/external/multipart.ts) lets through
 * the application form's longest field at its maximum length in characters of any UTF-8 width,
 * and answers a longer value as too long, never storing it cut.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { applicationFieldMax } from '../../src/forms/schemas.ts';
import { textPdf } from '../support/cv-samples.ts';
import { buildLeadApp, memoryTransport, testConfig } from '../support/lead-app.ts';
import { multipartBody, validApplication } from '../../support/lead-posts.ts';

let app: FastifyInstance;
let cv: Buffer;
beforeAll(async () => {
  [app, cv] = await Promise.all([buildLeadApp(testConfig(), { leads: { transport: memoryTransport() } }), textPdf(['Omar Khalil'])]);
});
afterAll(async () => app?.close());

// The longest field is the honeypot (limits.honeypotMax): a bot's answer is a quiet success, so
// the parser's verdict shows in the status and the error's field alone.
let address = 0;
const postWithHoneypot = (website: string) => {
  const { payload, headers } = multipartBody({ ...validApplication, website }, [{ name: 'file', filename: 'cv.pdf', content: cv }]);
  return app.inject({ method: 'POST', url: '/api/applications', payload, headers, remoteAddress: `203.0.113.${++address}` });
};

test.each([
  ['3-byte characters (1 UTF-16 unit each)', '€'.repeat(applicationFieldMax)],
  ['4-byte characters (2 UTF-16 units each)', '𝐀'.repeat(applicationFieldMax / 2)],
])('a field of the maximum length in %s is accepted', async (_, value) => {
  const response = await postWithHoneypot(value);
  expect(response.statusCode, response.body).toBeLessThan(300);
});

test('one character more is refused, naming the field', async () => {
  const response = await postWithHoneypot(`${'€'.repeat(applicationFieldMax)}€`);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ errors: { website: expect.any(String) } });
});
