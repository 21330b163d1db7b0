/**
 * Every read and write of leads and their outbox rows, composed from the store's parts and the
 * two services that decide what a lead's deliveries are: intake (accepting a lead) and release
 * (a misjudged spam lead). Dependencies point one way (decision 0044): the routes call this,
 * the services compose rows, the store (server/leads/store/) only writes them. Also the outbox
 * queue, the team's tools (listings, reading a CV), and retention.
 */
import type { Db } from '../db/client.ts';
import type { CvStore } from './cv-store/index.ts';
import { leadIntake, type IntakeSettings } from './intake-service.ts';
import { leadReleasing } from './release-service.ts';
import { cvReading } from './store/cv-reading.ts';
import { intakeStore } from './store/intake.ts';
import { leadListings } from './store/listings.ts';
import { outboxStore } from './store/outbox-store.ts';
import { leadRelease } from './store/release.ts';
import { leadRetention } from './store/retention.ts';

export type { CvFile, LeadKind, OutboxRow } from './store/shared.ts';
export type { LeaseMs } from './store/outbox-store.ts';

export type RepositoryOptions = IntakeSettings;

export function createLeadRepository(db: Db, options: RepositoryOptions, cvStore: CvStore) {
  return {
    ...leadIntake(intakeStore(db, cvStore), options),
    ...outboxStore(db),
    ...leadReleasing(leadRelease(db), options),
    ...leadListings(db),
    ...cvReading(db, cvStore),
    ...leadRetention(db, cvStore),
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
