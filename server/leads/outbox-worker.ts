/**
 * Delivers the outbox: e-mails and webhooks. Each pass claims due rows (see
 * repository.claimDue), hands each to the deliverer for its kind (deliverers/) and records the
 * outcome; failures back off exponentially (capped at OUTBOX_MAX_BACKOFF_MS, with
 * jitter) for as long as OUTBOX_MAX_AGE_HOURS after the lead came in, so a mail server that is
 * down for an hour or a night costs nothing; only then is the row 'failed' and waits for
 * `npm run leads -- retry --failed`. The same loop purges expired leads (and
 * ended rate-limit counters) hourly.
 *
 * Exactly-once is not possible across a network: if the process dies after the peer accepted a
 * message but before markSent, the row is reclaimed after its lease and sent again, with the
 * same Message-ID (a webhook with the same webhook-id), so the duplicate is recognisable.
 * Nothing else sends twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DeliveryError } from './deliverers/delivery-error.ts';
import type { OutboxKind } from '../db/schema.ts';
import type { LeadRepository, LeaseMs, OutboxRow } from './repository.ts';
import type { Deliverer } from './deliverers/deliverer.ts';
import type { BacklogEntry } from './outbox-backlog.ts';

export interface WorkerSettings {
  OUTBOX_POLL_MS: number;
  OUTBOX_BACKOFF_MS: number;
  OUTBOX_MAX_BACKOFF_MS: number;
  OUTBOX_MAX_AGE_HOURS: number;
  RETENTION_INQUIRY_DAYS: number;
  RETENTION_APPLICATION_DAYS: number;
}

export interface PassResult {
  sent: number;
  retrying: number;
  failed: number;
}

const defaultBatchSize = 20;

/**
 * The deliverer for each kind of row a worker handles; it claims only those kinds. The CV
 * conversions have a worker of their own (docs/decisions/0026), so a long conversion never
 * holds up the mail.
 */
export type Deliverers = Partial<Record<OutboxKind, Deliverer>>;

/** Told about every attempt (metrics): its outcome and how long it took. */
export interface DeliveryObserver {
  attempted(row: OutboxRow, outcome: 'sent' | 'retrying' | 'failed', seconds: number): void;
}

export interface WorkerHooks {
  observer?: DeliveryObserver;
  /** The outbox's backlog, checked every few minutes so a stuck destination shows in the log. */
  backlog?: () => Promise<BacklogEntry[]>;
  /** Rows claimed (and run at once) per pass; default 20. */
  batchSize?: number;
  /** Purge expired leads hourly (default true; one worker per server does it). */
  purges?: boolean;
}

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
export function leasesFor(deliverers: Deliverers): LeaseMs {
  const byKind = Object.fromEntries(
    Object.entries(deliverers).flatMap(([kind, deliverer]) => (deliverer ? [[kind, leaseFor(deliverer)]] : [])),
  );
  return { default: Math.max(...Object.values(byKind)), ...byKind };
}
const purgeEveryMs = 60 * 60_000;
const backlogCheckEveryMs = 5 * 60_000;

/** Delay before attempt n+1 after n failed ones: base·2^(n-1) up to `max`, ±20 % jitter so retries spread. */
export function backoffMs(base: number, attempts: number, max: number, random: () => number = Math.random): number {
  const exact = Math.min(max, base * 2 ** Math.min(40, Math.max(0, attempts - 1)));
  return Math.round(exact * (0.8 + 0.4 * random()));
}

/** Whether a delivery has been failing for longer than it may (measured from the lead's arrival). */
export function pastMaxAge(createdAt: Date, maxAgeHours: number, now = Date.now()): boolean {
  return now - createdAt.getTime() >= maxAgeHours * 60 * 60_000;
}

