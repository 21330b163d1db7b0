/**
 * How long the outbox waits and holds: a claim's lease, the backoff between attempts,
 * and how long a delivery may keep failing before it is 'failed' for good (decision 0012).
 */
import type { Deliverer } from './deliverer.ts';

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
