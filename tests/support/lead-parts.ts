/**
 * The leads' parts (database, lead operations, workers) for tests, which the app's own service
 * does not hand out (decision 0057): buildApp told through BuildOptions.leads.onOpened, kept
 * per app. `leadParts(app)` waits for the open like the service does and rejects as it does.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../server/app.ts';
import type { Config } from '../../server/config/index.ts';
import type { PassResult } from '../../server/leads/outbox/worker.ts';
import type { OpenLeads } from '../../server/plugins/leads.ts';

const partsOf = new WeakMap<FastifyInstance, Promise<OpenLeads>>();

/** buildApp (the production composition), remembering the leads' parts for leadParts(app). */
export async function buildAppWithParts(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  let told!: (open: OpenLeads) => void;
  const opened = new Promise<OpenLeads>((resolve) => (told = resolve));
  const app = await buildApp(config, {
    ...options,
    leads: {
      ...options.leads,
      onOpened: (open) => {
        told(open);
        options.leads?.onOpened?.(open);
      },
    },
  });
  // The service's ready() rejects when the open fails; the parts are told before it resolves.
  partsOf.set(
    app,
    app.leads.ready().then(() => opened),
  );
  return app;
}

/** The open leads' parts of an app built by buildAppWithParts (or buildLeadApp). */
export function leadParts(app: FastifyInstance): Promise<OpenLeads> {
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
