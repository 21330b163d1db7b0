/**
 * The leads service the plugin (leads.ts) decorates the app with, whose calls wait for the
 * database, and what it builds on the open database: the lead operations, the outbox worker with
 * the configured deliverers, the CV conversions' worker, the form-token signer and the CV download
 * links; and the housekeeping that follows the open (stale uploads swept, the admin socket for
 * the CLI on PGlite).
 */
import type { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startAdminSocket } from '../admin/socket.ts';
import type { Database, Db } from '../db/client.ts';
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

/** What is built on the open database; every part is there once the database is open. */
export interface OpenLeads {
  database: Database;
  repo: LeadOperations;
  worker: OutboxWorker;
  /** The CV conversions' worker (docs/decisions/0026). */
  disarm: DisarmService;
  /** The time trap's token signer; null when MIN_FILL_MS=0 switches the trap off. */
  formTokens: FormTokens | null;
  /** Signs and checks the CV download links that webhooks carry. */
  cvLinks: CvLinks;
}

/**
 * The leads as the rest of the server sees them, complete from the moment it is decorated. The
 * database opens in the background (the server listens meanwhile, decision 0005), so every call
 * that needs it waits for it here: a caller cannot reach a part that is not built yet.
 */
export interface LeadsService {
  /** The open database and its parts; rejects when the database cannot be opened. */
  opened(): Promise<OpenLeads>;
  /** The same, or undefined while the database opens: for what must answer without waiting (/readyz, /metrics). */
  openNow(): OpenLeads | undefined;
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
  /** The database's query builder (the shared rate-limit counters). */
  db(): Promise<Db>;
  /** One delivery pass now (tests); the same code the background loop runs. */
  deliverNow(): Promise<PassResult>;
  /** One pass of the CV conversions due now (tests); the same code their background loop runs. */
  disarmNow(): Promise<PassResult>;
}

/** The service over a database that is opening; `opening` resolves once every part is built. */
export function createLeadsService(opening: Promise<OpenLeads>): LeadsService {
  let open: OpenLeads | undefined;
  opening.then(
    (parts) => (open = parts),
    () => {},
  );
  return {
    opened: () => opening,
    openNow: () => open,
    insertInquiry: async (...args) => (await opening).repo.insertInquiry(...args),
    insertApplication: async (...args) => (await opening).repo.insertApplication(...args),
    formTokenUsed: async (id) => (await opening).repo.formTokenUsed(id),
    openCv: async (id) => (await opening).repo.openCv(id),
    formTokens: async () => (await opening).formTokens,
    verifyCvLink: async (id, expires, sig) => (await opening).cvLinks.verify(id, expires, sig),
    db: async () => (await opening).database.db,
    deliverNow: async () => (await opening).worker.runOnce(),
    disarmNow: async () => (await opening).disarm.runOnce(),
  };
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
