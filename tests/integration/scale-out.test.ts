/**
 * Scale-out: two server processes (own DATA_DIRs) against one real PostgreSQL and one SMTP
 * peer. Inquiries posted to both at once are each stored once, and every e-mail arrives
 * exactly once: the workers' FOR UPDATE SKIP LOCKED claims never overlap.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../server/db/client.ts';
import { startPostgres, type PgCluster } from '../../support/postgres.ts';
import { tempDir } from '../support/lead-app.ts';
import { validInquiry } from '../../support/lead-posts.ts';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process.ts';
import { startSmtpPeer, waitFor } from '../support/smtp-peer.ts';

let cluster: PgCluster;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
const servers: ServerProcess[] = [];
let database: Database | undefined;

beforeAll(async () => {
  cluster = await startPostgres();
  peer = await startSmtpPeer();
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill('SIGKILL')));
  await database?.close();
  await peer?.stop();
  await cluster?.stop();
});

test('two servers on one PostgreSQL store each lead once and deliver each e-mail exactly once', async () => {
  const url = await cluster.createDatabase('scaleout');
  const env = (n: number) => ({
    DATABASE_URL: url,
    DATA_DIR: tempDir(`leads-scale-${n}-`),
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: peer.url,
    OUTBOX_POLL_MS: '50',
  });
  // Started together: the migration lock makes the second wait for the first.
  servers.push(...(await Promise.all([startServer(env(1)), startServer(env(2))])));

  const total = 120;
  const ids = await Promise.all(
    Array.from({ length: total }, async (_, i) => {
      const res = await fetch(`${servers[i % 2]!.url}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validInquiry, email: `scale${i}@example.com` }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    }),
  );
  expect(new Set(ids).size).toBe(total);

  database = await openDatabase({ DATABASE_URL: url, dataDir: tempDir() });
  const db = database.db;
  // Every row sent, each after one claim (attempts = 1, asserted below): no worker holds a
  // second claim, so no duplicate can still be on its way.
  await waitFor(
    async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from outbox where status = 'sent'`))[0]?.n === total,
    60_000,
    `${total} e-mails marked sent`,
  );
  const messageIds = peer.messageIds();
  expect(messageIds.length).toBe(total);
  expect(new Set(messageIds).size).toBe(total);

  const leads = await queryRows<{ id: string; email: string }>(database.db, sql`select id, email from inquiries`);
  expect(leads.length).toBe(total);
  expect(new Set(leads.map((l) => l.email)).size).toBe(total);
  const outbox = await queryRows<{ message_id: string; status: string; attempts: number }>(
    database.db,
    sql`select message_id, status, attempts from outbox`,
  );
  expect(outbox.length).toBe(total);
  expect(outbox.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  expect(new Set(outbox.map((r) => r.message_id))).toEqual(new Set(messageIds));
  // Routed by country (SA → the Saudi branch) on both servers alike.
  const recipients = new Set(peer.received.map((r) => r.envelopeTo.join(',')));
  expect(recipients).toEqual(new Set(['sales.sa@ascon-erp.com']));
}, 180_000);
