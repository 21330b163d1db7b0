/**
 * The leads' background work on the built parts (plugins/leads/service.ts): the outbox and CV
 * workers and the retention timer, started once the app is ready and stopped when it closes,
 * before the transport and the database they use (registered after them, so closed first); and
 * the admin socket that runs `npm run leads` against the server's own PGlite.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminSocketFor } from '../../admin/socket.ts';

export interface WorkersPluginOptions {
  /** Start the outbox and CV workers and the retention timer (default true; off in tests that drive them by hand). */
  startWorker?: boolean;
  /** Set when the database was handed in (tests): its owner runs the CLI, so no admin socket. */
  database?: unknown;
}

async function workers(app: FastifyInstance, options: WorkersPluginOptions) {
  const { worker, disarm, retention } = app.leadParts;
  const socket = options.database ? undefined : await adminSocketFor(app.config, app.leadParts, app.log.child({ component: 'admin' }));
  if (options.startWorker ?? true)
    app.addHook('onReady', async () => {
      worker.start();
      disarm.start();
      retention.start();
    });
  app.addHook('onClose', async () => {
    await new Promise((resolve) => (socket ? socket.close(resolve) : resolve(undefined)));
    await Promise.all([worker.stop(), disarm.stop(), retention.stop()]);
  });
}

export default fp(workers, { name: 'lead-workers', dependencies: ['leads'] });
