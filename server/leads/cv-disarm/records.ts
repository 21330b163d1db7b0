/**
 * What a CV's disarm and reconstruction queues and records through (docs/decisions/0026): the
 * 'cv-disarm' job when an application is accepted (or released) with its CV in quarantine, and
 * the lead operations' part the conversion deliverer uses once it has run (`disarm`:
 * openQuarantined and finish in leads/service.ts, which queue HR's deliveries: intake/hr-deliveries.ts).
 */
import type { LeadOperations } from '../service.ts';
import type { NewOutboxRow } from '../outbox/payload.ts';
import { outboxRow } from '../outbox/rows.ts';

export type { RebuiltCv } from '../store/cvs.ts';

/** A CV conversion to run: the row names its application (the lead id) and carries nothing else. */
export const disarmRow = (applicationId: string): NewOutboxRow => outboxRow('cv-disarm', applicationId, {});

/** What the conversion deliverer reads and records through. */
export type DisarmRecords = LeadOperations['disarm'];
