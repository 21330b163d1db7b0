/**
 * The lead parts, built at registration on the open database (plugins/leads/database.ts): the
 * lead operations, the form-token signer, the CV download links, the outbox and CV workers and
 * the retention timer (built here, run by plugins/leads/workers.ts), and the mail transport.
 * Decorates the app with the narrow leads service the routes use (leads/service.ts, decision
 * 0057) and the outbox backlog for /metrics; the parts themselves go only to the work this plugin
 * runs and to whoever builds the app (`onOpened`: tests, benches).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCvLinks, type CvLinks } from '../../leads/cv/link.ts';
import type { Isolation } from '../../leads/cv-disarm/sandbox.ts';
import { createDisarmService, type DisarmService } from '../../leads/cv-disarm/service.ts';
import { createDeliverers } from '../../leads/deliverers/index.ts';
import { createFormTokens, type FormTokens } from '../../leads/form-token/token.ts';
import { outboxBacklog, type BacklogEntry } from '../../leads/outbox/backlog.ts';
import { createOutboxWorker, type OutboxWorker } from '../../leads/outbox/worker.ts';
import { createRetentionTimer, type RetentionTimer } from '../../leads/retention-timer.ts';
import { createLeadOperations, createLeadsService, type LeadOperations, type LeadsService } from '../../leads/service.ts';
import { createMailTransport } from '../../mail/index.ts';
import type { MailTransport } from '../../mail/message.ts';
import type { DatabasePluginOptions } from './database.ts';
import { runLeadWork } from './workers.ts';

interface PartsOptions {
  /** Replaces the configured transport (tests). */
  transport?: MailTransport;
  /** Told every part once they are built (tests and benches drive the workers and read rows). */
  onOpened?: (open: OpenLeads) => void;
  /** The time form tokens are issued and checked at (tests move it; default Date.now). */
  clock?: () => number;
  /** Which conversion tools are missing (tests; default: looked up on this machine). */
  missingCvTools?: () => string[];
  /** The isolation the CV sandbox has (tests force a weaker one; default: probed on this machine). */
  cvIsolation?: () => Isolation;
}

/** Every lead plugin's options: what tests and benches pass as BuildOptions.leads. */
export type LeadsPluginOptions = DatabasePluginOptions &
  PartsOptions & {
    /** Start the outbox and CV workers and the retention timer (default true; off in tests that drive them by hand). */
    startWorker?: boolean;
  };

/** What is built on the open database (decision 0057: the rest of the server gets the narrow LeadsService). */
export interface OpenLeads {
  database: FastifyInstance['database'];
  repo: LeadOperations;
  worker: OutboxWorker;
  /** The CV conversions' worker (docs/decisions/0026). */
  disarm: DisarmService;
  /** Deletes expired leads hourly, beside the workers (decision 0057). */
  retention: RetentionTimer;
  /** The outbox backlog per destination: one closure for the worker's gauge and /metrics. */
  backlog: () => Promise<BacklogEntry[]>;
  transport: MailTransport;
  /** The time trap's token signer; null when MIN_FILL_MS=0 switches the trap off. */
  formTokens: FormTokens | null;
  /** Signs and checks the CV download links that webhooks carry. */
  cvLinks: CvLinks;
}

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadsService;
    /** The outbox backlog per destination, for /metrics. */
    outboxBacklog(): Promise<BacklogEntry[]>;
  }
}

/** The lead parts on the open database, from the app's configuration, content and metrics. */
async function buildParts(app: FastifyInstance, options: PartsOptions): Promise<OpenLeads> {
  const { config, log, database } = app;
  const transport = options.transport ?? createMailTransport(config, log.child({ component: 'mail' }));
  const observer = app.metrics.deliveryObserver;
  const content = () => app.content;
  const repo = createLeadOperations(database, { ...config, branches: () => content().branches });
  const cvLinks = createCvLinks(await database.sharedSecret('cv-link'), config.PUBLIC_ORIGIN, config.CV_LINK_TTL_HOURS * 60 * 60_000);
  const backlog = () => outboxBacklog(repo.outbox);
  const deliverers = createDeliverers(repo.cvs, transport, config, cvLinks, content);
  const worker = createOutboxWorker(repo.outbox, deliverers, config, log.child({ component: 'outbox' }), { observer, backlog });
  const formTokens =
    config.MIN_FILL_MS > 0
      ? createFormTokens(await database.sharedSecret('form-token', config.FORM_TOKEN_SECRET), {
          ttlMs: config.FORM_TOKEN_TTL_MS,
          maxAgeMs: config.FORM_TOKEN_MAX_AGE_MS,
          minFillMs: config.MIN_FILL_MS,
          ...(options.clock ? { clock: options.clock } : {}),
        })
      : null;
  const cvLog = log.child({ component: 'cv-disarm' });
  const disarm = createDisarmService(repo, config, cvLog, observer, options.missingCvTools, options.cvIsolation);
  const retention = createRetentionTimer(repo.retention, config, log.child({ component: 'retention' }));
  return { database, repo, worker, disarm, retention, formTokens, cvLinks, backlog, transport };
}

async function leads(app: FastifyInstance, options: LeadsPluginOptions) {
  const parts = await buildParts(app, options);
  app.decorate('leads', createLeadsService(parts));
  app.decorate('outboxBacklog', parts.backlog);
  // Added before the work's hook, so run after it: the workers stop sending first.
  app.addHook('onClose', () => parts.transport.close());
  // A database handed in (tests) belongs to its owner, who runs the CLI against it itself.
  await runLeadWork(app, parts, { startWorker: options.startWorker ?? true, adminSocket: !options.database });
  options.onOpened?.(parts);
}

// The outbox and CV workers report every delivery to the metrics (registered before us in app.ts).
export default fp(leads, { name: 'leads', dependencies: ['database', 'metrics'] });
