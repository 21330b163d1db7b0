/**
 * What a real server process (scripts/lib/server-process.ts) has done with its leads, read from
 * outside it: the mails its log transport wrote, and its outbox through the admin socket (the
 * running server holds PGlite, so the database cannot be opened beside it).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runThroughAdminSocket } from '../../server/cli/admin-client.ts';

/** The Reply-To addresses (the visitors' e-mails) of the mails written to DATA_DIR/mail. */
export async function deliveredAddresses(dataDir: string): Promise<Set<string>> {
  const dir = join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  const out = new Set<string>();
  for (const file of files) {
    const mail = JSON.parse(await readFile(join(dir, file), 'utf8')) as { replyTo: { address: string } };
    out.add(mail.replyTo.address);
  }
  return out;
}

/** The outbox rows as the running server sees them (it holds PGlite): through its admin socket. */
export async function outboxRows(
  dataDir: string,
): Promise<Array<{ kind: string; status: string; messageId: string; leadId: string }> | null> {
  const out: string[] = [];
  const code = await runThroughAdminSocket(dataDir, ['outbox', '--format', 'json'], { stdout: (t) => out.push(t), stderr: () => {} });
  return code === 0 ? JSON.parse(out.join('')) : null;
}
