/**
 * The production app on one backend (PGlite or PostgreSQL) for the lead-storage and outbox-worker
 * suites: opened once per describe block, with a memory transport and short-hand requests.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { Config } from '../../server/config/index.ts';
import { openBackend, type Backend, type OpenBackend } from './backends.ts';
import { buildLeadApp, memoryTransport, testConfig } from './lead-app.ts';
import { multipartBody } from '../../support/lead-posts.ts';

export interface OutboxTestRow {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  message_id: string;
  payload: { to: string; replyTo: { address: string } };
  next_attempt_at: Date | string;
  last_error: string | null;
}

export function leadStorageFixture(backend: Backend) {
  let store: OpenBackend;
  let app: FastifyInstance;
  let config: Config;
  const transport = memoryTransport();

  beforeAll(async () => {
    store = await openBackend(backend);
    config = testConfig({ ...store.env, OUTBOX_BACKOFF_MS: '60000', OUTBOX_MAX_BACKOFF_MS: '240000', OUTBOX_MAX_AGE_HOURS: '24' });
    app = await buildLeadApp(config, { leads: { database: store.database, transport } });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  const db = () => store.database.db;
  const rows = <T>(query: SQL) => queryRows<T>(db(), query);
  return {
    get app() {
      return app;
    },
    get config() {
      return config;
    },
    get store() {
      return store;
    },
    transport,
    db,
    rows,
    outboxFor: (leadId: string) => rows<OutboxTestRow>(sql`select * from outbox where lead_id = ${leadId}`),
    postInquiry: (body: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/inquiries', payload: body, headers }),
    postApplication: (
      fields: Record<string, string>,
      file?: { filename: string; content: Buffer; type?: string },
      headers: Record<string, string> = {},
    ) => {
      const mp = multipartBody(fields, file ? [{ name: 'file', ...file }] : []);
      return app.inject({ method: 'POST', url: '/api/applications', payload: mp.payload, headers: { ...mp.headers, ...headers } });
    },
  };
}
