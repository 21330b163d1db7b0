/**
 * A form token serves one accepted lead and has a hard lifetime from when the form was opened
 * (decision 0029), through the production app on the server's clock (buildApp's `clock`): a
 * replayed post is refused in the visitor's language (a no-JS post gets /not-sent) and stores
 * nothing; the island's "fresh token after a success" lets a visitor send a second message
 * from the same page; renewal never reaches past the hard lifetime; used tokens are purged.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '../../src/i18n/ui/en.json' with { type: 'json' };
import ar from '../../src/i18n/ui/ar.json' with { type: 'json' };
import { queryRows } from '../../server/db/client.ts';
import { pdfFile, multipartBody, validApplication, validInquiry } from '../../support/lead-posts.ts';
import { buildLeadApp, leadParts, memoryTransport, testConfig } from '../support/lead-app.ts';

const hour = 3_600_000;
let now = Date.UTC(2026, 10, 24, 9, 0);
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildLeadApp(
    testConfig({ MIN_FILL_MS: '3000', FORM_TOKEN_TTL_MS: String(2 * hour), FORM_TOKEN_MAX_AGE_MS: String(24 * hour) }),
    { leads: { transport: memoryTransport(), clock: () => now } },
  );
}, 120_000);
afterAll(async () => {
  await app?.close();
});

let counter = 0;
const unique = (tag: string) => `${tag}.${++counter}@example.com`;
const rows = async <T>(query: ReturnType<typeof sql>) => queryRows<T>((await leadParts(app)).database.db, query);
const leadsFrom = async (email: string) =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from inquiries where email = ${email}`))[0]!.n;

/** What the island does: POST /api/form-token with its field's value and the page's cookie. */
async function renew(token = '', cookie?: string): Promise<{ token: string; expiresAt: number; cookie: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/form-token',
    payload: { token },
    ...(cookie ? { cookies: { form_token: cookie } } : {}),
  });
  expect(res.statusCode).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  return { ...res.json<{ token: string; expiresAt: number }>(), cookie: /^form_token=([^;]*)/.exec(setCookie)![1]! };
}
const postInquiry = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...validInquiry, ...fields }, headers });
const spamOf = async (id: string) =>
  (await rows<{ status: string }>(sql`select status from inquiries where id = ${id}`))[0]!.status === 'spam';

