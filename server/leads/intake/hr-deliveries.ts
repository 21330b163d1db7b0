/**
 * What an accepted (or released) application queues: its CV's conversion while the CV is in
 * quarantine, then what announces it to HR once the conversion has ended (docs/decisions/0026):
 * the HR mail and the webhooks, composed from the stored application as its CV now stands.
 * Composed here, with the other lead services, and written by the store in the conversion's
 * (or a release's) transaction (store/cvs.ts, store/release.ts; decision 0044).
 */
import { type NewOutboxRow, mailRow, outboxRow } from '../outbox/payload.ts';
import type { ApplicationRow } from '../store/release.ts';
import { applicationEvent, webhookRows } from '../webhooks/event.ts';
import { applicationPayload } from './compose.ts';

/**
 * An application whose CV is in quarantine queues its conversion first (docs/decisions/0026):
 * the 'cv-disarm' row names the application (the lead id) and carries nothing else. The
 * conversion's end then queues the rows below.
 */
export const disarmRow = (applicationId: string): NewOutboxRow => outboxRow('cv-disarm', applicationId, {});

export interface HrDeliverySettings {
  HR_EMAIL: string;
  MAIL_FROM: string;
  webhookUrls?: readonly string[] | undefined;
}

/**
 * What announces an application to HR, as its CV now stands: with the rebuilt CV attached and
 * linked, or, when it was refused, without it and with a line asking HR to request it again.
 */
export function hrDeliveryRows(settings: HrDeliverySettings, row: ApplicationRow): NewOutboxRow[] {
  const refused = row.cvState === 'refused';
  const payload = applicationPayload(row, settings.HR_EMAIL, row.cvFileName, refused);
  // Only a rebuilt CV is ever sent or linked, and it is a PDF (decision 0026).
  const cv = refused ? null : { fileName: row.cvFileName, contentType: 'application/pdf' as const, size: row.cvSize, sha256: row.cvSha256 };
  return [
    mailRow(settings.MAIL_FROM, 'application', row.id, payload),
    ...webhookRows(settings.webhookUrls, applicationEvent(row.id, row, settings.HR_EMAIL, cv, row.createdAt)),
  ];
}
