/**
 * Delivers the outbox: e-mails and webhooks. Each pass claims due rows (store/outbox-store.ts,
 * claimDue), hands each to the deliverer for its kind (deliverers/) and records the
 * outcome; failures back off exponentially (capped at OUTBOX_MAX_BACKOFF_MS, with
 * jitter) for as long as OUTBOX_MAX_AGE_HOURS after the row was queued (or last re-queued by
 * `retry`), so a mail server that is
 * down for an hour or a night costs nothing; only then is the row 'failed' and waits for
 * `npm run leads -- retry --failed`. (Retention is not its business: ../retention-timer.ts.)
 *
 * Exactly-once is not possible across a network: if the process dies after the peer accepted a
 * message but before markSent, the row is reclaimed after its lease and sent again, with the
 * same Message-ID (a webhook with the same webhook-id), so the duplicate is recognisable.
 * Nothing else sends twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxKind } from '../../db/schema.ts';
import type { Deliverer } from './deliverer.ts';
import { createDeliveryAttempt, type AttemptSettings, type DeliveryObserver, type PassResult, leaseFor } from './attempt.ts';
import type { OutboxStore } from '../store/outbox-store.ts';
import type { BacklogEntry } from './backlog.ts';

export type { DeliveryObserver, PassResult } from './attempt.ts';

export interface WorkerSettings extends AttemptSettings {
  OUTBOX_POLL_MS: number;
}

const defaultBatchSize = 20;

/**
 * The deliverer for each kind of row a worker handles; it claims only those kinds. The CV
 * conversions have a worker of their own (docs/decisions/0026), so a long conversion never
 * holds up the mail.
 */
export type Deliverers = Partial<Record<OutboxKind, Deliverer>>;

/** What a worker reads and records through: the queue's claims and outcomes. */
export type OutboxQueue = Pick<OutboxStore, 'claimDue' | 'markSent' | 'markFailed'>;

export interface WorkerHooks {
  observer?: DeliveryObserver;
  /** The outbox's backlog, checked every few minutes so a stuck destination shows in the log. */
  backlog?: () => Promise<BacklogEntry[]>;
  /** Rows claimed (and run at once) per pass; default 20. */
  batchSize?: number;
}

/** How often the loop, besides delivering, checks the backlog for a stuck destination. */
const backlogCheckEveryMs = 5 * 60_000;

export function createOutboxWorker(
  repo: OutboxQueue,
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
  const leaseMs = leaseFor(Object.values(deliverers));
  const kinds = Object.keys(deliverers) as OutboxKind[];
  const batchSize = hooks.batchSize ?? defaultBatchSize;
  const attempt = createDeliveryAttempt(repo, deliverers, settings, log, hooks.observer);
  let lastBacklogCheck = 0;

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

  /** Sends everything due now (several batches if needed) and returns what happened. */
  async function runOnce(): Promise<PassResult> {
    const result: PassResult = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const rows = await repo.claimDue(batchSize, leaseMs, kinds);
      await Promise.all(rows.map((row) => attempt(row, result)));
      if (rows.length < batchSize || halted) return result;
    }
  }

  async function tick(): Promise<void> {
    try {
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
