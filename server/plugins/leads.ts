/**
 * Lead capture's back end: opens the database (migrating it), builds the lead operations and the
 * outbox worker with the configured mail transport, and closes them in order when the app
 * closes (worker first, so no pass runs against a closed database).
 *
 * The database is opened in the background: the first PGlite start (initdb) can take longer
 * than Fastify's plugin and onReady timeouts (10 s) on a busy machine. onReady waits for it a
 * bounded time, so a database that fails fast (wrong DATABASE_URL) still fails the start;
 * request handlers await `whenReady()`, so nothing is served against a half-open database.
 */
import type { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase } from '../db/client.ts';
import { createMailTransport } from '../mail/index.ts';
import { afterDatabaseOpen, assembleLeadParts, type LeadsPluginOptions, type LeadsService } from './leads-service.ts';

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

  const service = { transport } as LeadsService;
  const opening = (options.database ? Promise.resolve(options.database) : openDatabase(config)).then(async (database) => {
    Object.assign(service, await assembleLeadParts(app, database, transport, options));
    admin = await afterDatabaseOpen(app, database, !options.database);
  });
  opening.catch((error: unknown) => app.log.fatal({ err: error }, 'the lead database could not be opened'));
  service.whenReady = () => opening;
  service.whenRepoReady = () => opening.then(() => service.repo);
  service.deliverNow = async () => {
    await opening;
    return service.worker.runOnce();
  };
  service.disarmNow = async () => {
    await opening;
    return service.disarm.runOnce();
  };
  app.decorate('leads', service);

  app.readinessChecks.push({
    name: 'database',
    check: async () => {
      if (!service.database) throw new Error('database not open yet');
      await service.database.ping();
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
      () => {
        if (closing || !(options.startWorker ?? true)) return;
        service.worker.start();
        service.disarm.start();
      },
      () => {},
    );
  });

  app.addHook('onClose', async () => {
    closing = true;
    // An open in progress cannot be cancelled: let it finish, then close what it opened.
    await opening.catch(() => {});
    await new Promise((resolve) => (admin ? admin.close(resolve) : resolve(undefined)));
    await Promise.all([service.worker?.stop(), service.disarm?.stop()]);
    await transport.close();
    if (!options.database) await service.database?.close();
  });
}

export default fp(leads, { name: 'leads' });
