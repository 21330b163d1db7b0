/**
 * What the leads plugin (leads.ts) builds on an open database: the lead operations, the outbox
 * worker with the configured deliverers, the CV conversions' worker, the form-token signer and
 * the CV download links; and the housekeeping that follows the open (stale uploads swept, the
 * admin socket for the CLI on PGlite).
 */
import type { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startAdminSocket } from '../admin/socket.ts';
import type { Database } from '../db/client.ts';
import { sweepStaleUploads } from '../http/multipart.ts';
import { createCvLinks, type CvLinks } from '../leads/cv/link.ts';
import { createDisarmService, type DisarmService } from '../leads/cv-disarm/service.ts';
import { cvStoreFor } from '../leads/cv/store/index.ts';
import { createDeliverers } from '../leads/deliverers/index.ts';
import { createFormTokens, type FormTokens } from '../leads/form-token/token.ts';
import { outboxBacklog } from '../leads/outbox/backlog.ts';
import { createOutboxWorker, type OutboxWorker, type PassResult } from '../leads/outbox/worker.ts';
import { createLeadOperations, type LeadOperations } from '../leads/lead-operations.ts';
import { sharedSecret } from '../leads/store/secrets.ts';
import type { MailTransport } from '../mail/message.ts';

export interface LeadsService {
  transport: MailTransport;
  /** database, repo and worker are set once whenReady() has resolved. */
  database: Database;
  repo: LeadOperations;
  worker: OutboxWorker;
  /** The CV conversions' worker (docs/decisions/0026). */
  disarm: DisarmService;
  /** The time trap's token signer; null when MIN_FILL_MS=0 switches the trap off. */
  formTokens: FormTokens | null;
  /** Signs and checks the CV download links that webhooks carry. */
  cvLinks: CvLinks;
  whenReady(): Promise<void>;
  /** The lead operations once the database is open (it opens in the background at start). */
  whenRepoReady(): Promise<LeadOperations>;
  /** One delivery pass now (tests, CLI); the same code the background loop runs. */
  deliverNow(): Promise<PassResult>;
  /** One pass of the CV conversions due now (tests); the same code their background loop runs. */
  disarmNow(): Promise<PassResult>;
}

export interface LeadsPluginOptions {
  startWorker?: boolean;
  /** An already-open database (or one still opening), left open on close (tests share one PGlite). */
  database?: Database | Promise<Database>;
  /** How long start waits for the database before listening anyway (default 7 s). */
  readyWaitMs?: number;
  /** Replaces the configured transport (tests). */
  transport?: MailTransport;
  /** The time form tokens are issued and checked at (tests move it; default Date.now). */
  clock?: () => number;
  /** Which conversion tools are missing (tests; default: looked up on this machine). */
  missingCvTools?: () => string[];
}

type LeadParts = Pick<LeadsService, 'database' | 'repo' | 'worker' | 'disarm' | 'formTokens' | 'cvLinks'>;

export async function assembleLeadParts(
  app: FastifyInstance,
  database: Database,
  transport: MailTransport,
  options: LeadsPluginOptions,
): Promise<LeadParts> {
  const { config } = app;
  const cvStore = cvStoreFor(database, config.dataDir);
  const repo = createLeadOperations(database.db, { ...config, branches: () => app.content.branches }, cvStore);
  const cvLinks = createCvLinks(await sharedSecret(database.db, 'cv-link'), config.PUBLIC_ORIGIN, config.CV_LINK_TTL_HOURS * 60 * 60_000);
  const observer = app.hasDecorator('metrics') ? app.metrics.deliveryObserver : undefined;
  const worker = createOutboxWorker(
    repo,
    createDeliverers(repo, transport, config, cvLinks, () => app.content),
    config,
    app.log.child({ component: 'outbox' }),
    {
      ...(observer ? { observer } : {}),
      backlog: () => outboxBacklog(database.db),
    },
  );
  const formTokens =
    config.MIN_FILL_MS > 0
      ? createFormTokens(await sharedSecret(database.db, 'form-token', config.FORM_TOKEN_SECRET), {
          ttlMs: config.FORM_TOKEN_TTL_MS,
          maxAgeMs: config.FORM_TOKEN_MAX_AGE_MS,
          minFillMs: config.MIN_FILL_MS,
          ...(options.clock ? { clock: options.clock } : {}),
        })
      : null;
  const disarm = createDisarmService(repo, config, app.log.child({ component: 'cv-disarm' }), observer, options.missingCvTools);
  return { database, repo, worker, disarm, formTokens, cvLinks };
}

/** Once the database is open; returns the admin socket when one was started. */
export async function afterDatabaseOpen(app: FastifyInstance, database: Database, ownsDatabase: boolean): Promise<Server | undefined> {
  const { config } = app;
  // An upload lives at most a body timeout plus its type check: anything much older is debris.
  const swept = await sweepStaleUploads(config.dataDir, Math.max(60 * 60_000, config.BODY_TIMEOUT_MS * 4));
  if (swept) app.log.info({ swept }, 'stale staged uploads removed');
  // The CLI cannot open PGlite while we hold it: it asks us through this socket instead.
  if (database.kind !== 'pglite' || !ownsDatabase) return undefined;
  // Not fatal (e.g. a DATA_DIR path too long for a Unix socket): the CLI then says the database is in use.
  return startAdminSocket(config, database, () => app.content.branches, app.log.child({ component: 'admin' })).catch((error: unknown) => {
    app.log.warn({ err: error }, 'admin socket not started: `npm run leads` needs the server stopped');
    return undefined;
  });
}
