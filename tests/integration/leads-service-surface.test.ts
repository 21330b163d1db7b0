/**
 * The leads service the app is decorated with (decision 0057; its type, LeadsService, is
 * its whole surface), built on the open database (decision 0081). The metrics' outbox backlog
 * and the shared rate-limit counter are the lead plugins' own decorators, not lead operations.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildLeadApp, testConfig } from '../support/lead-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildLeadApp(testConfig());
}, 120_000);
afterAll(async () => {
  await app?.close();
});

test('app.leads answers ping(); the backlog and the rate-limit counter are the app’s own decorators', async () => {
  await expect(app.leads.ping()).resolves.toBeUndefined();
  expect(app.leads.cvFailing()).toEqual([]);
  expect(await app.outboxBacklog()).toEqual([]);
  expect(await app.rateLimitCounter('surface-test', 60_000)).toMatchObject({ count: 1 });
  expect(await app.rateLimitCounter('surface-test', 60_000)).toMatchObject({ count: 2 });
});
