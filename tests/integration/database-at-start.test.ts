/**
 * The lead database is opened at registration (decision 0081): buildApp returns once it is open
 * and migrated and every lead part is built on it, so nothing is served against a database that
 * is still opening and no call waits for one; a database that cannot be opened fails the start
 * instead of a server listening without it, and closes what was opened before it failed.
 */
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { uploadsDir } from '../../server/http/multipart.ts';
import { openBackend } from '../support/backends.ts';
import { seededDataDir } from '../support/pglite-template.ts';
import { alwaysOpenPositions, memoryTransport, testConfig } from '../support/lead-app.ts';

test('buildApp returns with the database open: the service and the shared counter answer before the app is ready', async () => {
  // The production path: the app opens DATA_DIR/pglite itself (a migrated copy, so no initdb).
  const app = await buildApp(testConfig({ DATA_DIR: await seededDataDir('at-start-') }), {
    logger: false,
    leads: { startWorker: false, transport: memoryTransport() },
  });
  try {
    await expect(app.leads.ping()).resolves.toBeUndefined();
    expect(await app.outboxBacklog()).toEqual([]);
    expect(await app.rateLimitCounter('at-start', 60_000)).toMatchObject({ count: 1 });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  } finally {
    await app.close();
  }
}, 60_000);

test('a database that cannot be opened fails buildApp: the server never listens without it', async () => {
  // Nothing listens on port 1: the connection is refused at once.
  const config = testConfig({ DATABASE_URL: 'postgres://ascon@127.0.0.1:1/ascon' });
  await expect(buildApp(config, { logger: false, leads: { transport: memoryTransport() } })).rejects.toThrow(/ECONNREFUSED/);
});

test('a start that fails after the database opened closes it: the next opener is not locked out', async () => {
  const dataDir = await seededDataDir('at-start-');
  const failing = buildApp(testConfig({ DATA_DIR: dataDir }), {
    logger: false,
    leads: {
      startWorker: false,
      transport: memoryTransport(),
      onOpened: () => {
        throw new Error('building on the database failed');
      },
    },
  });
  await expect(failing).rejects.toThrow('building on the database failed');
  // Left open, its pid file (this live process) would refuse this open as "in use".
  const reopened = await openDatabase({ dataDir });
  await reopened.close();
}, 60_000);

test('stale CV fragments (personal data) are swept at start', async () => {
  const store = await openBackend('pglite');
  const config = testConfig({ ...store.env });
  const uploads = uploadsDir(config.dataDir);
  await mkdir(uploads, { recursive: true });
  // Left by a process killed mid-upload two hours ago, and one in progress now (kept).
  await writeFile(join(uploads, 'stale.part'), 'a CV fragment');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
  await utimes(join(uploads, 'stale.part'), twoHoursAgo, twoHoursAgo);
  await writeFile(join(uploads, 'fresh.part'), 'an upload in progress');
  const app = await buildApp(config, {
    logger: false,
    positions: alwaysOpenPositions,
    leads: { startWorker: false, transport: memoryTransport(), database: store.database },
  });
  try {
    await app.ready();
    expect(await readdir(uploads)).toEqual(['fresh.part']);
  } finally {
    await app.close();
    await store.close();
  }
}, 60_000);
