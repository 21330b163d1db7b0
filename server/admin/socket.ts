/**
 * Lets `npm run leads` work while the server runs on PGlite, which only one process may open:
 * the server listens on a Unix socket in DATA_DIR and runs the CLI's command against its own
 * open database, sending the output back (leads/commands/socket-protocol.ts). With PostgreSQL the CLI connects
 * itself and this is not started.
 */
import { chmod, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.ts';
import type { Database } from '../db/client.ts';
import type { LeadOperations } from '../leads/service.ts';
import { runLeadsCommand } from '../leads/commands/run.ts';
import { adminSocketPath, type AdminMessage, type AdminRequest } from '../leads/commands/socket-protocol.ts';

/**
 * The socket when the server holds PGlite (with PostgreSQL the CLI connects itself), or undefined.
 * Not fatal when it cannot start (e.g. a DATA_DIR path too long for a Unix socket): the CLI then
 * says the database is in use.
 */
export async function adminSocketFor(
  config: Config,
  { database, repo }: { database: Pick<Database, 'kind'>; repo: LeadOperations },
  log: FastifyBaseLogger,
): Promise<Server | undefined> {
  if (database.kind !== 'pglite') return undefined;
  return startAdminSocket(config, repo, log).catch((error: unknown) => {
    log.warn({ err: error }, 'admin socket not started: `npm run leads` needs the server stopped');
    return undefined;
  });
}

/**
 * `repo`: the running server's own lead operations (built once on its database by the leads
 * plugin, routing a released inquiry as the site now says), shared by every command.
 */
async function startAdminSocket(config: Config, repo: LeadOperations, log: FastifyBaseLogger): Promise<Server> {
  const path = adminSocketPath(config.dataDir);
  // A socket file left by a process that died: PGlite's own lock already proved we own the data.
  await rm(path, { force: true });
  const server = createServer((socket) => void serve(socket));
  async function serve(socket: Socket) {
    const send = (message: AdminMessage) => socket.write(`${JSON.stringify(message)}\n`);
    socket.on('error', () => {});
    try {
      const lines = createInterface({ input: socket });
      const [first] = await Promise.race([
        lines[Symbol.asyncIterator]()
          .next()
          .then((r) => [r.value as string | undefined]),
        new Promise<[undefined]>((r) => setTimeout(() => r([undefined]), 5000).unref()),
      ]);
      lines.close();
      const request = first ? (JSON.parse(first) as Partial<AdminRequest>) : {};
      if (!Array.isArray(request.argv) || !request.argv.every((a) => typeof a === 'string')) throw new Error('bad admin request');
      log.info({ command: request.argv[0] }, 'leads CLI command via the admin socket');
      const exit = await runLeadsCommand(
        request.argv,
        config,
        { stdout: (stdout) => send({ stdout }), stderr: (stderr) => send({ stderr }) },
        { repo },
      );
      send({ exit });
    } catch (error) {
      send({ stderr: `${(error as Error).message}\n` });
      send({ exit: 1 });
    } finally {
      socket.end();
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  server.unref();
  return server;
}
