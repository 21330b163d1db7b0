/**
 * Lead capture's back end: opens the database (migrating it), builds the repository and the
 * outbox worker with the configured mail transport, and closes them in order when the app
 * closes (worker first, so no pass runs against a closed database).
 *
 * The database is opened in the background: the first PGlite start (initdb) can take longer
 * than Fastify's plugin and onReady timeouts (10 s) on a busy machine. onReady waits for it a
 * bounded time, so a database that fails fast (wrong DATABASE_URL) still fails the start;
 * request handlers await `whenReady()`, so nothing is served against a half-open database.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/client.ts';
import { cvStoreFor } from '../leads/cv-store/index.ts';
import { createLeadRepository, type LeadRepository } from '../leads/repository.ts';
import { createOutboxWorker, type OutboxWorker, type PassResult } from '../leads/outbox-worker.ts';
import { createDeliverers } from '../leads/deliverers/index.ts';
import { createCvLinks, type CvLinks } from '../leads/cv-link.ts';
import { outboxBacklog } from '../leads/outbox-backlog.ts';
import { createMailTransport, type MailTransport } from '../mail/index.ts';
import { createFormTokens, type FormTokens } from '../leads/form-token.ts';
import { sharedSecret } from '../leads/secrets.ts';
import { startAdminSocket } from '../admin/socket.ts';
import { createDisarmService, type DisarmService } from '../leads/cv-disarm/service.ts';
import { sweepStaleUploads } from '../http/multipart.ts';
import type { Server } from 'node:net';

export interface LeadsService {
  transport: MailTransport;
  /** database, repo and worker are set once whenReady() has resolved. */
  database: Database;
  repo: LeadRepository;
  worker: OutboxWorker;
  /** The CV conversions' worker (docs/decisions/0026). */
  disarm: DisarmService;
  /** The time trap's token signer; null when MIN_FILL_MS=0 switches the trap off. */
  formTokens: FormTokens | null;
  /** Signs and checks the CV download links that webhooks carry. */
  cvLinks: CvLinks;
  whenReady(): Promise<void>;
  /** One delivery pass now (tests, CLI); the same code the background loop runs. */
  deliverNow(): Promise<PassResult>;
  /** One pass of the CV conversions due now (tests); the same code their background loop runs. */
  disarmNow(): Promise<PassResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadsService;
  }
}

export interface LeadsPluginOptions {
  startWorker?: boolean;
  /** An already-open database, left open on close (tests share one PGlite between apps). */
  database?: Database;
  /** Replaces the configured transport (tests). */
  transport?: MailTransport;
  /** The time form tokens are issued and checked at (tests move it; default Date.now). */
  clock?: () => number;
  /** Which conversion tools are missing (tests; default: looked up on this machine). */
  missingCvTools?: () => string[];
}

/** How long onReady waits for the database before letting the server listen anyway. */
const readyWaitMs = 7000;

async function leads(app: FastifyInstance, options: LeadsPluginOptions) {
  const { config } = app;
  const transport = options.transport ?? createMailTransport(config, app.log.child({ component: 'mail' }));
  let closing = false;
  let admin: Server | undefined;

  const service = { transport } as LeadsService;
  const opening = (options.database ? Promise.resolve(options.database) : openDatabase(config)).then(async (database) => {
    const cvStore = cvStoreFor(database, config.dataDir);
    const repo = createLeadRepository(database.db, config, cvStore);
    const cvLinks = createCvLinks(await sharedSecret(database.db, 'cv-link'), config.PUBLIC_ORIGIN, config.CV_LINK_TTL_HOURS * 60 * 60_000);
    const deliverers = createDeliverers(repo, transport, config, cvLinks);
    const worker = createOutboxWorker(repo, deliverers, config, app.log.child({ component: 'outbox' }), {
      ...(app.hasDecorator('metrics') ? { observer: app.metrics.deliveryObserver } : {}),
      backlog: () => outboxBacklog(database.db),
    });
    const formTokens =
      config.MIN_FILL_MS > 0
        ? createFormTokens(await sharedSecret(database.db, 'form-token', config.FORM_TOKEN_SECRET), {
            ttlMs: config.FORM_TOKEN_TTL_MS,
            maxAgeMs: config.FORM_TOKEN_MAX_AGE_MS,
            minFillMs: config.MIN_FILL_MS,
            ...(options.clock ? { clock: options.clock } : {}),
          })
        : null;
    const observer = app.hasDecorator('metrics') ? app.metrics.deliveryObserver : undefined;
    const disarm = createDisarmService(
      database.db,
      repo,
      cvStore,
      config,
      app.log.child({ component: 'cv-disarm' }),
      observer,
      options.missingCvTools,
    );
    Object.assign(service, { database, repo, worker, disarm, formTokens, cvLinks });
    // An upload lives at most a body timeout plus its type check: anything much older is debris.
    const swept = await sweepStaleUploads(config.dataDir, Math.max(60 * 60_000, config.BODY_TIMEOUT_MS * 4));
    if (swept) app.log.info({ swept }, 'stale staged uploads removed');
    // The CLI cannot open PGlite while we hold it: it asks us through this socket instead.
    if (database.kind === 'pglite' && !options.database) {
      // Not fatal (e.g. a DATA_DIR path too long for a Unix socket): the CLI then says the database is in use.
      admin = await startAdminSocket(config, database, app.log.child({ component: 'admin' })).catch((error: unknown) => {
        app.log.warn({ err: error }, 'admin socket not started: `npm run leads` needs the server stopped');
        return undefined;
      });
    }
  });
  opening.catch((error: unknown) => app.log.fatal({ err: error }, 'the lead database could not be opened'));
  service.whenReady = () => opening;
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
      }, readyWaitMs);
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
