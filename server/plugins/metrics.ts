/**
 * GET /metrics in Prometheus text format, for the operator's scraper only: answered to
 * `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time), 401 otherwise, and not
 * there at all (404) when METRICS_TOKEN is unset. Its own registry (several apps may share a
 * process in tests): leads accepted / refused by reason / spam (metrics/lead-figures.ts), the
 * outbox backlog per destination, delivery attempts and latency (metrics/outbox-figures.ts),
 * HTTP requests, and Node's process metrics.
 *
 * /readyz stays about the database: a stuck outbox is an alert on these figures (and a
 * warning in the log, see leads/outbox/worker.ts), not a reason to take the server out of rotation.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DeliveryObserver } from '../leads/outbox/worker.ts';
import { leadFigures } from '../metrics/lead-figures.ts';
import { outboxFigures } from '../metrics/outbox-figures.ts';

interface Metrics {
  registry: Registry;
  deliveryObserver: DeliveryObserver;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

async function metrics(app: FastifyInstance) {
  const { config } = app;
  const registry = new Registry();
  const countLead = leadFigures(registry);
  const outbox = outboxFigures(registry);
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.decorate('metrics', { registry, deliveryObserver: outbox.deliveryObserver });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    http.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    countLead(request, reply);
  });

  const token = config.METRICS_TOKEN;
  if (!token) return; // no route: GET /metrics is a 404 like any unknown path
  const scraped = Registry.merge([registry, processMetrics()]);
  const authorised = bearerCheck(token);

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!authorised(request)) return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ error: 'unauthorized' });
    try {
      outbox.refreshBacklog(await app.outboxBacklog(), config.webhookUrls);
    } catch (error) {
      request.log.warn({ err: error }, 'outbox figures unavailable for this scrape');
    }
    return reply.type(scraped.contentType).send(await scraped.metrics());
  });
}

export default fp(metrics, { name: 'metrics' });

/** Who may scrape: the bearer of METRICS_TOKEN, compared in constant time. */
function bearerCheck(token: string): (request: FastifyRequest) => boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = digest(token);
  return (request) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    // Digests have one length, so the comparison's time says nothing about the token.
    return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
  };
}

/**
 * Node's process metrics, collected once per process: each collector holds timers and
 * observers that are never released, so one per app would pile up where apps come and go (tests).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
