/**
 * Form-post rate limits across servers: with RATE_LIMIT_STORE=database (the default with
 * DATABASE_URL) every server on one PostgreSQL counts in the same `rate_limits` rows, so the
 * limit holds for the fleet rather than per process; with the memory store (the default on
 * PGlite) each process counts alone. A broken counters table lets posts through.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '../../src/i18n/ui/en.json' with { type: 'json' };
import { queryRows } from '../../server/db/client.ts';
import { DatabaseRateLimitStore, type RateLimitCounter } from '../../server/http/rate-limit-store.ts';
import { openBackend, type OpenBackend } from '../support/backends.ts';
import { buildLeadApp, leadParts, memoryTransport, testConfig } from '../support/lead-app.ts';
import { multipartBody, validApplication, validInquiry, pdfFile } from '../../support/lead-posts.ts';
import { claims } from '../../src/site.config.ts';

let counter = 0;
const unique = () => `rate${++counter}-${Date.now()}@example.com`;
// The default window (claims.rateLimitWindowMinutes, 10 minutes): Retry-After must come from it.
const limitEnv = { RATE_LIMIT_MAX: '3' };
const windowSeconds = claims.rateLimitWindowMinutes * 60;

const postInquiry = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...validInquiry, email: unique() }, remoteAddress: ip });
const postApplication = (app: FastifyInstance, ip: string) => {
  const mp = multipartBody({ ...validApplication, email: unique() }, [{ name: 'file', filename: 'cv.pdf', content: pdfFile }]);
  return app.inject({ method: 'POST', url: '/api/applications', payload: mp.payload, headers: mp.headers, remoteAddress: ip });
};

function expectLimited(res: Awaited<ReturnType<typeof postInquiry>>) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  // The window's remaining time, not a fixed minute: well past 60 s right after the first post.
  expect(retryAfter).toBeGreaterThan(60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits shared through PostgreSQL', () => {
  let store: OpenBackend;
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    store = await openBackend('postgres');
    // Two "servers": each opens its own pool on the same DATABASE_URL, as separate processes would.
    [one, two] = await Promise.all([
      buildLeadApp(testConfig({ ...store.env, ...limitEnv }), { leads: { transport: memoryTransport() } }),
      buildLeadApp(testConfig({ ...store.env, ...limitEnv }), { leads: { transport: memoryTransport() } }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await store?.close();
  });

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(store.database.db, query);

  test('DATABASE_URL selects the database store unless RATE_LIMIT_STORE says otherwise', () => {
    expect(one.config.RATE_LIMIT_STORE).toBe('database');
    expect(testConfig({ ...store.env, RATE_LIMIT_STORE: 'memory' }).RATE_LIMIT_STORE).toBe('memory');
    expect(testConfig().RATE_LIMIT_STORE).toBe('memory');
    expect(testConfig({ RATE_LIMIT_STORE: 'database' }).RATE_LIMIT_STORE).toBe('database');
    expect(() => testConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE/);
  });

  test.each([
    ['the second server', '198.51.100.1'],
    ['the first server', '198.51.100.2'],
  ])('two servers together allow RATE_LIMIT_MAX posts per IP; the next one on %s gets 429', async (where, ip) => {
    expect((await postInquiry(one, ip)).statusCode).toBe(201);
    expect((await postInquiry(two, ip)).statusCode).toBe(201);
    expect((await postInquiry(where === 'the second server' ? one : two, ip)).statusCode).toBe(201);
    const fourth = await postInquiry(where === 'the second server' ? two : one, ip);
    expectLimited(fourth);
    expect(fourth.json().errors).toEqual({ form: en.errors.rateLimited });
    // And it stays limited on both.
    expectLimited(await postInquiry(one, ip));
    expectLimited(await postInquiry(two, ip));
    expect(await rows(sql`select count from rate_limits where key = ${`POST /api/inquiries|${ip}`}`)).toEqual([{ count: 6 }]);
  });

  test('concurrent posts on both servers never let more than RATE_LIMIT_MAX through', async () => {
    const ip = '198.51.100.3';
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => postInquiry(i % 2 ? one : two, ip)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  test('each route and each address counts on its own', async () => {
    const ip = '198.51.100.4';
    for (let i = 0; i < 3; i++) expect((await postInquiry(i % 2 ? one : two, ip)).statusCode).toBe(201);
    expectLimited(await postInquiry(one, ip));
    expect((await postApplication(two, ip)).statusCode).toBe(201);
    expect((await postInquiry(two, '198.51.100.5')).statusCode).toBe(201);
  });

  test('an ended window starts again at 1, and the hourly purge removes ended counters', async () => {
    const ip = '198.51.100.6';
    for (let i = 0; i < 3; i++) expect((await postInquiry(one, ip)).statusCode).toBe(201);
    expectLimited(await postInquiry(two, ip));
    await store.database.db.execute(sql`update rate_limits set expires_at = now() - interval '1 second' where key like ${`%|${ip}`}`);
    expect((await postInquiry(two, ip)).statusCode).toBe(201);
    expect(await rows(sql`select count from rate_limits where key = ${`POST /api/inquiries|${ip}`}`)).toEqual([{ count: 1 }]);

    await store.database.db.execute(
      sql`update rate_limits set expires_at = now() - interval '1 second' where key <> ${`POST /api/inquiries|${ip}`}`,
    );
    const live = await rows<{ n: number }>(sql`select count(*)::int as n from rate_limits where expires_at > now()`);
    expect(live).toEqual([{ n: 1 }]);
    expect(await (await leadParts(one)).repo.retention.purgeExpiredRateLimits()).toBeGreaterThan(0);
    expect(await rows(sql`select key from rate_limits`)).toEqual([{ key: `POST /api/inquiries|${ip}` }]);
  });

  test('a broken counters table fails open: the post is accepted, not lost', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 3; i++) await postInquiry(one, ip);
    expectLimited(await postInquiry(one, ip));
    await store.database.db.execute(sql`alter table rate_limits rename to rate_limits_away`);
    try {
      const res = await postInquiry(two, ip);
      expect(res.statusCode).toBe(201);
      expect(await rows(sql`select id from inquiries where id = ${res.json().id}`)).toHaveLength(1);
    } finally {
      await store.database.db.execute(sql`alter table rate_limits_away rename to rate_limits`);
    }
    expectLimited(await postInquiry(two, ip));
  });
});

describe('the database store on its own', () => {
  function recordingLog() {
    const warnings: Array<{ obj: unknown; msg: unknown }> = [];
    const log = { warn: (obj: unknown, msg: unknown) => warnings.push({ obj, msg }) } as unknown as FastifyBaseLogger;
    return { log, warnings };
  }

  test('a database that does not answer in time fails open with a warning', async () => {
    const { log, warnings } = recordingLog();
    const hanging: RateLimitCounter = () => new Promise(() => {});
    const store = new DatabaseRateLimitStore({ counter: hanging, log, timeoutMs: 50 }).child({
      routeInfo: { method: 'POST', url: '/api/inquiries' },
    });
    const result = await new Promise<{ error: Error | null }>((resolve) => store.incr('192.0.2.1', (error) => resolve({ error }), 60_000));
    expect(result.error?.message).toMatch(/within 50 ms/);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.obj).toMatchObject({ key: 'POST /api/inquiries|192.0.2.1' });
  });

  test('a failing database is reported once, with a warning', async () => {
    const { log, warnings } = recordingLog();
    const store = new DatabaseRateLimitStore({ counter: () => Promise.reject(new Error('connection refused')), log });
    const calls: Array<Error | null> = [];
    await new Promise<void>((resolve) =>
      store.incr(
        'k',
        (error) => {
          calls.push(error);
          resolve();
        },
        1000,
      ),
    );
    expect(calls.map((e) => e?.message)).toEqual(['connection refused']);
    expect(warnings).toHaveLength(1);
  });
});

describe('rate limits on PGlite', () => {
  let store: OpenBackend;

  beforeAll(async () => {
    store = await openBackend('pglite');
  }, 120_000);

  afterAll(async () => {
    await store?.close();
  });

  const countRows = async () => (await queryRows<{ n: number }>(store.database.db, sql`select count(*)::int as n from rate_limits`))[0]!.n;

  test('the memory store (the default without DATABASE_URL) still limits, in the process', async () => {
    const config = testConfig({ ...store.env, ...limitEnv });
    expect(config.RATE_LIMIT_STORE).toBe('memory');
    const app = await buildLeadApp(config, { leads: { database: store.database, transport: memoryTransport() } });
    const other = await buildLeadApp(testConfig({ ...store.env, ...limitEnv }), {
      leads: { database: store.database, transport: memoryTransport() },
    });
    try {
      const ip = '203.0.113.21';
      for (let i = 0; i < 3; i++) expect((await postInquiry(app, ip)).statusCode).toBe(201);
      expectLimited(await postInquiry(app, ip));
      // Per process: another server's counters are its own.
      expect((await postInquiry(other, ip)).statusCode).toBe(201);
      expect(await countRows()).toBe(0);
    } finally {
      await app.close();
      await other.close();
    }
  });

  test('a flood of form-token requests is cut off like the form posts (the flood guard, 5 × RATE_LIMIT_MAX)', async () => {
    const app = await buildLeadApp(testConfig({ ...store.env, ...limitEnv }), {
      leads: { database: store.database, transport: memoryTransport() },
    });
    try {
      const ask = () => app.inject({ method: 'POST', url: '/api/form-token', payload: {}, remoteAddress: '203.0.113.23' });
      for (let i = 0; i < 5 * 3; i++) expect((await ask()).statusCode).toBe(200);
      const flooded = await ask();
      expectLimited(flooded);
      expect(flooded.json().errors).toEqual({ form: en.errors.rateLimited });
    } finally {
      await app.close();
    }
  });

  test('RATE_LIMIT_STORE=database works on PGlite too', async () => {
    const env = { ...store.env, ...limitEnv, RATE_LIMIT_STORE: 'database' };
    const app = await buildLeadApp(testConfig(env), { leads: { database: store.database, transport: memoryTransport() } });
    const other = await buildLeadApp(testConfig(env), { leads: { database: store.database, transport: memoryTransport() } });
    try {
      const ip = '203.0.113.22';
      expect((await postInquiry(app, ip)).statusCode).toBe(201);
      expect((await postInquiry(other, ip)).statusCode).toBe(201);
      expect((await postInquiry(app, ip)).statusCode).toBe(201);
      expectLimited(await postInquiry(other, ip));
      // The flood guard's counter and the accepted-posts counter.
      expect(await countRows()).toBe(2);
    } finally {
      await app.close();
      await other.close();
    }
  });

  test('one IPv6 /64 is one client whatever the address and its spelling; an IPv4-mapped address is its IPv4', async () => {
    const env = { ...store.env, ...limitEnv, RATE_LIMIT_STORE: 'database' };
    const app = await buildLeadApp(testConfig(env), { leads: { database: store.database, transport: memoryTransport() } });
    try {
      // Three addresses of one /64, spelled three ways: together they have RATE_LIMIT_MAX posts.
      expect((await postInquiry(app, '2001:db8:0:7::1')).statusCode).toBe(201);
      expect((await postInquiry(app, '2001:0DB8:0000:0007:0:0:0:2')).statusCode).toBe(201);
      expect((await postInquiry(app, '2001:db8:0:7:ffff:1:2:3')).statusCode).toBe(201);
      expectLimited(await postInquiry(app, '2001:db8:0:7::abcd'));
      // The next /64 is another client.
      expect((await postInquiry(app, '2001:db8:0:8::1')).statusCode).toBe(201);
      // The accepted-posts limit and the flood guard count under the same key.
      const keys = await queryRows<{ key: string; count: number }>(
        store.database.db,
        sql`select key, count from rate_limits where key like '%2001:db8:0:7%' order by key`,
      );
      expect(keys).toEqual([
        { key: 'POST /api/inquiries|2001:db8:0:7::/64', count: 4 },
        { key: 'accepted /api/inquiries|2001:db8:0:7::/64', count: 4 },
      ]);
      for (let i = 0; i < 3; i++) expect((await postInquiry(app, '::ffff:198.51.100.77')).statusCode).toBe(201);
      expectLimited(await postInquiry(app, '198.51.100.77'));
    } finally {
      await app.close();
    }
  });
});
