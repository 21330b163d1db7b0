/**
 * Durability across failures of the sender (decisions 0012, 0014): real server processes, the
 * log mail transport and a real webhook receiver that verifies signatures, fails the first
 * deliveries and leaves one hanging.
 * - PGlite: the server is SIGKILLed while inquiries are posted and a webhook is in flight.
 *   After a restart on the same DATA_DIR every inquiry answered 201 is in the database, its
 *   e-mail is delivered, and its webhook reaches the receiver, each webhook-id at least once and
 *   processed once (the one in flight is re-sent with its id after its lease, and recognised as
 *   a duplicate). A 201 is only sent after the commit, so nothing acknowledged may be missing.
 *   One crash serves both kinds: each restart and lease wait costs seconds.
 * - PostgreSQL: two servers share the queue; each webhook-id is processed once, nothing lost.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../server/db/client.ts';
import { startPostgres, type PgCluster } from '../../support/postgres.ts';
import { tempDir } from '../support/lead-app.ts';
import { validInquiry } from '../../support/lead-posts.ts';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process.ts';
import { waitFor } from '../support/smtp-peer.ts';
import { deliveredAddresses, outboxRows } from '../support/server-probes.ts';
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

const send = (url: string, email: string) =>
  fetch(`${url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validInquiry, email }),
  });
const idOf = async (res: Response) => (res.status === 201 ? ((await res.json()) as { id: string }).id : null);

const post = async (url: string, email: string): Promise<string | null> => idOf(await send(url, email));

/**
 * A visitor who, told the server is busy (a 503 from load shedding: a loaded host delays the
 * event loop), sends again after its Retry-After. Any other refusal fails the test with its answer.
 */
const postAccepted = async (url: string, email: string): Promise<string> => {
  for (let attempt = 1; ; attempt++) {
    const res = await send(url, email);
    const id = await idOf(res.clone());
    if (id) return id;
    if (res.status !== 503 || attempt === 5) throw new Error(`${email}: ${res.status} ${await res.text()}`);
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
};

const processedLeads = (receiver: WebhookReceiver) =>
  new Set([...receiver.processed.values()].map((body) => (body['data'] as { id: string }).id));

test('every 201 lead survives a SIGKILL mid-delivery: its mail is delivered, its webhook-id arrives at least once and is processed once', async () => {
  const receiver = await startWebhookReceiver(secret, { faults: ['fail', 'fail', 'hang', 'fail'], delayMs: 250 });
  receivers.push(receiver);
  const dataDir = tempDir('leads-durability-');
  const env = { DATA_DIR: dataDir, MAIL_TRANSPORT: 'log', ...webhookEnv(receiver, 1000) };
  let server = await startServer(env);
  servers.push(server);

  const acked = new Map<string, string>(); // email → id
  let attempted = 0;
  let stop = false;
  const poster = async (worker: number) => {
    for (let i = 0; !stop; i++) {
      const email = `durable-${worker}-${i}@example.com`;
      attempted++;
      try {
        const id = await post(server.url, email);
        if (id) acked.set(email, id);
      } catch {
        return; // the server is gone
      }
    }
  };
  const posting = Promise.all(Array.from({ length: 8 }, (_, w) => poster(w)));
  await waitFor(
    () => acked.size >= 60 && receiver.processed.size >= 3 && receiver.inFlight() > 0,
    60_000,
    '60 acknowledged inquiries and a webhook in flight',
  );
  expect(await server.kill('SIGKILL')).toBe('SIGKILL');
  stop = true;
  await posting;
  expect(attempted).toBeGreaterThan(acked.size); // some were in flight when it died

  server = await startServer(env);
  servers.push(server);
  const ids = [...acked.values()];
  await waitFor(
    async () => {
      const delivered = await deliveredAddresses(dataDir);
      return [...acked.keys()].every((email) => delivered.has(email));
    },
    60_000,
    'delivery of every acknowledged inquiry after the restart',
  );
  // The webhook in flight at the kill stays 'sending' until its lease runs out: one lease for
  // every kind the worker sends, 2 × the log transport's 2 s + 5 s = 9 s (outbox/attempt.ts, leaseFor).
  await waitFor(() => ids.every((id) => processedLeads(receiver).has(id)), 90_000, 'a webhook for every acknowledged lead');
  // A mail written just before the kill, but not yet marked, is in 'sending' until its lease
  // runs out (9 s with the log transport); it is then sent again with the same Message-ID and marked.
  await waitFor(
    async () => {
      const rows = await outboxRows(dataDir);
      if (!rows) return false;
      const hooks = rows.filter((r) => r.kind === 'webhook');
      const mailStatus = new Map(rows.filter((r) => r.kind !== 'webhook').map((r) => [r.leadId, r.status]));
      return (
        ids.every((id) => mailStatus.get(id) === 'sent') &&
        hooks.length >= acked.size &&
        hooks.every((r) => r.status === 'sent' && receiver.processed.has(r.messageId))
      );
    },
    90_000,
    'every mail and webhook row marked sent',
  );

  expect(receiver.received.every((r) => r.verified)).toBe(true);
  expect(receiver.received.filter((r) => r.answered === 500)).toHaveLength(3);
  expect(receiver.received.filter((r) => r.answered === 'hung')).toHaveLength(1);
  // The one in flight at the kill reached the receiver twice, under one id: processed once.
  expect(receiver.duplicates()).toBeGreaterThanOrEqual(1);
  const answered = receiver.received.filter((r) => r.answered === 204);
  expect(answered.length).toBe(receiver.processed.size + receiver.duplicates());
  expect(await server.kill('SIGTERM')).toBe(0);

  const stored = await openDatabase({ dataDir });
  try {
    const rows = await queryRows<{ id: string; kind: string; status: string }>(
      stored.db,
      sql`select i.id, o.kind, o.status from inquiries i join outbox o on o.lead_id = i.id`,
    );
    const mailStatus = new Map(rows.filter((r) => r.kind !== 'webhook').map((r) => [r.id, r.status]));
    for (const id of ids) expect(mailStatus.get(id)).toBe('sent');
  } finally {
    await stored.close();
  }
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
  const ids = await Promise.all(Array.from({ length: total }, (_, i) => postAccepted(pair[i % 2]!.url, `hook-scale${i}@example.com`)));
  await waitFor(() => ids.every((id) => processedLeads(receiver).has(id)), 60_000, `${total} webhooks at the receiver`);
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
