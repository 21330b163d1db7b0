/**
 * The application as a composition of plugins (fastify/demo style). server/main.ts only
 * launches it; tests build it with their own config and call it with `app.inject`.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import securityHeaders from './plugins/security-headers.ts';
import loadShedding from './plugins/load-shedding.ts';
import errorHandling, { handleFrameworkError } from './plugins/error-handling.ts';
import health from './plugins/health.ts';
import leads from './plugins/leads.ts';
import api from './routes/api/index.ts';
import staticSite from './plugins/static-site.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Checks /readyz runs; plugins with dependencies (the database) add theirs. */
    readinessChecks: Array<{ name: string; check: () => Promise<void> }>;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Start the e-mail delivery worker (off in tests that drive it by hand). */
  startWorker?: boolean;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    return503OnClosing: true,
    // Opening the embedded database takes seconds on a busy 2-core machine.
    pluginTimeout: 60_000,
    // Malformed URLs (bad percent-encoding) get our JSON 400 with the security headers.
    frameworkErrors: handleFrameworkError,
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true, maxParamLength: 200 },
  });
  app.decorate('config', config);
  app.decorate('readinessChecks', []);

  await app.register(errorHandling);
  await app.register(securityHeaders);
  await app.register(loadShedding);
  await app.register(health);
  await app.register(leads, { startWorker: options.startWorker ?? true });
  await app.register(api, { prefix: '/api' });
  // Last: the catch-all that serves dist/, redirects languages and wrong case, and the 404 page.
  await app.register(staticSite);
  return app;
}
