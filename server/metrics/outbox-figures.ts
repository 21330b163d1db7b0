/**
 * The outbox's figures: the backlog per destination (read from the database at each scrape,
 * so every server reports the shared queue) and each delivery attempt's duration and, once
 * sent, the lead's wait from acceptance (told by the outbox workers through `deliveryObserver`).
 */
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { OutboxKind } from '../db/schema.ts';
import { destinationOf, type BacklogEntry } from '../leads/outbox/backlog.ts';
import type { DeliveryObserver } from '../leads/outbox/worker.ts';
import { readWebhookPayload } from '../leads/outbox/payload.ts';

/**
 * Every outbox kind but 'webhook' (a webhook's destinations are the configured URLs' hosts). The
 * schema's `outboxKinds` is a value dependency-cruiser keeps out of here (decision 0044), so the list is
 * checked against its type instead: a new kind is a type error until it is added.
 */
const fixedDestinationKinds = Object.keys({
  inquiry: 0,
  application: 0,
  acknowledgement: 0,
  'cv-disarm': 0,
} satisfies Record<Exclude<OutboxKind, 'webhook'>, 0>) as Array<Exclude<OutboxKind, 'webhook'>>;

export function outboxFigures(registry: Registry) {
  const backlogLabels = ['kind', 'destination'];
  const pending = new Gauge({
    name: 'outbox_pending',
    help: 'Deliveries waiting or being sent.',
    labelNames: backlogLabels,
    registers: [registry],
  });
  const failed = new Gauge({
    name: 'outbox_failed',
    help: 'Deliveries failed for good (npm run leads -- retry).',
    labelNames: backlogLabels,
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest waiting delivery (0 when none waits).',
    labelNames: backlogLabels,
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

  const rowDestination = (row: Parameters<DeliveryObserver['attempted']>[0]) =>
    destinationOf(row.kind, row.kind === 'webhook' ? readWebhookPayload(row.payload)?.url : null);
  const deliveryObserver: DeliveryObserver = {
    attempted(row, outcome, seconds) {
      const destination = rowDestination(row);
      attempts.observe({ kind: row.kind, destination, outcome }, seconds);
      if (outcome === 'sent') latency.observe({ kind: row.kind, destination }, Math.max(0, (Date.now() - row.createdAt.getTime()) / 1000));
    },
  };

  /** Every known destination reports, 0 included: an absent series and an empty queue differ. */
  function refreshBacklog(backlog: readonly BacklogEntry[], webhookUrls: readonly string[]): void {
    const known = [
      ...fixedDestinationKinds.map((kind) => ({ kind, destination: destinationOf(kind, null) })),
      ...webhookUrls.map((url) => ({ kind: 'webhook' as const, destination: destinationOf('webhook', url) })),
    ];
    for (const gauge of [pending, failed, oldest]) {
      gauge.reset();
      for (const labels of known) gauge.set(labels, 0);
    }
    for (const entry of backlog) {
      const labels = { kind: entry.kind, destination: entry.destination };
      pending.set(labels, entry.pending);
      failed.set(labels, entry.failed);
      oldest.set(labels, entry.oldestPendingSeconds);
    }
  }

  return { deliveryObserver, refreshBacklog };
}
