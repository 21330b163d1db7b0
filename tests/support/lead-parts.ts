/**
 * The leads' parts (database, lead operations, workers) for tests, which the app's own service
 * does not hand out (decision 0057): buildApp told through BuildOptions.leads.onOpened (at
 * registration, once the database is open: decision 0081), kept per app.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../server/app.ts';
import type { Config } from '../../server/config/index.ts';
import type { PassResult } from '../../server/leads/outbox/worker.ts';
import type { OpenLeads } from '../../server/plugins/leads/service.ts';

const partsOf = new WeakMap<FastifyInstance, OpenLeads>();

/** buildApp (the production composition), remembering the leads' parts for leadParts(app). */
export async function buildAppWithParts(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  let told: OpenLeads | undefined;
  const app = await buildApp(config, {
    ...options,
    leads: {
      ...options.leads,
      onOpened: (open) => {
        told = open;
        options.leads?.onOpened?.(open);
      },
    },
  });
  if (!told) throw new Error('buildApp returned before the lead parts were built');
  partsOf.set(app, told);
  return app;
}

/** The open leads' parts of an app built by buildAppWithParts (or buildLeadApp). */
export async function leadParts(app: FastifyInstance): Promise<OpenLeads> {
  const parts = partsOf.get(app);
  if (!parts) throw new Error('this app was not built by buildAppWithParts or buildLeadApp');
  return parts;
}

/** One delivery pass now: the same code the background loop runs. */
export async function deliverNow(app: FastifyInstance): Promise<PassResult> {
  return (await leadParts(app)).worker.runOnce();
}

/** One pass of the CV conversions due now: the same code their background loop runs. */
export async function disarmNow(app: FastifyInstance): Promise<PassResult> {
  return (await leadParts(app)).disarm.runOnce();
}
