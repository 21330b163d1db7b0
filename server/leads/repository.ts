/**
 * Every read and write of leads and their outbox rows, composed from the store's parts:
 * intake (accepting a lead), the outbox queue, the team's tools (releasing, listings, reading
 * a CV), and retention.
 */
import type { Db } from '../db/client.ts';
import type { CvStore } from './cv-store/index.ts';
import { cvReading } from './store/cv-reading.ts';
import { leadIntake } from './store/intake.ts';
import { leadListings } from './store/listings.ts';
import { outboxStore } from './store/outbox-store.ts';
import { leadRelease } from './store/release.ts';
import { leadRetention } from './store/retention.ts';
import type { RepositoryOptions } from './store/shared.ts';

export type { CvFile, LeadKind, OutboxRow, RepositoryOptions } from './store/shared.ts';
export type { LeaseMs } from './store/outbox-store.ts';

export function createLeadRepository(db: Db, options: RepositoryOptions, cvStore: CvStore) {
  return {
    ...leadIntake(db, options, cvStore),
    ...outboxStore(db),
    ...leadRelease(db, options),
    ...leadListings(db),
    ...cvReading(db, cvStore),
    ...leadRetention(db, cvStore),
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
