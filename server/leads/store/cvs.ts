/**
 * A stored CV's rows: reading it (cvReading) and its disarm and reconstruction (cvDisarmStore).
 *
 * The database side of a CV's disarm and reconstruction (docs/decisions/0026). An application
 * is accepted with its original CV in quarantine and a 'cv-disarm' outbox row; when the
 * conversion ends, one transaction replaces the original by the rebuilt PDF (or removes it
 * when it could not be made safe), records the outcome and queues HR's deliveries. Which
 * deliveries is the caller's to compose from the updated row (leads/intake/hr-deliveries.ts
 * through leads/service.ts, decision 0044). A conversion that runs again after a crash finds
 * the outcome recorded and does nothing.
 */
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import type { CvStore, StagedCv } from '../cv/store.ts';
import type { CvType } from '../cv/type.ts';
import type { ApplicationRow } from './release.ts';
import { insertOutboxRows, type OutboxInsert } from './shared.ts';

export interface RebuiltCv extends StagedCv {
  fileName: string;
}

export interface QuarantinedCv {
  /** Null when the original is gone (an earlier attempt's refusal removed it, then its commit failed). */
  stream: Readable | null;
  type: CvType;
  fileName: string;
}

/** HR's deliveries for an application, composed from its row with the outcome recorded. */
export type ComposeHrDeliveries = (row: ApplicationRow) => OutboxInsert[];

export function cvDisarmStore(db: Db, cvStore: CvStore) {
  return {
    /** The quarantined original to convert; null when its outcome is already recorded (or the lead is gone). */
    async openQuarantined(applicationId: string): Promise<QuarantinedCv | null> {
      const [row] = await db
        .select({ state: applications.cvState, type: applications.cvType, fileName: applications.cvFileName })
        .from(applications)
        .where(eq(applications.id, applicationId));
      if (row?.state !== 'quarantined') return null;
      return { stream: await cvStore.open(applicationId), type: row.type, fileName: row.fileName };
    },

    /** Records the outcome and queues HR's deliveries, once; false when it was recorded already. */
    async finish(applicationId: string, rebuilt: RebuiltCv | null, compose: ComposeHrDeliveries): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update');
        if (row?.cvState !== 'quarantined') return false;
        // Files: the rebuilt PDF is renamed over the original. Chunks: the original's rows go first.
        if (!rebuilt || cvStore.kind === 'database') await cvStore.remove(tx, [applicationId]);
        if (rebuilt) await cvStore.persist(tx, applicationId, rebuilt);
        const outcome = rebuilt
          ? {
              cvState: 'rebuilt' as const,
              cvType: 'pdf' as const,
              cvSize: rebuilt.size,
              cvSha256: rebuilt.sha256,
              cvFileName: rebuilt.fileName,
            }
          : { cvState: 'refused' as const };
        await tx.update(applications).set(outcome).where(eq(applications.id, applicationId));
        // A spam lead is kept but never announced; releasing it queues its deliveries (store/release.ts).
        if (row.status !== 'spam') await insertOutboxRows(tx, compose({ ...row, ...outcome }));
        return true;
      });
    },
  };
}

/** A stored CV as a stream, for the HR mail's attachment and the CV download links. */
export function cvReading(db: Db, cvStore: CvStore) {
  return {
    /**
     * The CV as a stream (never whole in memory), with what the e-mail needs to name it: the
     * rebuilt PDF. A quarantined original is never handed out (null), nor is anything for a
     * refused CV.
     */
    async openCv(applicationId: string): Promise<{ stream: Readable; size: number; fileName: string; type: CvType } | null> {
      const [row] = await db
        .select({
          size: applications.cvSize,
          fileName: applications.cvFileName,
          type: applications.cvType,
          state: applications.cvState,
        })
        .from(applications)
        .where(eq(applications.id, applicationId));
      if (row?.state !== 'rebuilt') return null;
      const stream = await cvStore.open(applicationId);
      return stream ? { stream, size: row.size, fileName: row.fileName, type: row.type } : null;
    },
  };
}

export type CvReading = ReturnType<typeof cvReading>;
