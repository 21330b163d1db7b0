/**
 * Leads that reach the server while the lead database is still opening (a slow first start of
 * the embedded database, or PostgreSQL not yet reachable): start listens after its wait, and
 * pages and posts wait for the database (decision 0051). The time trap's token secret lives in
 * the database, so both must still be judged by it:
 * - a post made before the database opened is judged like any other, not stored as a clean lead
 *   because no check was ready;
 * - a form page served meanwhile carries the time-trap cookie like any other: without it a post
 *   made without JavaScript has no token and one made with it renews the token at the post, and
 *   either is stored as spam — a real lead lost without a mail.
 */
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp, type BuildOptions } from '../../../server/app.ts';
import { queryRows, type Database } from '../../../server/db/client.ts';
import { uploadsDir } from '../../../server/http/multipart.ts';
import { openBackend, type OpenBackend } from '../../support/backends.ts';
import { alwaysOpenPositions, memoryTransport, tempDir, testConfig } from '../../support/lead-app.ts';
import { validInquiry } from '../../../support/lead-posts.ts';
import { page, writeTree } from '../../support/site-fixture.ts';

let store: OpenBackend;
beforeAll(async () => {
  store = await openBackend('pglite');
}, 120_000);
afterAll(async () => {
  await store?.close();
});

/**
 * The production app with a database that opens when the test calls `open`. `arrived` settles
 * when a request reaches its handler: inject() only starts a request on a later tick, so a test
 * that opened the database right after calling it could open it before the request began.
 */
async function appWhileOpening({ leads, ...overrides }: BuildOptions = {}) {
  let open!: (database: Database) => void;
  const opening = new Promise<Database>((resolve) => (open = resolve));
  const app = await buildApp(testConfig({ ...store.env, MIN_FILL_MS: '3000' }), {
    logger: false,
    positions: alwaysOpenPositions,
    ...overrides,
    leads: { startWorker: false, transport: memoryTransport(), database: opening, readyWaitMs: 10, ...leads },
  });
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  app.addHook('preHandler', async () => arrive());
  await app.ready();
  // Not open yet: /readyz says so (the service hands out no parts to ask, decision 0057).
  expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
  return { app, arrived, open: () => open(store.database) };
}

const statusOf = (email: string) =>
  queryRows<{ status: string }>(store.database.db, sql`select status from inquiries where email = ${email}`);

test('a post without a form token, sent while the database opens, is stored as spam once it is open', async () => {
  const { app, arrived, open } = await appWhileOpening();
  try {
    const email = 'while-opening@example.com';
    // The post reaches its handler before the database opens: a check it made without waiting saw no database.
    const posting = app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...validInquiry, email } });
    await arrived;
    open();
    const response = await posting;
    expect(response.statusCode).toBe(201);
    expect(await statusOf(email)).toEqual([{ status: 'spam' }]);
  } finally {
    await app.close();
  }
});

test('a form page fetched while the database opens sets the form cookie, and a post with it is a clean lead', async () => {
  const dist = tempDir('form-page-dist-');
  await writeTree(dist, { 'contact.html': page('Contact', 'en', '<form method="post" action="/api/inquiries"></form>') });
  let now = Date.now();
  const { app, arrived, open } = await appWhileOpening({ distDir: dist, leads: { clock: () => now } });
  try {
    const pageResponse = app.inject({ method: 'GET', url: '/contact' });
    await arrived;
    open();
    const served = await pageResponse;
    expect(served.statusCode).toBe(200);
    const cookie = /^form_token=([^;]+)/.exec(String(served.headers['set-cookie'] ?? ''))?.[1];
    expect(cookie).toBeDefined();
    expect(served.headers['cache-control']).toContain('private');

    now += 10_000; // the visitor fills the form in for longer than MIN_FILL_MS
    const email = 'page-while-opening@example.com';
    const posted = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...validInquiry, email },
      cookies: { form_token: cookie! },
    });
    expect(posted.statusCode).toBe(201);
    expect(await statusOf(email)).toEqual([{ status: 'received' }]);
  } finally {
    await app.close();
  }
});

test('stale CV fragments (personal data) are swept at start even while the database never opens', async () => {
  const config = testConfig({ ...store.env });
  const uploads = uploadsDir(config.dataDir);
  await mkdir(uploads, { recursive: true });
  // Left by a process killed mid-upload two hours ago, and one in progress now (kept).
  await writeFile(join(uploads, 'stale.part'), 'a CV fragment');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
  await utimes(join(uploads, 'stale.part'), twoHoursAgo, twoHoursAgo);
  await writeFile(join(uploads, 'fresh.part'), 'an upload in progress');
  let open!: (database: Database) => void;
  const never = new Promise<Database>((resolve) => (open = resolve));
  const app = await buildApp(config, {
    logger: false,
    positions: alwaysOpenPositions,
    leads: { startWorker: false, transport: memoryTransport(), database: never, readyWaitMs: 10 },
  });
  try {
    await app.ready();
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect(await readdir(uploads)).toEqual(['fresh.part']);
  } finally {
    // Only so that close, which lets an open in progress finish, can end.
    open(store.database);
    await app.close();
  }
});
