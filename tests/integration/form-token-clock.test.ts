/**
 * The time trap on the server's clock (buildApp's `clock` option): a form token issued by
 * POST /api/form-token is too young until MIN_FILL_MS has passed, valid until FORM_TOKEN_TTL_MS,
 * then expired; the time is moved by the test, not waited for. Also the island's sequence of
 * two inquiries from one page with a hasty one between them, which the browser test
 * (tests/e2e/form-token.spec.ts) cannot hold on a slow host: there "at once" races the wall clock.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { buildLeadApp, leadParts, memoryTransport, testConfig } from '../support/lead-app.ts';
import { validInquiry } from '../../support/lead-posts.ts';

let now = Date.UTC(2026, 10, 23, 9, 0);
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildLeadApp(testConfig({ MIN_FILL_MS: '3000', FORM_TOKEN_TTL_MS: '3600000' }), {
    leads: { transport: memoryTransport(), clock: () => now },
  });
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
/** Posts an inquiry with `token`; answers its stored status and spam reason. */
async function stored(token: string): Promise<{ status: string; spam_reason: string | null }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { ...validInquiry, email: `clock${++counter}@example.com`, formToken: token },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await queryRows<{ status: string; spam_reason: string | null }>(
    (await leadParts(app)).database.db,
    sql`select status, spam_reason from inquiries where id = ${res.json<{ id: string }>().id}`,
  );
  return row!;
}
const postWith = async (token: string): Promise<boolean> => (await stored(token)).status === 'spam';

/** What the island does: POST /api/form-token with its field's value and the page's cookie. */
async function renew(token: string, cookie: string): Promise<{ token: string; cookie: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/form-token', payload: { token }, cookies: { form_token: cookie } });
  expect(res.statusCode).toBe(200);
  return { token: res.json<{ token: string }>().token, cookie: /^form_token=([^;]*)/.exec(String(res.headers['set-cookie']))![1]! };
}

test('a token is too young before MIN_FILL_MS, good after it, expired after its lifetime', async () => {
  const issued = await app.inject({ method: 'POST', url: '/api/form-token', payload: {} });
  const { token, expiresAt } = issued.json<{ token: string; expiresAt: number }>();
  expect(expiresAt).toBe(now + 3_600_000);
  expect(await postWith(token)).toBe(true);
  now += 5_000;
  expect(await postWith(token)).toBe(false);
  now += 3_600_000;
  expect(await postWith(token)).toBe(true);
});

test('two inquiries from one page: the first and second reach sales; one sent at once from the new opening between them is spam and does not use it', async () => {
  const page = await renew('', '');
  now += 5_000;
  const first = await renew(page.token, page.cookie);
  expect(await stored(first.token)).toEqual({ status: 'received', spam_reason: null });
  // After a success the island asks for a new opening; sent at once, it is too fast for a person.
  const next = await renew('', first.cookie);
  expect(next.token.split('.')[0]).not.toBe(first.token.split('.')[0]);
  expect(await stored(next.token)).toEqual({ status: 'spam', spam_reason: 'token-too-fast' });
  // One millisecond short of MIN_FILL_MS it is still too fast; at MIN_FILL_MS the same opening passes.
  now += 2_999;
  expect(await stored(next.token)).toEqual({ status: 'spam', spam_reason: 'token-too-fast' });
  now += 1;
  expect(await stored(next.token)).toEqual({ status: 'received', spam_reason: null });
});
