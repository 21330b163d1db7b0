/**
 * What the leads plugin (server/plugins/leads.ts) builds on the open database: the lead
 * operations, the outbox worker with the configured deliverers, the CV conversions' worker, the
 * retention timer, the form-token signer, the CV download links and the shared rate-limit
 * counter. Storage is reached here, so the plugin and the service never import it (decision 0044).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.ts';
import type { PublishedContent } from '../content/published-content.ts';
import type { Database } from '../db/client.ts';
import { hitRateLimit } from '../db/rate-limits.ts';
import type { RateLimitCounter } from '../http/rate-limit-store.ts';
import type { MailTransport } from '../mail/message.ts';
import { createCvLinks, type CvLinks } from './cv/link.ts';
import type { Isolation } from './cv-disarm/sandbox.ts';
import { createDisarmService, type DisarmService } from './cv-disarm/service.ts';
import { cvStoreFor } from './cv/store/index.ts';
import { createDeliverers } from './deliverers/index.ts';
import { createFormTokens, type FormTokens } from './form-token/token.ts';
import { outboxBacklog, type BacklogEntry } from './outbox/backlog.ts';
import { createOutboxWorker, type DeliveryObserver, type OutboxWorker } from './outbox/worker.ts';
import { createLeadOperations, type LeadOperations } from './lead-operations.ts';
import { createRetentionTimer, type RetentionTimer } from './retention-timer.ts';
import { sharedSecret } from '../db/secrets.ts';

/**
 * What is built on the open database; every part is there once the database is open. Only the
 * plugin and whoever builds the app (BuildOptions.leads.onOpened: tests, benches) hold it; the
 * rest of the server gets the narrow LeadsService (decision 0057).
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
  /** The shared rate-limit counter (RATE_LIMIT_STORE=database). */
  rateLimitCounter: RateLimitCounter;
  /** The outbox backlog per destination: one closure for the worker's gauge and /metrics. */
  backlog: () => Promise<BacklogEntry[]>;
}

/** The test hooks assembling takes (BuildOptions.leads). */
export interface AssembleOptions {
  /** The time form tokens are issued and checked at (tests move it; default Date.now). */
  clock?: () => number;
  /** Which conversion tools are missing (tests; default: looked up on this machine). */
  missingCvTools?: () => string[];
  /** The isolation the CV sandbox has (tests force a weaker one; default: probed on this machine). */
  cvIsolation?: () => Isolation;
}

/** What the app gives assembling (server/plugins/leads.ts builds it): plain inputs, no Fastify instance. */
export interface AssembleInputs {
  config: Config;
  log: FastifyBaseLogger;
  /** The published content as it is now (a site rebuild swaps it). */
  content: () => PublishedContent;
  /** Told of every delivery (the metrics plugin's, registered before leads in app.ts). */
  observer: DeliveryObserver;
}

export async function assembleLeadParts(
  { config, log, content, observer }: AssembleInputs,
  database: Database,
  transport: MailTransport,
  options: AssembleOptions,
): Promise<OpenLeads> {
  const cvStore = cvStoreFor(database, config.dataDir);
  const repo = createLeadOperations(database.db, { ...config, branches: () => content().branches }, cvStore);
  const cvLinks = createCvLinks(await sharedSecret(database.db, 'cv-link'), config.PUBLIC_ORIGIN, config.CV_LINK_TTL_HOURS * 60 * 60_000);
  const backlog = () => outboxBacklog(repo.outbox);
  const worker = createOutboxWorker(
    repo.outbox,
    createDeliverers(repo.cvs, transport, config, cvLinks, content),
    config,
    log.child({ component: 'outbox' }),
    { observer, backlog },
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
  const disarm = createDisarmService(
    repo,
    config,
    log.child({ component: 'cv-disarm' }),
    observer,
    options.missingCvTools,
    options.cvIsolation,
  );
  const retention = createRetentionTimer(repo.retention, config, log.child({ component: 'retention' }));
  const rateLimitCounter: RateLimitCounter = (key, windowMs) => hitRateLimit(database.db, key, windowMs);
  return { database, repo, worker, disarm, retention, formTokens, cvLinks, rateLimitCounter, backlog };
}
