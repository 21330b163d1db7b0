/**
 * One delivery attempt of a claimed outbox row: handed to the deliverer for its kind, then
 * recorded as sent, or as failed with the next attempt backed off, or failed for good when the
 * error is permanent or the row has been failing for longer than OUTBOX_MAX_AGE_HOURS; and the
 * retry policy those outcomes follow (lease, backoff, max age).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxKind } from '../../db/schema.ts';
import { type Deliverer, DeliveryError, deliveryFailure } from './deliverer.ts';
import type { OutboxStore } from '../store/outbox-store.ts';
import type { OutboxRow } from '../store/shared.ts';

export interface PassResult {
  sent: number;
  retrying: number;
  failed: number;
}

/** Told about every attempt (metrics): its outcome and how long it took. */
export interface DeliveryObserver {
  attempted(row: OutboxRow, outcome: 'sent' | 'retrying' | 'failed', seconds: number): void;
}

export interface AttemptSettings {
  OUTBOX_BACKOFF_MS: number;
  OUTBOX_MAX_BACKOFF_MS: number;
  OUTBOX_MAX_AGE_HOURS: number;
}

export function createDeliveryAttempt(
  repo: Pick<OutboxStore, 'markSent' | 'markFailed'>,
  deliverers: Partial<Record<OutboxKind, Deliverer>>,
  settings: AttemptSettings,
  log: FastifyBaseLogger,
  observer: DeliveryObserver | undefined,
) {
  /** Adds the attempt's outcome to `result`. */
  return async function attempt(row: OutboxRow, result: PassResult): Promise<void> {
    const deliverer = deliverers[row.kind];
    const channel = deliverer?.channel ?? row.kind;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      if (!deliverer) throw new DeliveryError('no-deliverer', `no deliverer for outbox kind ${row.kind}`, false);
      await deliverer.deliver(row);
    } catch (error) {
      const permanent = error instanceof DeliveryError && error.permanent;
      const final = permanent || pastMaxAge(row.retriedAt ?? row.createdAt, settings.OUTBOX_MAX_AGE_HOURS);
      const failure = deliveryFailure(error);
      await repo.markFailed(row, failure, final, backoffMs(settings.OUTBOX_BACKOFF_MS, row.attempts, settings.OUTBOX_MAX_BACKOFF_MS));
      if (final) result.failed++;
      else result.retrying++;
      observer?.attempted(row, final ? 'failed' : 'retrying', seconds());
      // The error, not its text: the logger keeps its class and code and an SMTP reply's code and
      // phase (config/logger.ts); the reply, which can repeat the visitor's address, stays on the row.
      log[final ? 'error' : 'warn'](
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, final, code: failure.code, err: error },
        final ? `${channel} delivery failed for good` : `${channel} delivery failed, will retry`,
      );
      return;
    }
    observer?.attempted(row, 'sent', seconds());
    if (await repo.markSent(row)) result.sent++;
    else log.warn({ outboxId: row.id, kind: row.kind }, `${channel} sent but the claim had expired; another worker owns the row now`);
  };
}

// How long the outbox waits and holds: a claim's lease, the backoff between attempts,
// and how long a delivery may keep failing before it is 'failed' for good (decision 0012).

/**
 * How long a claim holds, one number for every kind the worker sends: twice the longest send
 * its deliverers allow, plus time for the database round trips, so a live claim is never
 * stolen, while the rows of a worker that died (SIGKILL, crash) are picked up again soon
 * after: seconds with the log transport, two minutes with SMTP. A webhook row holds as long as
 * a mail row when both share a worker: a dead worker's webhooks wait a little longer.
 */
export function leaseFor(deliverers: ReadonlyArray<Pick<Deliverer, 'maxSendMs'> | undefined>): number {
  return Math.max(0, ...deliverers.map((deliverer) => deliverer?.maxSendMs ?? 0)) * 2 + 5000;
}

/** Delay before attempt n+1 after n failed ones: base·2^(n-1) up to `max`, ±20 % jitter so retries spread. */
export function backoffMs(base: number, attempts: number, max: number, random: () => number = Math.random): number {
  const exact = Math.min(max, base * 2 ** Math.min(40, Math.max(0, attempts - 1)));
  return Math.round(exact * (0.8 + 0.4 * random()));
}

/** Whether a delivery has been failing for longer than it may (measured from `since`: the row's `retriedAt ?? createdAt`). */
export function pastMaxAge(since: Date, maxAgeHours: number, now = Date.now()): boolean {
  return now - since.getTime() >= maxAgeHours * 60 * 60_000;
}
