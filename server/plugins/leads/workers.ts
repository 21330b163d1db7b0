/**
 * The leads' background work on the built parts (plugins/leads/service.ts): the outbox and CV
 * workers and the retention timer, started once the app is ready and stopped when it closes,
 * before the transport and the database they use; and the admin socket that runs `npm run leads`
 * against the server's own PGlite.
 */
import type { FastifyInstance } from 'fastify';
import { adminSocketFor } from '../../admin/socket.ts';
import type { DisarmService } from '../../leads/cv-disarm/service.ts';
import type { OutboxWorker } from '../../leads/outbox/worker.ts';
import type { RetentionTimer } from '../../leads/retention-timer.ts';

/** What the work runs on: the built parts (plugins/leads/service.ts), and what the admin socket needs. */
type WorkParts = Parameters<typeof adminSocketFor>[1] & { worker: OutboxWorker; disarm: DisarmService; retention: RetentionTimer };

export interface WorkersOptions {
  /** Start the outbox and CV workers and the retention timer (off in tests that drive them by hand). */
  startWorker: boolean;
  /** Listen for `npm run leads` (off where the database's owner is a test, which runs the CLI itself). */
  adminSocket: boolean;
}

/** Called by the leads plugin after its own onClose hook, so the work stops first (hooks run last-added first). */
export async function runLeadWork(app: FastifyInstance, parts: WorkParts, options: WorkersOptions) {
  const { worker, disarm, retention } = parts;
  const socket = options.adminSocket ? await adminSocketFor(app.config, parts, app.log.child({ component: 'admin' })) : undefined;
  if (options.startWorker)
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
