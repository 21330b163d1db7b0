/**
 * The time trap on the server's clock (buildApp's `clock` option): a form token issued by
 * POST /api/form-token is too young until MIN_FILL_MS has passed, valid until FORM_TOKEN_TTL_MS,
 * then expired; the time is moved by the test, not waited for.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { buildLeadApp, leadParts, memoryTransport, testConfig, validInquiry } from '../support/lead-app.ts';

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
async function postWith(token: string): Promise<boolean> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { ...validInquiry, email: `clock${++counter}@example.com`, formToken: token },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await queryRows<{ status: string }>(
    (await leadParts(app)).database.db,
    sql`select status from inquiries where id = ${res.json<{ id: string }>().id}`,
  );
  return row!.status === 'spam';
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
