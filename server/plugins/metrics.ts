/**
 * GET /metrics in Prometheus text format, for the operator's scraper only: answered to
 * `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time), 401 otherwise, and not
 * there at all (404) when METRICS_TOKEN is unset. Its own registry (several apps may share a
 * process in tests): leads accepted / refused by reason / spam, the outbox backlog per
 * destination (read from the database at each scrape, so every server reports the shared
 * queue), delivery attempts and latency, HTTP requests, and Node's process metrics.
 *
 * /readyz stays about the database: a stuck outbox is an alert on these figures (and a
 * warning in the log, see outbox-worker.ts), not a reason to take the server out of rotation.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { destinationOf } from '../leads/destination.ts';
import { leadOutcome, refusalReason } from '../leads/lead-outcome.ts';
import { outboxBacklog } from '../leads/outbox-backlog.ts';
import type { DeliveryObserver } from '../leads/outbox-worker.ts';
import { readWebhookPayload } from '../leads/webhooks/queue.ts';

export interface Metrics {
  registry: Registry;
  deliveryObserver: DeliveryObserver;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const leadRoutes: Record<string, 'inquiry' | 'application'> = { '/api/inquiries': 'inquiry', '/api/applications': 'application' };

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

async function metrics(app: FastifyInstance) {
  const { config } = app;
  const registry = new Registry();

  const accepted = new Counter({
    name: 'leads_accepted_total',
    help: 'Leads stored and queued for delivery.',
    labelNames: ['kind'],
    registers: [registry],
  });
  const spam = new Counter({
    name: 'leads_spam_total',
    help: 'Leads stored as spam (honeypot, time trap): kept, never delivered until released.',
    labelNames: ['kind'],
    registers: [registry],
  });
  const refused = new Counter({
    name: 'leads_rejected_total',
    help: 'Form posts refused, by reason.',
    labelNames: ['kind', 'reason'],
    registers: [registry],
  });
  const pending = new Gauge({
    name: 'outbox_pending',
    help: 'Deliveries waiting or being sent.',
    labelNames: ['kind', 'destination'],
    registers: [registry],
  });
  const failed = new Gauge({
    name: 'outbox_failed',
    help: 'Deliveries failed for good (npm run leads -- retry).',
    labelNames: ['kind', 'destination'],
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest waiting delivery (0 when none waits).',
    labelNames: ['kind', 'destination'],
    registers: [registry],
  });
  const attempts = new Histogram({
    name: 'outbox_delivery_attempt_seconds',
    help: 'Duration of one delivery attempt, by outcome.',
    labelNames: ['kind', 'destination', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'outbox_delivery_latency_seconds',
    help: 'From the lead being accepted to its delivery succeeding (retries included).',
    labelNames: ['kind', 'destination'],
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600, 4 * 3600, 24 * 3600],
    registers: [registry],
  });
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const rowDestination = (row: Parameters<DeliveryObserver['attempted']>[0]) =>
    destinationOf(row.kind, row.kind === 'webhook' ? readWebhookPayload(row.payload)?.url : null);
  const deliveryObserver: DeliveryObserver = {
    attempted(row, outcome, seconds) {
      const destination = rowDestination(row);
      attempts.observe({ kind: row.kind, destination, outcome }, seconds);
      if (outcome === 'sent') latency.observe({ kind: row.kind, destination }, Math.max(0, (Date.now() - row.createdAt.getTime()) / 1000));
    },
  };
  app.decorate('metrics', { registry, deliveryObserver });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    http.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    const kind = request.method === 'POST' ? leadRoutes[route] : undefined;
    if (!kind) return;
    const outcome = leadOutcome(request);
    if (outcome && 'stored' in outcome) (outcome.stored === 'spam' ? spam : accepted).inc({ kind });
    else if (outcome || reply.statusCode >= 400) refused.inc({ kind, reason: refusalReason(outcome?.refusedWith ?? reply.statusCode) });
  });

  /** Every known destination reports, 0 included: an absent series and an empty queue differ. */
  async function refreshBacklog(): Promise<void> {
    const known = [
      ...(['inquiry', 'application', 'acknowledgement'] as const).map((kind) => ({ kind, destination: destinationOf(kind, null) })),
      ...config.webhookUrls.map((url) => ({ kind: 'webhook' as const, destination: destinationOf('webhook', url) })),
    ];
    pending.reset();
    failed.reset();
    oldest.reset();
    for (const labels of known) {
      pending.set(labels, 0);
      failed.set(labels, 0);
      oldest.set(labels, 0);
    }
    if (!app.leads.database) return; // still opening: the figures come with the next scrape
    for (const entry of await outboxBacklog(app.leads.database.db)) {
      const labels = { kind: entry.kind, destination: entry.destination };
      pending.set(labels, entry.pending);
      failed.set(labels, entry.failed);
      oldest.set(labels, entry.oldestPendingSeconds);
    }
  }

  const token = config.METRICS_TOKEN;
  if (!token) return; // no route: GET /metrics is a 404 like any unknown path
  const scraped = Registry.merge([registry, processMetrics()]);
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = digest(token);
  const authorised = (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    // Digests have one length, so the comparison's time says nothing about the token.
    return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
  };

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!authorised(request)) return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ error: 'unauthorized' });
    try {
      await refreshBacklog();
    } catch (error) {
      request.log.warn({ err: error }, 'outbox figures unavailable for this scrape');
    }
    return reply.type(scraped.contentType).send(await scraped.metrics());
  });
}

export default fp(metrics, { name: 'metrics' });
