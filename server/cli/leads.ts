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
 * The commands themselves are server/leads/commands/.
 */
import { loadConfig, type Config } from '../config/index.ts';
import { runLeadsCommand, type CommandIo } from '../leads/commands/run.ts';
import { runThroughAdminSocket } from './admin-client.ts';

if (import.meta.main) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(78);
  }
  const io: CommandIo = {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  };
  const argv = process.argv.slice(2);
  // A running server owns PGlite: ask it to run the command (null: no server is listening).
  const viaServer = config.DATABASE_URL ? null : await runThroughAdminSocket(config.dataDir, argv, io);
  process.exitCode = viaServer ?? (await runLeadsCommand(argv, config, io));
}
