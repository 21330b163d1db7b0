/**
 * Lead capture's back end: opens the database (migrating it), builds the repository and the
 * outbox worker with the configured mail transport, and closes them in order when the app
 * closes (worker first, so no pass runs against a closed database).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/client.ts';
import { createLeadRepository, type LeadRepository } from '../leads/repository.ts';
import { createOutboxWorker, type OutboxWorker } from '../leads/outbox-worker.ts';
import { createMailTransport, validateMailConfig, type MailTransport } from '../mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    leads: {
      database: Database;
      repo: LeadRepository;
      worker: OutboxWorker;
      transport: MailTransport;
      /** One delivery pass now (tests, CLI); the same code the background loop runs. */
      deliverNow: OutboxWorker['runOnce'];
    };
  }
}

export interface LeadsPluginOptions {
  startWorker?: boolean;
  /** An already-open database, left open on close (tests share one PGlite between apps). */
  database?: Database;
  /** Replaces the configured transport (tests). */
  transport?: MailTransport;
}

async function leads(app: FastifyInstance, options: LeadsPluginOptions) {
  const { config } = app;
  // Checked before opening anything, so a bad setting stops the start with a clear message.
  validateMailConfig(config);
  const database = options.database ?? (await openDatabase(config));
  const transport = options.transport ?? createMailTransport(config, app.log.child({ component: 'mail' }));
  const repo = createLeadRepository(database.db, config);
  const worker = createOutboxWorker(repo, transport, config, app.log.child({ component: 'outbox' }));

  app.decorate('leads', { database, repo, worker, transport, deliverNow: worker.runOnce });
  app.readinessChecks.push({ name: 'database', check: database.ping });

  app.addHook('onReady', async () => {
    if (options.startWorker ?? true) worker.start();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    await transport.close();
    if (!options.database) await database.close();
  });
}

export default fp(leads, { name: 'leads' });
