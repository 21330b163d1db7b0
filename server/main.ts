/** Starts the server: config from the environment, graceful shutdown on SIGTERM/SIGINT. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/index.ts';

async function main() {
  // Everything the server writes holds visitors' personal data (database, mail files, CVs):
  // readable by the server's user only, whatever the shell's umask.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  // Opens the database first (decision 0081): one that cannot be opened, or whose migrations were
  // edited after they were applied (decision 0048), stops the start with its message (below).
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
