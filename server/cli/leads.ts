/**
 * The sales/HR team's command line, on the same config and database code as the server:
 *
 *   npm run leads -- list   [--kind inquiries|applications] [--since 2026-01-01] [--format table|json|csv]
 *   npm run leads -- export --format csv|json [--kind …] [--since …]     (to stdout)
 *   npm run leads -- outbox [--status pending|sending|sent|failed]        (deliveries and their destination, to find ids)
 *   npm run leads -- retry <outbox-id>… | --failed                         (re-queue failed deliveries)
 *   npm run leads -- release <lead-id>                                     (a lead stored as spam → delivered)
 *
 * It works while the server runs, on either engine: with PostgreSQL it opens its own
 * connection; PGlite belongs to one process, so when a server holds it the command is run by
 * that server through its admin socket (server/admin/socket.ts) and only the output comes back.
 */
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { outboxStatuses, type OutboxStatus } from '../db/schema.ts';
import { cvStoreFor } from '../leads/cv-store/index.ts';
import { createLeadRepository, type LeadKind, type LeadRepository } from '../leads/repository.ts';
import { toCsv, toJson, toTable } from './format.ts';
import { runThroughAdminSocket } from '../admin/client.ts';

const usage = `Usage:
  npm run leads -- list   [--kind inquiries|applications] [--since YYYY-MM-DD] [--format table|json|csv]
  npm run leads -- export --format csv|json [--kind inquiries|applications] [--since YYYY-MM-DD]
  npm run leads -- outbox [--status pending|sending|sent|failed] [--format table|json|csv]
  npm run leads -- retry <outbox-id> [<outbox-id>…]
  npm run leads -- retry --failed
  npm run leads -- release <lead-id>
`;

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

class UsageError extends Error {}

const tableColumns: Record<LeadKind, string[]> = {
  inquiries: ['createdAt', 'id', 'name', 'email', 'country', 'status', 'deliveryStatus', 'attempts'],
  applications: ['createdAt', 'id', 'name', 'email', 'position', 'cvFileName', 'status', 'deliveryStatus'],
};

function parseSince(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime()))
    throw new UsageError(`--since: "${value}" is not a date like 2026-01-01`);
  return date;
}

function pick<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`--${name}: expected one of ${allowed.join(', ')}`);
  return value as T;
}

function render(rows: Array<Record<string, unknown>>, format: 'table' | 'json' | 'csv', columns: string[]): string {
  if (format === 'json') return toJson(rows);
  if (format === 'csv') return toCsv(rows);
  return toTable(rows, columns);
}

/** Runs one command; returns the exit code (0 ok, 1 failure, 2 usage). */
/** `database`: an already-open one to use (and leave open) instead of opening the configured one. */
export async function runLeadsCli(argv: string[], config: Config, io: CliIo, options: { database?: Database } = {}): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        kind: { type: 'string' },
        since: { type: 'string' },
        format: { type: 'string' },
        status: { type: 'string' },
        failed: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    (values.help ? io.stdout : io.stderr)(usage);
    return values.help ? 0 : 2;
  }
  let database: Database | undefined;
  try {
    if (!['list', 'export', 'outbox', 'retry', 'release'].includes(command)) throw new UsageError(`unknown command "${command}"`);
    if (command === 'retry' && (values.failed ? rest.length !== 0 : rest.length === 0))
      throw new UsageError('retry takes outbox ids or --failed (see `npm run leads -- outbox --status failed`)');
    if (command === 'release' && rest.length !== 1) throw new UsageError('release takes one lead id (see `npm run leads -- list`)');
    for (const id of rest) if (!/^[0-9a-f-]{36}$/i.test(id)) throw new UsageError(`"${id}" is not an id`);
    const kind = pick<LeadKind>('kind', values.kind, ['inquiries', 'applications'], 'inquiries');
    const since = parseSince(values.since);
    const format = pick(
      'format',
      values.format,
      command === 'export' ? (['csv', 'json'] as const) : (['table', 'json', 'csv'] as const),
      command === 'export' ? 'csv' : 'table',
    );
    const status = values.status === undefined ? undefined : pick<OutboxStatus>('status', values.status, outboxStatuses, 'failed');

    database = options.database ?? (await openDatabase(config, { poolSize: 2 }));
    const repo = createLeadRepository(database.db, config, cvStoreFor(database, config.dataDir));
    if (command === 'retry') return await retry(repo, values.failed ? 'failed' : rest, io);
    if (command === 'release') {
      const id = rest[0] as string;
      const outcome = await repo.release(id);
      const messages = {
        released: `Lead ${id} released: its e-mail is queued and the server's worker sends it on its next pass.`,
        'not-found': `No lead with id ${id}.`,
        'not-spam': `Lead ${id} is not marked as spam; nothing to release.`,
      } as const;
      (outcome === 'released' ? io.stdout : io.stderr)(`${messages[outcome]}\n`);
      return outcome === 'released' ? 0 : 1;
    }
    if (command === 'outbox') {
      const rows = await repo.listOutbox(status);
      io.stdout(render(rows, format, ['createdAt', 'id', 'kind', 'destination', 'status', 'attempts', 'nextAttemptAt', 'lastError']));
      return 0;
    }
    const rows = await repo.listLeads(kind, since);
    io.stdout(render(rows, format, tableColumns[kind]));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\n${usage}`);
      return 2;
    }
    io.stderr(`${(error as Error).message}\n`);
    return 1;
  } finally {
    if (!options.database) await database?.close();
  }
}

async function retry(repo: LeadRepository, which: 'failed' | string[], io: CliIo): Promise<number> {
  if (which === 'failed') {
    const ids = await repo.retryFailed();
    io.stdout(ids.length ? `${ids.length} failed deliveries re-queued:\n${ids.join('\n')}\n` : 'No failed deliveries.\n');
    return 0;
  }
  let code = 0;
  for (const id of which) {
    const outcome = await repo.retry(id);
    const messages = {
      requeued: `Delivery ${id} re-queued; the server's worker sends it on its next pass.`,
      'not-found': `No delivery with id ${id}.`,
      'already-sent': `Delivery ${id} was already sent; it is never sent twice.`,
      'in-flight': `Delivery ${id} is being sent right now.`,
    } as const;
    (outcome === 'requeued' ? io.stdout : io.stderr)(`${messages[outcome]}\n`);
    if (outcome !== 'requeued') code = 1;
  }
  return code;
}

if (import.meta.main) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(78);
  }
  const io: CliIo = {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  };
  const argv = process.argv.slice(2);
  // A running server owns PGlite: ask it to run the command (null: no server is listening).
  const viaServer = config.DATABASE_URL ? null : await runThroughAdminSocket(config.dataDir, argv, io);
  process.exitCode = viaServer ?? (await runLeadsCli(argv, config, io));
}
