/**
 * The database side of a CV's disarm and reconstruction (docs/decisions/0026). An application
 * is accepted with its original CV in quarantine and a 'cv-disarm' outbox row; when the
 * conversion ends, one transaction replaces the original by the rebuilt PDF (or removes it
 * when it could not be made safe), records the outcome and queues the HR mail and webhooks.
 * A conversion that runs again after a crash finds the outcome recorded and does nothing.
 */
import type { Readable } from 'node:stream';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications } from '../db/schema.ts';
import type { Application } from '../../src/forms/schemas.ts';
import { applicationPayload } from './compose.ts';
import type { CvStore, StagedCv } from './cv-store/index.ts';
import { cvContentType, type CvType } from './cv-type.ts';
import { mailRow, outboxRow } from './outbox-rows.ts';
import { insertOutboxRows, type NewOutboxRow } from './store/shared.ts';
import { applicationEvent } from './webhooks/event.ts';
import { webhookRows } from './webhooks/queue.ts';

export interface DisarmRecordSettings {
  HR_EMAIL: string;
  MAIL_FROM: string;
  webhookUrls?: readonly string[] | undefined;
}

/**
 * A CV conversion to run: the row names its application (the lead id) and carries nothing else.
 * Rows queued by older versions carry a placeholder e-mail; the deliverer ignores any payload.
 */
export const disarmRow = (applicationId: string): NewOutboxRow => outboxRow('cv-disarm', applicationId, {});

export type ApplicationRow = Omit<typeof applications.$inferSelect, 'cv'>;

function applicationInput(row: ApplicationRow): Application {
  return {
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.jobTitle,
    position: row.position as Application['position'],
    locale: row.locale as Application['locale'],
    website: '',
  };
}

/**
 * What announces an application to HR, as its CV now stands: with the rebuilt (or an old
 * inspected) CV attached and linked, or, when it was refused, without it and with a line
 * asking HR to request it again.
 */
export function hrDeliveryRows(settings: DisarmRecordSettings, row: ApplicationRow): NewOutboxRow[] {
  const input = applicationInput(row);
  const refused = row.cvState === 'refused';
  const payload = applicationPayload(input, settings.HR_EMAIL, row.cvFileName, refused);
  const cv = refused ? null : { fileName: row.cvFileName, contentType: cvContentType(row.cvType), size: row.cvSize, sha256: row.cvSha256 };
  return [
    mailRow(settings.MAIL_FROM, 'application', row.id, payload),
    ...webhookRows(settings.webhookUrls, applicationEvent(row.id, input, settings.HR_EMAIL, cv, row.createdAt)),
  ];
}

export interface RebuiltCv extends StagedCv {
  fileName: string;
}

export function createDisarmRecords(db: Db, settings: DisarmRecordSettings, cvStore: CvStore) {
  return {
    /** The quarantined original to convert; null when its outcome is already recorded (or the lead is gone). */
    async openQuarantined(applicationId: string): Promise<{ stream: Readable | null; type: CvType; fileName: string } | null> {
      const [row] = await db
        .select({ state: applications.cvState, type: applications.cvType, fileName: applications.cvFileName })
        .from(applications)
        .where(eq(applications.id, applicationId));
      if (row?.state !== 'quarantined') return null;
      return { stream: await cvStore.open(applicationId), type: row.type as CvType, fileName: row.fileName };
    },

    /** Records the outcome and queues HR's deliveries, once; false when it was recorded already. */
    async finish(applicationId: string, rebuilt: RebuiltCv | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ ...getTableColumns(applications), cv: sql`null` })
          .from(applications)
          .where(eq(applications.id, applicationId))
          .for('update');
        if (row?.cvState !== 'quarantined') return false;
        // Files: the rebuilt PDF is renamed over the original. Chunks: the original's rows go first.
        if (!rebuilt || cvStore.kind === 'database') await cvStore.remove(tx, [applicationId]);
        if (rebuilt) await cvStore.persist(tx, applicationId, rebuilt);
        const outcome = rebuilt
          ? { cvState: 'rebuilt' as const, cvType: 'pdf', cvSize: rebuilt.size, cvSha256: rebuilt.sha256, cvFileName: rebuilt.fileName }
          : { cvState: 'refused' as const };
        await tx.update(applications).set(outcome).where(eq(applications.id, applicationId));
        if (row.status !== 'spam') await insertOutboxRows(tx, hrDeliveryRows(settings, { ...row, ...outcome }));
        return true;
      });
    },
  };
}

export type DisarmRecords = ReturnType<typeof createDisarmRecords>;
