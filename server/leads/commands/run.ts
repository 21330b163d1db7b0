/**
 * The sales/HR team's lead commands (list, export, outbox, retry, release), run against a
 * database: the one the command opens itself (the `npm run leads` CLI, server/cli/leads.ts),
 * or the running server's own (its admin socket, server/admin/socket.ts). Both sides use this
 * module; neither imports the other.
 */
import type { Config } from '../../config/index.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { readPublishedContent, type Branch } from '../../content/published-content.ts';
import { createLeadOperations, type LeadKind, type LeadOperations } from '../service.ts';
import { toCsv, toJson, toTable, withDestination } from './format.ts';
import { parseLeadCommand, usage, UsageError, type LeadCommand, type OutputFormat } from './parse.ts';

export interface CommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const tableColumns: Record<LeadKind, string[]> = {
  inquiries: ['createdAt', 'id', 'name', 'email', 'country', 'status', 'deliveryStatus', 'attempts'],
  applications: ['createdAt', 'id', 'name', 'email', 'position', 'cvFileName', 'status', 'deliveryStatus'],
};
const outboxColumns = ['createdAt', 'id', 'kind', 'destination', 'status', 'attempts', 'nextAttemptAt', 'lastErrorCode', 'lastError'];

function render(rows: Array<Record<string, unknown>>, format: OutputFormat, columns: string[]): string {
  if (format === 'json') return toJson(rows);
  if (format === 'csv') return toCsv(rows);
  return toTable(rows, columns);
}

/**
 * Runs one command; returns the exit code (0 ok, 1 failure, 2 usage). `repo`: the running
 * server's own lead operations (its admin socket), used as they are; else `database`: an
 * already-open one to use (and leave open) instead of opening the configured one; `branches`: the
 * published branches a released inquiry is routed by (default: this checkout's content).
 */
export async function runLeadsCommand(
  argv: string[],
  config: Config,
  io: CommandIo,
  options: { repo?: LeadOperations; database?: Database; branches?: () => readonly Branch[] } = {},
): Promise<number> {
  let database: Database | undefined;
  try {
    const command = parseLeadCommand(argv);
    if (command.name === 'help') {
      io.stdout(usage);
      return 0;
    }
    if (options.repo) return await run(command, options.repo, io);
    database = options.database ?? (await openDatabase(config, { poolSize: 2 }));
    return await run(
      command,
      createLeadOperations(database, { ...config, branches: options.branches ?? (() => readPublishedContent().branches) }),
      io,
    );
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(error.message ? `${error.message}\n${usage}` : usage);
      return 2;
    }
    io.stderr(`${(error as Error).message}\n`);
    return 1;
  } finally {
    if (!options.database) await database?.close();
  }
}

async function run(command: Exclude<LeadCommand, { name: 'help' }>, repo: LeadOperations, io: CommandIo): Promise<number> {
  switch (command.name) {
    case 'retry':
      return retry(repo.outbox, command.ids, io);
    case 'release':
      return release(repo.release, command.id, io);
    case 'outbox':
      io.stdout(render((await repo.listings.listOutbox(command.status)).map(withDestination), command.format, outboxColumns));
      return 0;
    default:
      io.stdout(render(await repo.listings.listLeads(command.kind, command.since), command.format, tableColumns[command.kind]));
      return 0;
  }
}

async function release(releasing: LeadOperations['release'], id: string, io: CommandIo): Promise<number> {
  const outcome = await releasing.release(id);
  const messages = {
    released: `Lead ${id} released: its e-mail is queued and the server's worker sends it on its next pass.`,
    'not-found': `No lead with id ${id}.`,
    'not-spam': `Lead ${id} is not marked as spam; nothing to release.`,
  } as const;
  (outcome === 'released' ? io.stdout : io.stderr)(`${messages[outcome]}\n`);
  return outcome === 'released' ? 0 : 1;
}

async function retry(outbox: LeadOperations['outbox'], which: 'failed' | string[], io: CommandIo): Promise<number> {
  if (which === 'failed') {
    const ids = await outbox.retryFailed();
    io.stdout(ids.length ? `${ids.length} failed deliveries re-queued:\n${ids.join('\n')}\n` : 'No failed deliveries.\n');
    return 0;
  }
  let code = 0;
  for (const id of which) {
    const outcome = await outbox.retry(id);
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
