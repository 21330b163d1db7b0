/**
 * A form post that arrives while the lead database is still opening (a slow first start of the
 * embedded database, or PostgreSQL not yet reachable): start listens after its wait, and the
 * post waits for the database. It must be judged by the time trap like any other post — the
 * token secret lives in the database — not stored as a clean lead because no check was ready.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { queryRows, type Database } from '../../../server/db/client.ts';
import { openBackend, type OpenBackend } from '../../support/backends.ts';
import { alwaysOpenPositions, memoryTransport, testConfig, validInquiry } from '../../support/lead-app.ts';

let store: OpenBackend;
beforeAll(async () => {
  store = await openBackend('pglite');
}, 120_000);
afterAll(async () => {
  await store?.close();
});

test('a post without a form token, sent while the database opens, is stored as spam once it is open', async () => {
  let open!: (database: Database) => void;
  const opening = new Promise<Database>((resolve) => (open = resolve));
  const app = await buildApp(testConfig({ ...store.env, MIN_FILL_MS: '3000' }), {
    logger: false,
    startWorker: false,
    positions: alwaysOpenPositions,
    transport: memoryTransport(),
    database: opening,
    readyWaitMs: 10,
  });
  try {
    await app.ready();
    expect(app.leads.openNow()).toBeUndefined();
    const email = 'while-opening@example.com';
    // The post is under way before the database opens: a check it made without waiting saw no database.
    const posting = app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...validInquiry, email } });
    open(store.database);
    const response = await posting;
    expect(response.statusCode).toBe(201);
    const rows = await queryRows<{ status: string }>(store.database.db, sql`select status from inquiries where email = ${email}`);
    expect(rows).toEqual([{ status: 'spam' }]);
  } finally {
    await app.close();
  }
});
