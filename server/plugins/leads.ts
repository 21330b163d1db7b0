/**
 * Lead capture's back end: opens the database (migrating it) with the configured mail transport,
 * has server/leads/assemble.ts build its parts on it, decorates the app with the service
 * (leads/service.ts), starts the workers and the retention timer once the app is ready, and closes
 * them in order when the app closes (workers and timer first, so nothing runs against a closed
 * database). The one plugin that imports server/db (openDatabase; ESLint allows it alone).
 *
 * The database is opened in the background: the first PGlite start (initdb) can take longer
 * than Fastify's plugin and onReady timeouts (10 s) on a busy machine. onReady waits for it a
 * bounded time, so a database that fails fast (wrong DATABASE_URL) still fails the start. The
 * service is complete when it is decorated: each of its calls waits for the open database
 * (leads/service.ts), so nothing is served against a half-open one.
 */
import type { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startAdminSocket } from '../admin/socket.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { assembleLeadParts, type AssembleOptions, type OpenLeads } from '../leads/assemble.ts';
import { createMailTransport } from '../mail/index.ts';
import type { MailTransport } from '../mail/message.ts';
import type { RateLimitCounter } from '../http/rate-limit-store.ts';
import type { BacklogEntry } from '../leads/outbox/backlog.ts';
import { createLeadsService, type LeadsService } from '../leads/service.ts';

export interface LeadsPluginOptions extends AssembleOptions {
  /** Start the outbox and CV workers and the retention timer (default true; off in tests that drive them by hand). */
  startWorker?: boolean;
  /** An already-open database (or one still opening), left open on close (tests share one PGlite). */
  database?: Database | Promise<Database>;
  /** How long start waits for the database before listening anyway (default 7 s). */
  readyWaitMs?: number;
  /** Replaces the configured transport (tests). */
  transport?: MailTransport;
  /** Told every part once the database is open (tests and benches drive the workers and read rows). */
  onOpened?: (open: OpenLeads) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadsService;
    /** The shared rate-limit counter (RATE_LIMIT_STORE=database, plugins/external/rate-limit.ts), once the database is open. */
    rateLimitCounter(): Promise<RateLimitCounter>;
    /** The outbox backlog per destination for /metrics, or undefined while the database opens (it answers without waiting). */
    outboxBacklog(): Promise<BacklogEntry[] | undefined>;
  }
}

/** How long onReady waits for the database before letting the server listen anyway. */
const defaultReadyWaitMs = 7000;

async function leads(app: FastifyInstance, options: LeadsPluginOptions) {
  const { config } = app;
  const transport = options.transport ?? createMailTransport(config, app.log.child({ component: 'mail' }));
  let closing = false;

  const database = options.database
    ? Promise.resolve(options.database)
    : openDatabase(config, { warn: (message) => app.log.warn(message) });
  const opening = database.then(async (opened) => {
    const inputs = { config, log: app.log, content: () => app.content, observer: app.metrics.deliveryObserver };
    const parts = await assembleLeadParts(inputs, opened, transport, options);
    options.onOpened?.(parts);
    return parts;
  });
  opening.catch((error: unknown) => app.log.fatal({ err: error }, 'the lead database could not be opened'));
  app.decorate('leads', createLeadsService(opening));
  // Not lead operations, so not on app.leads: they only need the database this plugin opens.
  let open: OpenLeads | undefined;
  opening.then(
    (parts) => (open = parts),
    () => {},
  );
  app.decorate('rateLimitCounter', async () => (await opening).rateLimitCounter);
  app.decorate('outboxBacklog', async () => (open ? open.backlog() : undefined));
  const admin = opening.then(
    (parts) => (options.database ? undefined : adminSocket(app, parts)),
    () => undefined,
  );

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
    const socket = await admin;
    await new Promise((resolve) => (socket ? socket.close(resolve) : resolve(undefined)));
    await Promise.all([parts?.worker.stop(), parts?.disarm.stop(), parts?.retention.stop()]);
    await transport.close();
    // Also when building on it failed after it opened.
    if (!options.database)
      await database.then(
        (opened) => opened.close(),
        () => {},
      );
  });
}

/** The CLI cannot open PGlite while we hold it: it asks us through this socket instead. */
async function adminSocket(app: FastifyInstance, { database, repo }: OpenLeads): Promise<Server | undefined> {
  if (database.kind !== 'pglite') return undefined;
  // Not fatal (e.g. a DATA_DIR path too long for a Unix socket): the CLI then says the database is in use.
  return startAdminSocket(app.config, repo, app.log.child({ component: 'admin' })).catch((error: unknown) => {
    app.log.warn({ err: error }, 'admin socket not started: `npm run leads` needs the server stopped');
    return undefined;
  });
}

// The outbox and CV workers report every delivery to the metrics (registered before us in app.ts).
export default fp(leads, { name: 'leads', dependencies: ['metrics'] });