export function createOutboxWorker(
  repo: LeadRepository,
  deliverers: Deliverers,
  settings: WorkerSettings,
  log: FastifyBaseLogger,
  hooks: WorkerHooks = {},
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  /** Set by stop() only: a pass run by hand (runOnce, tests) on a worker never started goes on to the end. */
  let halted = false;
  let lastPurge = 0;
  let lastBacklogCheck = 0;
  const leaseMs = leasesFor(deliverers);
  const kinds = Object.keys(deliverers) as OutboxKind[];
  const batchSize = hooks.batchSize ?? defaultBatchSize;

  async function deliver(row: OutboxRow, result: PassResult): Promise<void> {
    const deliverer = deliverers[row.kind];
    const channel = deliverer?.channel ?? row.kind;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      if (!deliverer) throw new DeliveryError(`no deliverer for outbox kind ${row.kind}`, false);
      await deliverer.deliver(row);
    } catch (error) {
      const permanent = error instanceof DeliveryError && error.permanent;
      const final = permanent || pastMaxAge(row.retriedAt ?? row.createdAt, settings.OUTBOX_MAX_AGE_HOURS);
      const reason = error instanceof Error ? error.message : String(error);
      await repo.markFailed(row, reason, final, backoffMs(settings.OUTBOX_BACKOFF_MS, row.attempts, settings.OUTBOX_MAX_BACKOFF_MS));
      if (final) result.failed++;
      else result.retrying++;
      hooks.observer?.attempted(row, final ? 'failed' : 'retrying', seconds());
      log[final ? 'error' : 'warn'](
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, final, err: reason },
        final ? `${channel} delivery failed for good` : `${channel} delivery failed, will retry`,
      );
      return;
    }
    hooks.observer?.attempted(row, 'sent', seconds());
    if (await repo.markSent(row)) result.sent++;
    else log.warn({ outboxId: row.id, kind: row.kind }, `${channel} sent but the claim had expired; another worker owns the row now`);
  }

  /** Sends everything due now (several batches if needed) and returns what happened. */
  async function runOnce(): Promise<PassResult> {
    const result: PassResult = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const rows = await repo.claimDue(batchSize, leaseMs, kinds);
      await Promise.all(rows.map((row) => deliver(row, result)));
      if (rows.length < batchSize || halted) return result;
    }
  }

  async function purgeIfDue(): Promise<void> {
    if (hooks.purges === false || Date.now() - lastPurge < purgeEveryMs) return;
    lastPurge = Date.now();
    const purged = await repo.purge({ inquiryDays: settings.RETENTION_INQUIRY_DAYS, applicationDays: settings.RETENTION_APPLICATION_DAYS });
    if (purged.inquiries || purged.applications) log.info({ purged }, 'expired leads purged');
    // Its own try: a problem with the counters table must not hold up deliveries.
    try {
      const counters = await repo.purgeExpiredRateLimits();
      if (counters) log.debug({ counters }, 'ended rate-limit counters purged');
    } catch (error) {
      log.warn({ err: error }, 'purging rate-limit counters failed');
    }
    try {
      const uses = await repo.purgeEndedFormTokenUses();
      if (uses) log.debug({ uses }, 'ended form-token uses purged');
    } catch (error) {
      log.warn({ err: error }, 'purging form-token uses failed');
    }
  }

  /** A destination whose oldest waiting row is older than the longest backoff is stuck: say so. */
  async function checkBacklogIfDue(): Promise<void> {
    if (!hooks.backlog || Date.now() - lastBacklogCheck < backlogCheckEveryMs) return;
    lastBacklogCheck = Date.now();
    const stuckAfterSeconds = Math.max(15 * 60, (settings.OUTBOX_MAX_BACKOFF_MS / 1000) * 2);
    for (const entry of await hooks.backlog()) {
      if (entry.oldestPendingSeconds > stuckAfterSeconds)
        log.warn({ ...entry }, 'outbox destination is stuck: its oldest delivery has waited too long');
      if (entry.failed) log.warn({ ...entry }, 'outbox has failed deliveries (npm run leads -- outbox --status failed, then retry)');
    }
  }

  async function tick(): Promise<void> {
    try {
      await purgeIfDue();
      await checkBacklogIfDue().catch((error: unknown) => log.warn({ err: error }, 'outbox backlog check failed'));
      const result = await runOnce();
      if (result.sent || result.failed || result.retrying) log.debug({ result }, 'outbox pass');
    } catch (error) {
      // The database may be briefly unreachable; the next poll tries again.
      log.error({ err: error }, 'outbox pass failed');
    }
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule(settings.OUTBOX_POLL_MS);
      });
    }, delay);
  }

  return {
    runOnce,
    purgeIfDue,
    start(): void {
      if (!stopped) return;
      stopped = false;
      halted = false;
      schedule(0);
    },
    /** Stops polling and waits for the pass in progress, so no send is cut off mid-way. */
    async stop(): Promise<void> {
      stopped = true;
      halted = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
