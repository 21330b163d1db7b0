/**
 * The leads service the plugin (leads.ts) decorates the app with, whose calls wait for the
 * database, and what it builds on the open database: the lead operations, the outbox worker with
 * the configured deliverers, the CV conversions' worker, the retention timer, the form-token
 * signer and the CV download links; and the housekeeping that follows the open (the admin socket for the CLI on
 * PGlite).
 */
import type { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startAdminSocket } from '../admin/socket.ts';
import type { Database } from '../db/client.ts';
import { hitRateLimit } from '../db/rate-limits.ts';
import { createCvLinks, type CvLinks } from '../leads/cv/link.ts';
import { createDisarmService, type DisarmService } from '../leads/cv-disarm/service.ts';
import { cvStoreFor } from '../leads/cv/store/index.ts';
import { createDeliverers } from '../leads/deliverers/index.ts';
import { createFormTokens, type FormTokens } from '../leads/form-token/token.ts';
import { outboxBacklog, type BacklogEntry } from '../leads/outbox/backlog.ts';
import { createOutboxWorker, type OutboxWorker } from '../leads/outbox/worker.ts';
import { createLeadOperations, type LeadOperations } from '../leads/lead-operations.ts';
import { createRetentionTimer, type RetentionTimer } from '../leads/retention-timer.ts';
import { sharedSecret } from '../leads/store/secrets.ts';
import type { MailTransport } from '../mail/message.ts';

/**
 * What is built on the open database; every part is there once the database is open. Only the
 * plugin (leads.ts) and whoever builds the app (BuildOptions.leads.onOpened: tests, benches)
 * hold it; the rest of the server gets the narrow LeadsService (decision 0057).
 */
export interface OpenLeads {
  database: Database;
  repo: LeadOperations;
  worker: OutboxWorker;
  /** The CV conversions' worker (docs/decisions/0026). */
  disarm: DisarmService;
  /** Deletes expired leads hourly, beside the workers (decision 0057). */
  retention: RetentionTimer;
  /** The time trap's token signer; null when MIN_FILL_MS=0 switches the trap off. */
  formTokens: FormTokens | null;
  /** Signs and checks the CV download links that webhooks carry. */
  cvLinks: CvLinks;
}

/** Counts one hit on a shared rate-limit counter: the count and the window's time left after it. */
export type RateLimitCounter = (key: string, windowMs: number) => Promise<{ count: number; ttlMs: number }>;

/**
 * The leads as the rest of the server sees them, complete from the moment it is decorated, and
 * only what its callers need (decision 0057): no database, query builder, worker or signer. The
 * database opens in the background (the server listens meanwhile, decision 0005), so every call
 * that needs it waits for it here: a caller cannot reach a part that is not built yet.
 */
export interface LeadsService {
  /** Resolves once the database is open and every part built; rejects when it cannot be (server/main.ts stops on a changed migration). */
  ready(): Promise<void>;
  insertInquiry: LeadOperations['insertInquiry'];
  insertApplication: LeadOperations['insertApplication'];
  /** Whether a form opening has served an accepted lead already (decision 0029). */
  formTokenUsed: LeadOperations['formTokenUsed'];
  openCv: LeadOperations['openCv'];
  /**
   * The time trap's signer, null when it is off. Waits for the database: the token secret lives
   * there, and a post that arrives while it opens is judged like any other, not let through.
   */
  formTokens(): Promise<FormTokens | null>;
  verifyCvLink(applicationId: string, expires: unknown, sig: unknown): Promise<boolean>;
  /** The outbox backlog per destination, or undefined while the database opens (/metrics answers without waiting). */
  backlog(): Promise<BacklogEntry[] | undefined>;
  /** The shared rate-limit counter (RATE_LIMIT_STORE=database), once the database is open. */
  rateLimitCounter(): Promise<RateLimitCounter>;
}

/** The service over a database that is opening; `opening` resolves once every part is built. */
export function createLeadsService(opening: Promise<OpenLeads>): LeadsService {
  let open: OpenLeads | undefined;
  opening.then(
    (parts) => (open = parts),
    () => {},
  );
  return {
    ready: async () => void (await opening),
    insertInquiry: async (...args) => (await opening).repo.insertInquiry(...args),
    insertApplication: async (...args) => (await opening).repo.insertApplication(...args),
    formTokenUsed: async (id) => (await opening).repo.formTokenUsed(id),
    openCv: async (id) => (await opening).repo.openCv(id),
    formTokens: async () => (await opening).formTokens,
    verifyCvLink: async (id, expires, sig) => (await opening).cvLinks.verify(id, expires, sig),
    backlog: async () => (open ? outboxBacklog(open.database.db) : undefined),
    rateLimitCounter: async () => {
      const { db } = (await opening).database;
      return (key, windowMs) => hitRateLimit(db, key, windowMs);
    },
  };
}

export interface LeadsPluginOptions {
  /** Start the outbox and CV workers and the retention timer (default true; off in tests that drive them by hand). */
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
  /** Told every part once the database is open (tests and benches drive the workers and read rows). */
  onOpened?: (open: OpenLeads) => void;
}

export async function assembleLeadParts(
  app: FastifyInstance,
  database: Database,
  transport: MailTransport,
  options: LeadsPluginOptions,
): Promise<OpenLeads> {
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
  const retention = createRetentionTimer(repo, config, app.log.child({ component: 'retention' }));
  return { database, repo, worker, disarm, retention, formTokens, cvLinks };
}

/** Once the database is open; returns the admin socket when one was started. */
export async function afterDatabaseOpen(app: FastifyInstance, database: Database, ownsDatabase: boolean): Promise<Server | undefined> {
  const { config } = app;
  // The CLI cannot open PGlite while we hold it: it asks us through this socket instead.
  if (database.kind !== 'pglite' || !ownsDatabase) return undefined;
  // Not fatal (e.g. a DATA_DIR path too long for a Unix socket): the CLI then says the database is in use.
  return startAdminSocket(config, database, () => app.content.branches, app.log.child({ component: 'admin' })).catch((error: unknown) => {
    app.log.warn({ err: error }, 'admin socket not started: `npm run leads` needs the server stopped');
    return undefined;
  });
}
