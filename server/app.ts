/**
 * The application as a composition of plugins (fastify/demo style). server/main.ts only
 * launches it; tests build it with their own config and call it with `app.inject`.
 */
import { chmod, mkdir } from 'node:fs/promises';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config/index.ts';
import { loggerOptions } from './config/logger.ts';
import securityHeaders from './plugins/security-headers.ts';
import requestHead from './plugins/request-head.ts';
import loadShedding, { type LoadSheddingOptions } from './plugins/load-shedding.ts';
import errorHandling, { handleFrameworkError } from './plugins/error-handling.ts';
import bodyTimeout from './plugins/body-timeout.ts';
import { onClientError } from './http/errors.ts';
import health from './plugins/health.ts';
import database from './plugins/leads/database.ts';
import leads, { type LeadsPluginOptions } from './plugins/leads/service.ts';
import metrics from './plugins/metrics.ts';
import api from './routes/api/index.ts';
import staticSite from './plugins/static-site.ts';
import cookies from './plugins/external/cookie.ts';
import localPublishing from './plugins/local-publishing.ts';
import type { Position } from '../src/content/positions.ts';
import { readPublishedContent, type PublishedContent } from './content/published-content.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /**
     * The content the server checks and mails with (positions, branches, hours' words, claims), read at
     * start and replaced whole by local publishing; which positions are open is judged per
     * request (decisions 0028, 0038). Read it where it is used, never keep a copy.
     */
    content: PublishedContent;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** The lead plugins' overrides (tests, benches): database, transport, workers, clock, onOpened. */
  leads?: LeadsPluginOptions;
  /** Load-shedding thresholds and sampling beyond the environment's (tests). */
  loadShedding?: LoadSheddingOptions;
  /** Serves this built site instead of the configured DIST_DIR (tests: a small fake build). */
  distDir?: string;
  /** The job positions instead of src/content/positions/ (tests: fixture positions). */
  positions?: readonly Position[];
}

export async function buildApp(configured: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.distDir ? { ...configured, distDir: options.distDir } : configured;
  // Lead data lives below DATA_DIR: only the server's user may list or read it.
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  await chmod(config.dataDir, 0o700);
  const app = Fastify({
    // Every logger made from this one writes errors through one serializer that drops their messages.
    logger: loggerOptions(options.logger, config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    // Node's own bound on receiving a request; body-timeout.ts answers slow bodies sooner, in the visitor's language.
    requestTimeout: config.BODY_TIMEOUT_MS + 10_000,
    clientErrorHandler: onClientError,
    // A missing Host is answered by plugins/request-head.ts, with our headers, not by Node bare.
    http: { requireHostHeader: false },
    return503OnClosing: true,
    // The database plugin opens the embedded database: its first start (initdb) takes seconds on a busy 2-core machine.
    pluginTimeout: 60_000,
    // Malformed URLs (bad percent-encoding) get our JSON 400 with the security headers.
    frameworkErrors: handleFrameworkError,
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true, maxParamLength: 200 },
  });
  app.decorate('config', config);
  // Per request, before any plugin adds a hook or a route: what became of a form post (http/lead-outcome.ts), noted by
  // load shedding, the body timeout and the API, read by the metrics when the answer has gone out.
  app.decorateRequest('leadOutcome', null);
  // An invalid content file stops the start with the file and field named.
  const content = readPublishedContent();
  app.decorate('content', options.positions ? { ...content, positions: options.positions } : content);

  try {
    await registerPlugins(app, options);
  } catch (error) {
    // Closes what the plugins before the failing one opened: the database among them.
    await app.close();
    throw error;
  }
  return app;
}

/** The plugins in their order: each awaited, so a failing one (a database that cannot be opened) fails buildApp. */
async function registerPlugins(app: FastifyInstance, options: BuildOptions) {
  const { config } = app;
  await app.register(errorHandling);
  await app.register(securityHeaders);
  await app.register(requestHead);
  await app.register(loadShedding, options.loadShedding ?? {});
  await app.register(bodyTimeout, { timeoutMs: config.BODY_TIMEOUT_MS });
  // Cookies are read by the API (form token) and the site (language): parsed once, for both.
  await app.register(cookies);
  // Before leads: the outbox worker reports its deliveries to it.
  await app.register(metrics);
  // The lead plugins, each awaited on the one before (decision 0081): the database, then what is
  // built on it with its workers; closed in the reverse order.
  const leadOptions = options.leads ?? {};
  await app.register(database, leadOptions);
  await app.register(leads, leadOptions);
  // After leads: /readyz asks the leads service.
  await app.register(health);
  await app.register(api, { prefix: '/api' });
  // Last: the catch-all that serves dist/, redirects languages and wrong case, and the 404 page.
  await app.register(staticSite);
  // Off unless SITE_REBUILD: rebuilds the site after an edit and swaps it in (decision 0037).
  if (config.SITE_REBUILD) await app.register(localPublishing);
}
