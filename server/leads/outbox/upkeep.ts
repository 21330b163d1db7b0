/**
 * What the outbox worker's loop does besides delivering: purging expired leads (and ended
 * rate-limit counters and form-token uses) hourly, and saying in the log when a destination
 * is stuck, every few minutes. Each runs only when due.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BacklogEntry } from './backlog.ts';
import type { LeadRetention } from '../store/retention.ts';

const purgeEveryMs = 60 * 60_000;
const backlogCheckEveryMs = 5 * 60_000;

export interface UpkeepSettings {
  OUTBOX_MAX_BACKOFF_MS: number;
  RETENTION_INQUIRY_DAYS: number;
  RETENTION_APPLICATION_DAYS: number;
}

export interface UpkeepOptions {
  /** The outbox's backlog; without it there is no stuck-destination check. */
  backlog?: (() => Promise<BacklogEntry[]>) | undefined;
  /** Purge expired leads (default true; one worker per server does it). */
  purges?: boolean | undefined;
}

export type Purges = Pick<LeadRetention, 'purge' | 'purgeExpiredRateLimits' | 'purgeEndedFormTokenUses'>;

export function createOutboxUpkeep(repo: Purges, settings: UpkeepSettings, log: FastifyBaseLogger, options: UpkeepOptions) {
  let lastPurge = 0;
  let lastBacklogCheck = 0;

  async function purgeIfDue(): Promise<void> {
    if (options.purges === false || Date.now() - lastPurge < purgeEveryMs) return;
    lastPurge = Date.now();
    const purged = await repo.purge({ inquiryDays: settings.RETENTION_INQUIRY_DAYS, applicationDays: settings.RETENTION_APPLICATION_DAYS });
    if (purged.inquiries || purged.applications) log.info({ purged }, 'expired leads purged');
    // Each in its own try: a problem with these tables must not hold up deliveries.
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
    if (!options.backlog || Date.now() - lastBacklogCheck < backlogCheckEveryMs) return;
    lastBacklogCheck = Date.now();
    const stuckAfterSeconds = Math.max(15 * 60, (settings.OUTBOX_MAX_BACKOFF_MS / 1000) * 2);
    for (const entry of await options.backlog()) {
      if (entry.oldestPendingSeconds > stuckAfterSeconds)
        log.warn({ ...entry }, 'outbox destination is stuck: its oldest delivery has waited too long');
      if (entry.failed) log.warn({ ...entry }, 'outbox has failed deliveries (npm run leads -- outbox --status failed, then retry)');
    }
  }

  return { purgeIfDue, checkBacklogIfDue };
}
