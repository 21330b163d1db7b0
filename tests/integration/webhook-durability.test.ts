/**
 * Webhooks across failures of the sender (decision 0014): real server processes and a
 * real receiver that verifies signatures, fails the first deliveries and leaves one hanging.
 * - PGlite: the server is SIGKILLed while a webhook is in flight; after a restart every lead
 *   answered 201 reaches the receiver, each webhook-id at least once and processed once (the
 *   one in flight is re-sent with its id after its lease, and recognised as a duplicate).
 * - PostgreSQL: two servers share the queue; each webhook-id is processed once, nothing lost.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runThroughAdminSocket } from '../../server/cli/admin-client.ts';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../server/db/client.ts';
import { startPostgres, type PgCluster } from '../support/postgres.ts';
import { tempDir, validInquiry } from '../support/lead-app.ts';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process.ts';
import { waitFor } from '../support/smtp-peer.ts';
import { startWebhookReceiver, webhookSecret, type WebhookReceiver } from '../support/webhook-receiver.ts';

const secret = webhookSecret();
const servers: ServerProcess[] = [];
const receivers: WebhookReceiver[] = [];
let database: Database | undefined;
/** Started at once, awaited by the PostgreSQL test only: it starts while the PGlite one runs. */
let clusterStarting: Promise<PgCluster> | undefined;

beforeAll(() => {
  clusterStarting = startPostgres();
  clusterStarting.catch(() => {}); // reported by the test that awaits it
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill('SIGKILL')));
  await Promise.all(receivers.map((r) => r.stop()));
  await database?.close();
  await clusterStarting?.then(
    (cluster) => cluster.stop(),
    () => {},
  );
});

const webhookEnv = (receiver: WebhookReceiver, timeoutMs: number) => ({
  LEAD_WEBHOOK_URL: receiver.url('/crm'),
  LEAD_WEBHOOK_SECRET: secret,
  LEAD_WEBHOOK_ALLOW_PRIVATE: 'true',
  LEAD_WEBHOOK_TIMEOUT_MS: String(timeoutMs),
  OUTBOX_POLL_MS: '100',
  OUTBOX_BACKOFF_MS: '100',
  OUTBOX_MAX_BACKOFF_MS: '400',
});

