/**
 * Retention, on its own hourly timer started and stopped beside the workers (plugins/leads/workers.ts,
 * decision 0057): expired leads (docs/requirements.md, the privacy notice's periods), ended
 * rate-limit counters and ended form-token uses are deleted at start and then every hour.
 * Keeping data has nothing to do with delivering it, so the outbox loop does not do this.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LeadRetention } from './store/retention.ts';

const purgeEveryMs = 60 * 60_000;

export type Purges = Pick<LeadRetention, 'purge' | 'purgeExpiredRateLimits' | 'purgeEndedFormTokenUses'>;

export interface RetentionSettings {
  RETENTION_INQUIRY_DAYS: number;
  RETENTION_APPLICATION_DAYS: number;
}

export function createRetentionTimer(repo: Purges, settings: RetentionSettings, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  // Each in its own try: a problem with one table must not keep the others' data longer.
  async function purgeAll(): Promise<void> {
    try {
      const purged = await repo.purge({
        inquiryDays: settings.RETENTION_INQUIRY_DAYS,
        applicationDays: settings.RETENTION_APPLICATION_DAYS,
      });
      if (purged.inquiries || purged.applications) log.info({ purged }, 'expired leads purged');
    } catch (error) {
      log.error({ err: error }, 'purging expired leads failed');
    }
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

  function schedule(delay: number): void {
    timer = setTimeout(() => {
      running = purgeAll().finally(() => {
        running = undefined;
        if (timer) schedule(purgeEveryMs);
      });
    }, delay);
  }

  return {
    start(): void {
      if (!timer) schedule(0);
    },
    /** Stops the timer and waits for a purge in progress, so none runs against a closed database. */
    async stop(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type RetentionTimer = ReturnType<typeof createRetentionTimer>;
