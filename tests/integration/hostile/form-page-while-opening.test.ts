/**
 * A form page served while the lead database is still opening must carry the time-trap cookie
 * like any other: without it a post made without JavaScript has no token and one made with it
 * renews the token at the post, and either is stored as spam — a real lead lost without a mail.
 * The page waits for the token signer (its secret lives in the database, decision 0051).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { queryRows, type Database } from '../../../server/db/client.ts';
import { openBackend, type OpenBackend } from '../../support/backends.ts';
import { alwaysOpenPositions, memoryTransport, tempDir, testConfig, validInquiry } from '../../support/lead-app.ts';
import { page, writeTree } from '../../support/site-fixture.ts';

let store: OpenBackend;
beforeAll(async () => {
  store = await openBackend('pglite');
}, 120_000);
afterAll(async () => {
  await store?.close();
});

test('a form page fetched while the database opens sets the form cookie, and a post with it is a clean lead', async () => {
  const dist = tempDir('form-page-dist-');
  await writeTree(dist, { 'contact.html': page('Contact', 'en', '<form method="post" action="/api/inquiries"></form>') });
  let open!: (database: Database) => void;
  const opening = new Promise<Database>((resolve) => (open = resolve));
  let now = Date.now();
  const app = await buildApp(testConfig({ ...store.env, MIN_FILL_MS: '3000' }), {
    logger: false,
    startWorker: false,
    positions: alwaysOpenPositions,
    transport: memoryTransport(),
    database: opening,
    readyWaitMs: 10,
    distDir: dist,
    clock: () => now,
  });
  try {
    await app.ready();
    expect(app.leads.openNow()).toBeUndefined();
    const pageResponse = app.inject({ method: 'GET', url: '/contact' });
    open(store.database);
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
    const rows = await queryRows<{ status: string }>(store.database.db, sql`select status from inquiries where email = ${email}`);
    expect(rows).toEqual([{ status: 'received' }]);
  } finally {
    await app.close();
  }
});
