/**
 * The sales/HR team's command line, on the same config and database code as the server:
 *
 *   npm run leads -- list   [--kind inquiries|applications] [--since 2026-01-01] [--format table|json|csv]
 *   npm run leads -- export --format csv|json [--kind …] [--since …]     (to stdout)
 *   npm run leads -- outbox [--status pending|sending|sent|failed]        (deliveries, to find ids)
 *   npm run leads -- retry <outbox-id>                                     (re-queue a failed delivery)
 *
 * With PGlite (no DATABASE_URL) the database belongs to one process at a time: stop the server
 * first, or point both at PostgreSQL.
 */
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { outboxStatuses, type OutboxStatus } from '../db/schema.ts';
import { createLeadRepository, type LeadKind } from '../leads/repository.ts';
import { toCsv, toJson, toTable } from './format.ts';

const usage = `Usage:
  npm run leads -- list   [--kind inquiries|applications] [--since YYYY-MM-DD] [--format table|json|csv]
  npm run leads -- export --format csv|json [--kind inquiries|applications] [--since YYYY-MM-DD]
  npm run leads -- outbox [--status pending|sending|sent|failed] [--format table|json|csv]
  npm run leads -- retry <outbox-id>
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
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) throw new UsageError(`--since: "${value}" is not a date like 2026-01-01`);
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
      options: { kind: { type: 'string' }, since: { type: 'string' }, format: { type: 'string' }, status: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
    if (!['list', 'export', 'outbox', 'retry'].includes(command)) throw new UsageError(`unknown command "${command}"`);
    if (command === 'retry' && rest.length !== 1) throw new UsageError('retry takes one outbox id (see `npm run leads -- outbox --status failed`)');
    const kind = pick<LeadKind>('kind', values.kind, ['inquiries', 'applications'], 'inquiries');
    const since = parseSince(values.since);
    const format = pick('format', values.format, command === 'export' ? (['csv', 'json'] as const) : (['table', 'json', 'csv'] as const), command === 'export' ? 'csv' : 'table');
    const status = values.status === undefined ? undefined : pick<OutboxStatus>('status', values.status, outboxStatuses, 'failed');

    database = options.database ?? (await openDatabase(config, { poolSize: 2 }));
    const repo = createLeadRepository(database.db, config);
    if (command === 'retry') {
      const id = rest[0] as string;
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new UsageError(`"${id}" is not an outbox id`);
      const outcome = await repo.retry(id);
      const messages = {
        requeued: `Delivery ${id} re-queued; the server's worker sends it on its next pass.`,
        'not-found': `No delivery with id ${id}.`,
        'already-sent': `Delivery ${id} was already sent; it is never sent twice.`,
        'in-flight': `Delivery ${id} is being sent right now.`,
      } as const;
      (outcome === 'requeued' ? io.stdout : io.stderr)(`${messages[outcome]}\n`);
      return outcome === 'requeued' ? 0 : 1;
    }
    if (command === 'outbox') {
      const rows = await repo.listOutbox(status);
      io.stdout(render(rows, format, ['createdAt', 'id', 'kind', 'status', 'attempts', 'nextAttemptAt', 'lastError']));
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

if (import.meta.main) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(78);
  }
  const code = await runLeadsCli(process.argv.slice(2), config, {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
  process.exitCode = code;
}