const post = async (url: string, email: string): Promise<string | null> => {
  const res = await fetch(`${url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validInquiry, email }),
  });
  return res.status === 201 ? ((await res.json()) as { id: string }).id : null;
};

const processedLeads = (receiver: WebhookReceiver) =>
  new Set([...receiver.processed.values()].map((body) => (body['data'] as { id: string }).id));

test('every 201 lead is delivered across a SIGKILL mid-delivery: each webhook-id at least once, processed once', async () => {
  const receiver = await startWebhookReceiver(secret, { faults: ['fail', 'fail', 'hang', 'fail'], delayMs: 250 });
  receivers.push(receiver);
  const dataDir = tempDir('leads-webhook-durability-');
  const env = { DATA_DIR: dataDir, MAIL_TRANSPORT: 'log', ...webhookEnv(receiver, 1000) };
  let server = await startServer(env);
  servers.push(server);

  const acked = new Set<string>();
  let stop = false;
  const poster = async (worker: number) => {
    for (let i = 0; !stop; i++) {
      try {
        const id = await post(server.url, `hook-durable-${worker}-${i}@example.com`);
        if (id) acked.add(id);
      } catch {
        return; // the server is gone
      }
    }
  };
  const posting = Promise.all(Array.from({ length: 4 }, (_, w) => poster(w)));
  await waitFor(
    () => acked.size >= 30 && receiver.processed.size >= 3 && receiver.inFlight() > 0,
    60_000,
    '30 leads and a webhook in flight',
  );
  expect(await server.kill('SIGKILL')).toBe('SIGKILL');
  stop = true;
  await posting;

  server = await startServer(env);
  servers.push(server);
  // The webhook in flight at the kill stays 'sending' until its lease (2 × 1 s + 5 s) runs out.
  await waitFor(() => [...acked].every((id) => processedLeads(receiver).has(id)), 90_000, 'a webhook for every acknowledged lead');
  await waitFor(
    async () => {
      const out: string[] = [];
      if ((await runThroughAdminSocket(dataDir, ['outbox', '--format', 'json'], { stdout: (t) => out.push(t), stderr: () => {} })) !== 0)
        return false;
      const rows = (JSON.parse(out.join('')) as Array<{ kind: string; status: string; messageId: string }>).filter(
        (r) => r.kind === 'webhook',
      );
      return rows.length >= acked.size && rows.every((r) => r.status === 'sent' && receiver.processed.has(r.messageId));
    },
    60_000,
    'every webhook row marked sent',
  );

  expect(receiver.received.every((r) => r.verified)).toBe(true);
  expect(receiver.received.filter((r) => r.answered === 500)).toHaveLength(3);
  expect(receiver.received.filter((r) => r.answered === 'hung')).toHaveLength(1);
  // The one in flight at the kill reached the receiver twice, under one id: processed once.
  expect(receiver.duplicates()).toBeGreaterThanOrEqual(1);
  const answered = receiver.received.filter((r) => r.answered === 204);
  expect(answered.length).toBe(receiver.processed.size + receiver.duplicates());
  expect(await server.kill('SIGTERM')).toBe(0);
}, 240_000);

test('two servers on one PostgreSQL deliver each webhook-id once, through failures and a timeout', async () => {
  const receiver = await startWebhookReceiver(secret, { faults: ['fail', 'hang', 'fail', 'fail', 'fail'], delayMs: 20 });
  receivers.push(receiver);
  const url = await (await clusterStarting!).createDatabase('webhook_scaleout');
  const env = (n: number) => ({
    DATABASE_URL: url,
    DATA_DIR: tempDir(`leads-hook-scale-${n}-`),
    MAIL_TRANSPORT: 'log',
    ...webhookEnv(receiver, 3000),
  });
  const pair = await Promise.all([startServer(env(1)), startServer(env(2))]);
  servers.push(...pair);

  const total = 60;
  const ids = await Promise.all(Array.from({ length: total }, (_, i) => post(pair[i % 2]!.url, `hook-scale${i}@example.com`)));
  expect(ids.every(Boolean)).toBe(true);
  await waitFor(() => ids.every((id) => processedLeads(receiver).has(id!)), 60_000, `${total} webhooks at the receiver`);
  database = await openDatabase({ DATABASE_URL: url, dataDir: tempDir() });
  const db = database.db;
  const webhookRows = () =>
    queryRows<{ message_id: string; status: string; attempts: number }>(
      db,
      sql`select message_id, status, attempts from outbox where kind = 'webhook'`,
    );
  // Every row sent: none can be claimed again. Each claim sends one request, which the receiver
  // records before any answer or time-out reaches the sender; so once the requests it recorded
  // equal the claims, nothing more is on its way. (The timeout is generous so that a slow
  // answer on a busy machine is not retried: any duplicate here is a double claim.)
  await waitFor(async () => (await webhookRows()).every((r) => r.status === 'sent'), 60_000, 'every webhook row marked sent');
  const rows = await webhookRows();
  expect(receiver.received).toHaveLength(rows.reduce((sum, r) => sum + r.attempts, 0));

  expect(receiver.processed.size).toBe(total);
  expect(receiver.duplicates()).toBe(0);
  expect(receiver.received.every((r) => r.verified)).toBe(true);
  expect(receiver.received.filter((r) => r.answered === 'hung')).toHaveLength(1);
  expect(rows).toHaveLength(total);
  expect(rows.every((r) => r.status === 'sent')).toBe(true);
  expect(new Set(rows.map((r) => r.message_id))).toEqual(new Set(receiver.processed.keys()));
}, 180_000);
