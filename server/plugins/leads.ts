/**
 * Lead capture's back end: opens the database (migrating it) with the configured mail transport,
 * has leads-service.ts build its parts on it (assembleLeadParts), decorates the app with the
 * service, starts the workers and the retention timer once the app is ready, and closes them in
 * order when the app closes (workers and timer first, so nothing runs against a closed database).
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
import {
  afterDatabaseOpen,
  assembleLeadParts,
  createLeadsService,
  type LeadsPluginOptions,
  type LeadsService,
  type OpenLeads,
} from './leads-service.ts';

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
  let open: OpenLeads | undefined;
  const opening = (
    options.database ? Promise.resolve(options.database) : openDatabase(config, { warn: (message) => app.log.warn(message) })
  ).then(async (opened) => {
    database = opened;
    const parts = await assembleLeadParts(app, opened, transport, options);
    admin = await afterDatabaseOpen(app, opened, !options.database);
    open = parts;
    options.onOpened?.(parts);
    return parts;
  });
  opening.catch((error: unknown) => app.log.fatal({ err: error }, 'the lead database could not be opened'));
  app.decorate('leads', createLeadsService(opening));

  app.readinessChecks.push({
    name: 'database',
    check: async () => {
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
      ({ worker, disarm, retention }) => {
        if (closing || !(options.startWorker ?? true)) return;
        worker.start();
        disarm.start();
        retention.start();
      },
      () => {},
    );
  });

  app.addHook('onClose', async () => {
    closing = true;
    // An open in progress cannot be cancelled: let it finish, then close what it opened.
    const parts = await opening.catch(() => undefined);
    await new Promise((resolve) => (admin ? admin.close(resolve) : resolve(undefined)));
    await Promise.all([parts?.worker.stop(), parts?.disarm.stop(), parts?.retention.stop()]);
    await transport.close();
    // Also when building on it failed after it opened.
    if (!options.database) await database?.close();
  });
}

export default fp(leads, { name: 'leads' });
