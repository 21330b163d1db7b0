/**
 * The leads service the app is decorated with (decision 0057; its interface, LeadsService, is
 * its whole surface): `ready()` says when the database is open, and rejects when it cannot be
 * (server/main.ts stops on a changed migration through it). The metrics' outbox backlog and the
 * shared rate-limit counter are the leads plugin's own decorators, not lead operations.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { buildLeadApp, memoryTransport, testConfig } from '../support/lead-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildLeadApp(testConfig());
}, 120_000);
afterAll(async () => {
  await app?.close();
});

test('app.leads answers ready() and ping(); the backlog and the rate-limit counter are the app’s own decorators', async () => {
  await expect(app.leads.ready()).resolves.toBeUndefined();
  await expect(app.leads.ping()).resolves.toBeUndefined();
  expect(await app.outboxBacklog()).toEqual([]);
  const count = await app.rateLimitCounter();
  expect(await count('surface-test', 60_000)).toMatchObject({ count: 1 });
  expect(await count('surface-test', 60_000)).toMatchObject({ count: 2 });
});

test('ready() rejects when the database cannot be opened', async () => {
  const unreachable = Promise.reject(new Error('no database here'));
  unreachable.catch(() => {}); // handled by the plugin once it is registered
  const failing = await buildApp(testConfig(), {
    logger: false,
    leads: { startWorker: false, transport: memoryTransport(), database: unreachable, readyWaitMs: 10 },
  });
  try {
    await expect(failing.leads.ready()).rejects.toThrow('no database here');
    expect(await failing.outboxBacklog()).toBeUndefined();
    await expect(failing.leads.ping()).rejects.toThrow('database not open yet');
  } finally {
    await failing.close();
  }
});
