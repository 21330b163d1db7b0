/**
 * What a CV's disarm and reconstruction queues (docs/decisions/0026): the 'cv-disarm' job when
 * an application is accepted (or released) with its CV in quarantine, and HR's mail and
 * webhooks once the conversion's outcome is known. The store writes them
 * (store/cv-disarm.ts, store/intake.ts, store/release.ts; decision 0044).
 */
import type { Db } from '../../db/client.ts';
import type { Application } from '../../../src/forms/schemas.ts';
import { applicationPayload } from '../intake/compose.ts';
import type { CvStore } from '../cv/store/index.ts';
import { cvContentType } from '../cv/type.ts';
import { mailRow, outboxRow } from '../outbox/rows.ts';
import { cvDisarmStore, type RebuiltCv } from '../store/cv-disarm.ts';
import type { ApplicationRow } from '../store/release.ts';
import type { NewOutboxRow } from '../store/shared.ts';
import { applicationEvent } from '../webhooks/event.ts';
import { webhookRows } from '../webhooks/queue.ts';

export type { RebuiltCv } from '../store/cv-disarm.ts';

export interface DisarmRecordSettings {
  HR_EMAIL: string;
  MAIL_FROM: string;
  webhookUrls?: readonly string[] | undefined;
}

/** A CV conversion to run: the row names its application (the lead id) and carries nothing else. */
export const disarmRow = (applicationId: string): NewOutboxRow => outboxRow('cv-disarm', applicationId, {});

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
 * What announces an application to HR, as its CV now stands: with the rebuilt CV attached and
 * linked, or, when it was refused, without it and with a line asking HR to request it again.
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

/**
 * What the conversion deliverer records through: the store's transaction (store/cv-disarm.ts)
 * with HR's deliveries composed here, from the application as its CV now stands.
 */
export function createDisarmRecords(db: Db, settings: DisarmRecordSettings, cvStore: CvStore) {
  const store = cvDisarmStore(db, cvStore);
  return {
    openQuarantined: (applicationId: string) => store.openQuarantined(applicationId),
    finish: (applicationId: string, rebuilt: RebuiltCv | null) =>
      store.finish(applicationId, rebuilt, (row) => hrDeliveryRows(settings, row)),
  };
}

export type DisarmRecords = ReturnType<typeof createDisarmRecords>;
