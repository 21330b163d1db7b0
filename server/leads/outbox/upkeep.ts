/**
 * What the outbox worker's loop does besides delivering: saying in the log when a destination
 * is stuck, every few minutes, when due. (Retention has its own timer: ../retention-timer.ts.)
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BacklogEntry } from './backlog.ts';

const backlogCheckEveryMs = 5 * 60_000;

export interface UpkeepSettings {
  OUTBOX_MAX_BACKOFF_MS: number;
}

export interface UpkeepOptions {
  /** The outbox's backlog; without it there is no stuck-destination check. */
  backlog?: (() => Promise<BacklogEntry[]>) | undefined;
}

export function createOutboxUpkeep(settings: UpkeepSettings, log: FastifyBaseLogger, options: UpkeepOptions) {
  let lastBacklogCheck = 0;

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

  return { checkBacklogIfDue };
}
