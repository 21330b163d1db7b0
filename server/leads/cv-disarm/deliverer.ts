/**
 * The 'cv-disarm' outbox kind (docs/decisions/0026): converts an application's quarantined CV
 * into a rebuilt PDF and records the outcome, which queues the HR mail and webhooks. A bomb or
 * a file no tool can read is a final outcome (HR is told to ask for the CV again); a time-out
 * gets one more try, since a busy machine can cause it: the second time-out is final, known by
 * the row's `lastErrorCode` (decision 0058). A shutdown costs no try and does not reset the count: its
 * error keeps the time-out's code when one came before. The original
 * is never sent anywhere.
 * The row's payload is not read: the lead id is all a conversion needs (decision 0044).
 */
import type { FastifyBaseLogger } from 'fastify';
import { DeliveryError, type Deliverer } from '../outbox/deliverer.ts';
import type { CvDisarmer } from './index.ts';
import type { QuarantinedCv, RebuiltCv } from '../store/cvs.ts';
import { sanitizeFileName } from '../cv/type.ts';
import { pastMaxAge } from '../outbox/attempt.ts';

/**
 * What the conversion reads and records through: the lead operations' `disarm` part
 * (leads/service.ts), whose `finish` queues HR's deliveries (intake/hr-deliveries.ts). Declared
 * here, by the side that uses it, so the conversions depend on the lead store and not on the
 * service that composes them.
 */
export interface DisarmRecords {
  /** A quarantined CV to convert, or null once its outcome is recorded. */
  openQuarantined(applicationId: string): Promise<QuarantinedCv | null>;
  /** Records a conversion's outcome (null: refused) and queues HR's mail and webhooks. */
  finish(applicationId: string, rebuilt: RebuiltCv | null): Promise<boolean>;
}

/** The code a time-out leaves on its row, which the next attempt reads. */
const timedOut = 'cv-timeout';

export function createCvDisarmDeliverer(
  records: DisarmRecords,
  disarmer: CvDisarmer,
  settings: { OUTBOX_MAX_AGE_HOURS: number },
  log: FastifyBaseLogger,
): Deliverer {
  return {
    channel: 'cv-disarm',
    // The conversion's own bound plus the copies in and out of the private folder.
    maxSendMs: disarmer.limits.timeoutMs + 30_000,
    async deliver(row) {
      const quarantined = await records.openQuarantined(row.leadId);
      if (!quarantined) return;
      if (!quarantined.stream) {
        // The original is gone (an earlier attempt's refusal removed it, then its commit failed).
        await records.finish(row.leadId, null);
        return;
      }
      const job = await disarmer.disarm(quarantined.stream, quarantined.type);
      try {
        const { result } = job;
        if (result.ok && job.rebuilt) {
          await records.finish(row.leadId, { ...job.rebuilt, fileName: sanitizeFileName(quarantined.fileName, 'pdf') });
          log.info({ applicationId: row.leadId, pages: result.pages, bytes: job.rebuilt.size, sandbox: result.sandbox }, 'CV rebuilt');
          return;
        }
        if (result.ok) throw new Error('conversion succeeded without a file');
        const timedOutBefore = row.lastErrorCode === timedOut;
        if (result.reason === 'aborted') {
          const code = timedOutBefore ? timedOut : 'cv-stopped';
          throw new DeliveryError(code, `CV conversion stopped${timedOutBefore ? ' after a time-out' : ''}: ${result.detail}`, false);
        }
        const lastChance = timedOutBefore || pastMaxAge(row.retriedAt ?? row.createdAt, settings.OUTBOX_MAX_AGE_HOURS);
        if (result.reason === 'timeout' && !lastChance)
          throw new DeliveryError(timedOut, `CV conversion timed out: ${result.detail}`, false);
        await records.finish(row.leadId, null);
        log.warn(
          { applicationId: row.leadId, reason: result.reason, detail: result.detail },
          'CV could not be made safe; HR is told to request it again',
        );
      } finally {
        await job.release();
      }
    },
  };
}
