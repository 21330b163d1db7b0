/**
 * Lead capture's back end: opens the database (migrating it), builds the lead operations and the
 * outbox worker with the configured mail transport, and closes them in order when the app
 * closes (worker first, so no pass runs against a closed database).
 *
 * The database is opened in the background: the first PGlite start (initdb) can take longer
 * than Fastify's plugin and onReady timeouts (10 s) on a busy machine. onReady waits for it a
 * bounded time, so a database that fails fast (wrong DATABASE_URL) still fails the start. The
 * service is complete when it is decorated: each of its calls waits for the open database
 * (leads-service.ts), so nothing is served against a half-open one.
 */
import type { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase } from '../db/client.ts';
import { createMailTransport } from '../mail/index.ts';
import type { Database } from '../db/client.ts';
import { afterDatabaseOpen, assembleLeadParts, createLeadsService, type LeadsPluginOptions, type LeadsService } from './leads-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadsService;
  }
}

/** How long onReady waits for the database before letting the server listen anyway. */
const defaultReadyWaitMs = 7000;

async function leads(app: FastifyInstance, options: LeadsPluginOptions) {
  const { config } = app;
  const transport = options.transport ?? createMailTransport(config, app.log.child({ component: 'mail' }));
  let closing = false;
  let admin: Server | undefined;

  let database: Database | undefined;
  const opening = (
    options.database ? Promise.resolve(options.database) : openDatabase(config, { warn: (message) => app.log.warn(message) })
  ).then(async (opened) => {
    database = opened;
    const parts = await assembleLeadParts(app, opened, transport, options);
    admin = await afterDatabaseOpen(app, opened, !options.database);
    return parts;
  });
  opening.catch((error: unknown) => app.log.fatal({ err: error }, 'the lead database could not be opened'));
  const service = createLeadsService(opening);
  app.decorate('leads', service);

  app.readinessChecks.push({
    name: 'database',
    check: async () => {
      const open = service.openNow();
      if (!open) throw new Error('database not open yet');
      await open.database.ping();
    },
  });

  app.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        app.log.warn('the lead database is still opening; form posts wait for it');
        resolve();
      }, options.readyWaitMs ?? defaultReadyWaitMs);
    });
    try {
      await Promise.race([opening, waited]);
    } finally {
      clearTimeout(timer);
    }
    void opening.then(
      ({ worker, disarm }) => {
        if (closing || !(options.startWorker ?? true)) return;
        worker.start();
        disarm.start();
      },
      () => {},
    );
  });

  app.addHook('onClose', async () => {
    closing = true;
    // An open in progress cannot be cancelled: let it finish, then close what it opened.
    const open = await opening.catch(() => undefined);
    await new Promise((resolve) => (admin ? admin.close(resolve) : resolve(undefined)));
    await Promise.all([open?.worker.stop(), open?.disarm.stop()]);
    await transport.close();
    // Also when building on it failed after it opened.
    if (!options.database) await database?.close();
  });
}

export default fp(leads, { name: 'leads' });