describe('a token serves one accepted lead', () => {
  test.each([
    ['en', en.errors.formUsed],
    ['ar', ar.errors.formUsed],
  ] as const)(
    'a replayed post is refused with a localized 409 (%s), stores nothing; a no-JS replay gets /not-sent',
    async (locale, message) => {
      const { token } = await renew();
      now += 5_000;
      const first = await postInquiry({ locale, email: unique('first'), formToken: token });
      expect(first.statusCode).toBe(201);
      expect(await spamOf(first.json().id)).toBe(false);
      const replayAddress = unique('replay');
      const again = await postInquiry({ locale, email: replayAddress, formToken: token });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ errors: { form: message } });
      // No-JS: the same token as the cookie the page was served with.
      const native = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: new URLSearchParams({ ...validInquiry, locale, email: replayAddress }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        cookies: { form_token: token },
      });
      expect(native.statusCode).toBe(303);
      expect(native.headers.location).toBe(locale === 'ar' ? '/ar/not-sent#inquiry' : '/not-sent#inquiry');
      expect(await leadsFrom(replayAddress)).toBe(0);
    },
  );

  test('an application with a used token is refused too', async () => {
    const { token } = await renew();
    now += 5_000;
    const post = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/applications',
        ...multipartBody({ ...validApplication, email, formToken: token }, [{ name: 'file', filename: 'cv.pdf', content: pdfFile }]),
      });
    expect((await post(unique('applicant'))).statusCode).toBe(201);
    const replay = unique('applicant-replay');
    expect((await post(replay)).statusCode).toBe(409);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from applications where email = ${replay}`))[0]!.n).toBe(0);
  });

  test('concurrent posts with one token: exactly one is stored', async () => {
    const { token } = await renew();
    now += 5_000;
    const answers = await Promise.all([0, 1, 2, 3].map((i) => postInquiry({ email: unique(`race${i}`), formToken: token })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  test('renewing a used token starts a new form (a new id, opened now): it cannot skip the wait', async () => {
    const { token } = await renew();
    now += 5_000;
    expect((await postInquiry({ email: unique('used'), formToken: token })).statusCode).toBe(201);
    const renewed = await renew(token);
    expect(renewed.token.split('.')[0]).not.toBe(token.split('.')[0]);
    expect(renewed.token.split('.')[1]).toBe(String(now));
    const hasty = await postInquiry({ email: unique('hasty'), formToken: renewed.token });
    expect(hasty.statusCode).toBe(201);
    expect(await spamOf(hasty.json().id)).toBe(true);
  });

  test('two inquiries in a row from one page: the island’s fresh token after the first lets the second through', async () => {
    // The page's cookie, then the island's token on first touch and again before sending.
    const page = await renew();
    now += 20_000;
    const beforeFirst = await renew('', page.cookie);
    const first = await postInquiry({ email: unique('row1'), formToken: beforeFirst.token });
    expect(first.statusCode).toBe(201);
    // After the success the form is reset (empty field) and asks again, with the cookie it now has.
    const afterFirst = await renew('', beforeFirst.cookie);
    now += 30_000;
    const beforeSecond = await renew(afterFirst.token, afterFirst.cookie);
    const second = await postInquiry({ email: unique('row2'), formToken: beforeSecond.token });
    expect(second.statusCode).toBe(201);
    expect([await spamOf(first.json().id), await spamOf(second.json().id)]).toEqual([false, false]);
  });

  test('a replay refused with 409 stores nothing, so it costs none of the RATE_LIMIT_MAX accepted posts', async () => {
    const limited = await buildLeadApp(testConfig({ MIN_FILL_MS: '3000', RATE_LIMIT_MAX: '2' }), {
      leads: { database: (await leadParts(app)).database, transport: memoryTransport(), clock: () => now },
    });
    try {
      const remoteAddress = '192.0.2.77';
      const token = async () =>
        (await limited.inject({ method: 'POST', url: '/api/form-token', payload: {}, remoteAddress })).json<{ token: string }>().token;
      const post = (formToken: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: { ...validInquiry, email: unique('quota'), formToken },
          remoteAddress,
        });
      const [used, fresh, third] = [await token(), await token(), await token()];
      now += 5_000;
      expect((await post(used)).statusCode).toBe(201);
      expect((await post(used)).statusCode).toBe(409);
      expect((await post(used)).statusCode).toBe(409);
      // The second of the two accepted posts, then the limit.
      expect((await post(fresh)).statusCode).toBe(201);
      expect((await post(third)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the hard lifetime', () => {
  test('renewal keeps a form alive for hours but never past FORM_TOKEN_MAX_AGE_MS from its opening', async () => {
    const opened = now;
    const { token } = await renew();
    now = opened + 23 * hour;
    const late = await renew(token);
    expect(late.token.split('.')[1]).toBe(String(opened));
    expect(late.expiresAt).toBe(opened + 24 * hour);
    now = opened + 24 * hour + 1_000;
    const email = unique('too-late');
    const res = await postInquiry({ email, formToken: late.token });
    expect(res.statusCode).toBe(201);
    expect(await spamOf(res.json().id)).toBe(true);
    // Past the lifetime a renewal is a new form, opened now.
    expect((await renew(late.token)).token.split('.')[1]).toBe(String(now));
  });

  test('used tokens are kept only for their lifetime: the worker’s purge removes ended ones', async () => {
    const { token } = await renew();
    now += 5_000;
    expect((await postInquiry({ email: unique('purged'), formToken: token })).statusCode).toBe(201);
    const id = token.split('.')[0]!;
    const [row] = await rows<{ left_ms: number }>(
      sql`select extract(epoch from (expires_at - now())) * 1000 as left_ms from form_token_uses where token_id = ${id}`,
    );
    // Remembered for what is left of the token's 24 hours, no longer.
    expect(Number(row!.left_ms)).toBeGreaterThan(24 * hour - 60_000);
    expect(Number(row!.left_ms)).toBeLessThanOrEqual(24 * hour);
    await rows(sql`update form_token_uses set expires_at = now() - interval '1 second' where token_id = ${id}`);
    expect(await (await leadParts(app)).repo.retention.purgeEndedFormTokenUses()).toBeGreaterThanOrEqual(1);
    expect(await rows(sql`select token_id from form_token_uses where token_id = ${id}`)).toEqual([]);
  });
});
