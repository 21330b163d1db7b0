/**
 * Durability: the real server is SIGKILLed while inquiries are being posted to it. After a
 * restart on the same DATA_DIR, every inquiry that was answered 201 is in the database and its
 * e-mail is delivered (log transport files). A 201 is only sent after the commit, so nothing
 * acknowledged may be missing.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { runThroughAdminSocket } from '../../server/cli/admin-client.ts';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { tempDir, validInquiry } from '../support/lead-app.ts';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process.ts';
import { waitFor } from '../support/smtp-peer.ts';

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
});

async function deliveredAddresses(dataDir: string): Promise<Set<string>> {
  const dir = join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  const out = new Set<string>();
  for (const file of files) {
    const mail = JSON.parse(await readFile(join(dir, file), 'utf8')) as { replyTo: { address: string } };
    out.add(mail.replyTo.address);
  }
  return out;
}

test('every inquiry acknowledged with 201 survives a SIGKILL and is delivered after restart', async () => {
  const dataDir = tempDir('leads-durability-');
  const env = { DATA_DIR: dataDir, MAIL_TRANSPORT: 'log', OUTBOX_POLL_MS: '100' };
  server = await startServer(env);
  const { url } = server;

  const acked = new Map<string, string>(); // email → id
  let attempted = 0;
  let stop = false;
  const poster = async (worker: number) => {
    for (let i = 0; !stop; i++) {
      const email = `durable-${worker}-${i}@example.com`;
      attempted++;
      try {
        const res = await fetch(`${url}/api/inquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validInquiry, email }),
        });
        if (res.status === 201) acked.set(email, ((await res.json()) as { id: string }).id);
      } catch {
        return; // the server is gone
      }
    }
  };
  const posting = Promise.all(Array.from({ length: 8 }, (_, w) => poster(w)));
  await waitFor(() => acked.size >= 60, 60_000, '60 acknowledged inquiries');
  expect(await server.kill('SIGKILL')).toBe('SIGKILL');
  stop = true;
  await posting;
  expect(attempted).toBeGreaterThan(acked.size); // some were in flight when it died

  server = await startServer(env);
  await waitFor(
    async () => {
      const delivered = await deliveredAddresses(dataDir);
      return [...acked.keys()].every((email) => delivered.has(email));
    },
    60_000,
    'delivery of every acknowledged inquiry after the restart',
  );
  // A mail written just before the kill, but not yet marked, is in 'sending' until its lease
  // runs out (9 s with the log transport); it is then sent again with the same Message-ID and
  // marked. Asked through the running server's admin socket (it holds PGlite).
  await waitFor(
    async () => {
      const out: string[] = [];
      const code = await runThroughAdminSocket(dataDir, ['outbox', '--format', 'json'], { stdout: (t) => out.push(t), stderr: () => {} });
      if (code !== 0) return false;
      const status = new Map((JSON.parse(out.join('')) as Array<{ leadId: string; status: string }>).map((r) => [r.leadId, r.status]));
      return [...acked.values()].every((id) => status.get(id) === 'sent');
    },
    90_000,
    'every acknowledged inquiry marked sent',
  );
  expect(await server.kill('SIGTERM')).toBe(0);
  server = undefined;

  const database = await openDatabase({ dataDir });
  try {
    const rows = await queryRows<{ id: string; status: string }>(
      database.db,
      sql`select i.id, o.status from inquiries i join outbox o on o.lead_id = i.id`,
    );
    const status = new Map(rows.map((r) => [r.id, r.status]));
    for (const id of acked.values()) expect(status.get(id)).toBe('sent');
  } finally {
    await database.close();
  }
}, 240_000);
