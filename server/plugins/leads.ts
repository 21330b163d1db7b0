/**
 * Lead capture's back end, wired: opens the database (migrating it) with the configured mail
 * transport, builds the lead parts on it (the lead operations, the outbox and CV workers, the
 * retention timer, the form-token signer, the CV download links, the shared rate-limit counter),
 * decorates the app with the service (leads/service.ts), starts the workers and the timer once
 * the app is ready, and closes them in order when the app closes (workers and timer first, so
 * nothing runs against a closed database). The one plugin that imports server/db (ESLint allows
 * it alone): the connection, the shared secrets and the rate-limit counter; lead rows only
 * through the lead operations (decision 0044).
 *
 * The database is opened in the background, so the site's pages are served while it opens
 * (decision 0005; the first PGlite start runs initdb and takes seconds on a busy machine). onReady
 * waits for it a bounded time, so a database that fails fast (wrong DATABASE_URL) still fails the start. The
 * service is complete when it is decorated: each of its calls waits for the open database
 * (leads/service.ts), so nothing is served against a half-open one.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminSocketFor } from '../admin/socket.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { hitRateLimit, sharedSecret } from '../db/guards.ts';
import type { RateLimitCounter } from '../http/rate-limit-store.ts';
import { createCvLinks } from '../leads/cv/link.ts';
import type { Isolation } from '../leads/cv-disarm/sandbox.ts';
import { createDisarmService, type DisarmService } from '../leads/cv-disarm/service.ts';
import { createDeliverers } from '../leads/deliverers/index.ts';
import { createFormTokens } from '../leads/form-token/token.ts';
import { outboxBacklog, type BacklogEntry } from '../leads/outbox/backlog.ts';
import { createOutboxWorker, type OutboxWorker } from '../leads/outbox/worker.ts';
import { createRetentionTimer, type RetentionTimer } from '../leads/retention-timer.ts';
import { createLeadOperations, createLeadsService, type LeadsService, type ServedParts } from '../leads/service.ts';
import { createMailTransport } from '../mail/index.ts';
import type { MailTransport } from '../mail/message.ts';

export interface LeadsPluginOptions {
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
  /** The time form tokens are issued and checked at (tests move it; default Date.now). */
  clock?: () => number;
  /** Which conversion tools are missing (tests; default: looked up on this machine). */
  missingCvTools?: () => string[];
  /** The isolation the CV sandbox has (tests force a weaker one; default: probed on this machine). */
  cvIsolation?: () => Isolation;
}

/**
 * What is built on the open database. Only this plugin and whoever builds the app (onOpened:
 * tests, benches) hold it; the rest of the server gets the narrow LeadsService (decision 0057).
 */
export interface OpenLeads extends ServedParts {
  database: Database;
  worker: OutboxWorker;
  /** The CV conversions' worker (docs/decisions/0026). */
  disarm: DisarmService;
  /** Deletes expired leads hourly, beside the workers (decision 0057). */
  retention: RetentionTimer;
  /** The shared rate-limit counter (RATE_LIMIT_STORE=database). */
  rateLimitCounter: RateLimitCounter;
  /** The outbox backlog per destination: one closure for the worker's gauge and /metrics. */
  backlog: () => Promise<BacklogEntry[]>;
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

/** The lead parts on the open database, from the app's configuration, content and metrics. */
async function buildParts(
  app: FastifyInstance,
  database: Database,
  transport: MailTransport,
  options: LeadsPluginOptions,
): Promise<OpenLeads> {
  const { config, log } = app;
  const observer = app.metrics.deliveryObserver;
  const content = () => app.content;
  const repo = createLeadOperations(database, { ...config, branches: () => content().branches });
  const cvLinks = createCvLinks(await sharedSecret(database.db, 'cv-link'), config.PUBLIC_ORIGIN, config.CV_LINK_TTL_HOURS * 60 * 60_000);
  const backlog = () => outboxBacklog(repo.outbox);
  const deliverers = createDeliverers(repo.cvs, transport, config, cvLinks, content);
  const worker = createOutboxWorker(repo.outbox, deliverers, config, log.child({ component: 'outbox' }), { observer, backlog });
  const formTokens =
    config.MIN_FILL_MS > 0
      ? createFormTokens(await sharedSecret(database.db, 'form-token', config.FORM_TOKEN_SECRET), {
          ttlMs: config.FORM_TOKEN_TTL_MS,
          maxAgeMs: config.FORM_TOKEN_MAX_AGE_MS,
          minFillMs: config.MIN_FILL_MS,
          ...(options.clock ? { clock: options.clock } : {}),
        })
      : null;
  const cvLog = log.child({ component: 'cv-disarm' });
  const disarm = createDisarmService(repo, config, cvLog, observer, options.missingCvTools, options.cvIsolation);
  const retention = createRetentionTimer(repo.retention, config, log.child({ component: 'retention' }));
  const rateLimitCounter: RateLimitCounter = (key, windowMs) => hitRateLimit(database.db, key, windowMs);
  return { database, repo, worker, disarm, retention, formTokens, cvLinks, rateLimitCounter, backlog };
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
    const parts = await buildParts(app, opened, transport, options);
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
    (parts) => (options.database ? undefined : adminSocketFor(app.config, parts, app.log.child({ component: 'admin' }))),
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

// The outbox and CV workers report every delivery to the metrics (registered before us in app.ts).
export default fp(leads, { name: 'leads', dependencies: ['metrics'] });
