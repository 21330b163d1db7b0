/**
 * The lead operations, assembled once per database, one part per job so a consumer sees only
 * the part it uses and two parts' names never clash: the two services that decide what a
 * lead's deliveries are, intake (accepting a lead) and release (a misjudged spam lead), both in
 * intake/, over the store's parts (server/leads/store/), which write what they compose and
 * decide nothing (decision 0044); and the store's parts the rest uses as they are: the outbox
 * queue, the team's listings, reading a CV, retention, form-token uses, the CV conversions'
 * records. Only the team's commands take the whole (they list, retry and release); every other
 * consumer is typed by the part it uses (the outbox worker by outbox/worker.ts's OutboxQueue;
 * the CV conversions by cv-disarm/records.ts; the routes by the leads service).
 */
import type { Db } from '../db/client.ts';
import type { CvStore } from './cv/store/index.ts';
import { leadIntake, type IntakeSettings } from './intake/intake-service.ts';
import { leadReleasing } from './intake/release-service.ts';
import { hrDeliveryRows } from './intake/hr-deliveries.ts';
import { cvDisarmStore, cvReading, type RebuiltCv } from './store/cvs.ts';
import { intakeStore } from './store/intake.ts';
import { leadListings } from './store/listings.ts';
import { outboxStore } from './store/outbox-store.ts';
import { leadRelease } from './store/release.ts';
import { leadRetention } from './store/retention.ts';

export type { LeadKind, OutboxRow } from './store/shared.ts';

export function createLeadOperations(db: Db, settings: IntakeSettings, cvStore: CvStore) {
  const disarmStore = cvDisarmStore(db, cvStore);
  const intakeWrites = intakeStore(db, cvStore);
  return {
    intake: leadIntake(intakeWrites, settings),
    outbox: outboxStore(db),
    release: leadReleasing(leadRelease(db), settings),
    listings: leadListings(db),
    cvs: cvReading(db, cvStore),
    retention: leadRetention(db, cvStore),
    formTokens: {
      /** Whether a form opening has served an accepted lead already (decision 0029). */
      used: intakeWrites.formTokenUsed,
    },
    disarm: {
      /** A quarantined CV to convert (decision 0026), or null once its outcome is recorded. */
      openQuarantined: (applicationId: string) => disarmStore.openQuarantined(applicationId),
      /** Records a conversion's outcome and queues HR's mail and webhooks in one transaction. */
      finish: (applicationId: string, rebuilt: RebuiltCv | null) =>
        disarmStore.finish(applicationId, rebuilt, (row) => hrDeliveryRows(settings, row)),
    },
  };
}

export type LeadOperations = ReturnType<typeof createLeadOperations>;
