/**
 * How long the outbox waits and holds: a claim's lease per kind, the backoff between attempts,
 * and how long a delivery may keep failing before it is 'failed' for good (decision 0012).
 */
import type { OutboxKind } from '../../db/schema.ts';
import type { Deliverer } from '../deliverers/deliverer.ts';
import type { LeaseMs } from '../lead-operations.ts';

/**
 * How long a claim holds: twice the longest send the transport allows, plus time for the
 * database round trips, so a live claim is never stolen, while the rows of a worker that died
 * (SIGKILL, crash) are picked up again soon after: seconds with the log transport, two
 * minutes with SMTP.
 */
export function leaseFor(deliverer: Pick<Deliverer, 'maxSendMs'>): number {
  return deliverer.maxSendMs * 2 + 5000;
}

/** Each kind's lease (a webhook's is its request timeout's, not SMTP's). */
export function leasesFor(deliverers: Partial<Record<OutboxKind, Pick<Deliverer, 'maxSendMs'>>>): LeaseMs {
  const byKind = Object.fromEntries(
    Object.entries(deliverers).flatMap(([kind, deliverer]) => (deliverer ? [[kind, leaseFor(deliverer)]] : [])),
  );
  return { default: Math.max(...Object.values(byKind)), ...byKind };
}

/** Delay before attempt n+1 after n failed ones: base·2^(n-1) up to `max`, ±20 % jitter so retries spread. */
export function backoffMs(base: number, attempts: number, max: number, random: () => number = Math.random): number {
  const exact = Math.min(max, base * 2 ** Math.min(40, Math.max(0, attempts - 1)));
  return Math.round(exact * (0.8 + 0.4 * random()));
}

/** Whether a delivery has been failing for longer than it may (measured from the lead's arrival). */
export function pastMaxAge(createdAt: Date, maxAgeHours: number, now = Date.now()): boolean {
  return now - createdAt.getTime() >= maxAgeHours * 60 * 60_000;
}
