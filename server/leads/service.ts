/**
 * What server/leads gives the rest of the server, over one database: the lead operations, whole
 * (the team's commands, the admin socket, the workers, each typed by the part it uses), and the
 * narrow leads service the routes get (decision 0057). The leads plugin (plugins/leads/service.ts)
 * wires both on the database plugins/leads/database.ts opens; the CLI builds the operations on its own.
 *
 * The operations are nested by job, so a consumer sees only the part it uses and two parts'
 * names never clash (decision 0069): the two services that decide what a lead's deliveries are,
 * intake (accepting a lead) and release (a misjudged spam lead), over the store's parts, which
 * write what they compose and decide nothing (decision 0044); and the store's parts the rest uses
 * as they are: the outbox queue, the team's listings, reading a CV, retention, form-token uses,
 * the CV conversions' records.
 */
import type { Database } from '../db/client.ts';
import type { CvLinks } from './cv/link.ts';
import { cvStoreFor } from './cv/store.ts';
import { createFormTokenService } from './form-token/service.ts';
import type { FormTokens } from './form-token/token.ts';
import { hrDeliveryRows } from './intake/hr-deliveries.ts';
import { leadIntake, type IntakeSettings } from './intake/intake-service.ts';
import { leadReleasing } from './intake/release-service.ts';
import { cvDisarmStore, cvReading, type RebuiltCv } from './store/cvs.ts';
import { intakeStore } from './store/intake.ts';
import { leadListings } from './store/listings.ts';
import { outboxStore } from './store/outbox-store.ts';
import { leadRelease } from './store/release.ts';
import { leadRetention } from './store/retention.ts';

export type { LeadKind, OutboxRow } from './store/shared.ts';

/** The lead operations on an open database; `settings.dataDir` holds the CV files beside PGlite. */
export function createLeadOperations(database: Pick<Database, 'kind' | 'db'>, settings: IntakeSettings & { dataDir: string }) {
  const { db } = database;
  const cvStore = cvStoreFor(database, settings.dataDir);
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

/**
 * The leads as the rest of the server sees them, and only what its callers need (decision
 * 0057): no database, query builder, worker or signer; each member is the part's own function.
 * Built on the open database (the lead plugins open it at registration, decision 0081), so no
 * call waits for it. `parts` is what the leads plugin built (its OpenLeads).
 */
export function createLeadsService(parts: {
  database: Pick<Database, 'ping'>;
  repo: LeadOperations;
  disarm: { failing(): string[] };
  /** The time trap's token signer; null when MIN_FILL_MS=0 switches the trap off. */
  formTokens: FormTokens | null;
  cvLinks: Pick<CvLinks, 'verify'>;
}) {
  const { repo } = parts;
  const formTokens = createFormTokenService(parts.formTokens, repo.formTokens.used);
  return {
    /** For /readyz: rejects when the database does not answer. */
    ping: parts.database.ping,
    /** For /readyz: with CV_ISOLATION=required, missing tools or a refused sandbox. */
    cvFailing: parts.disarm.failing,
    insertInquiry: repo.intake.insertInquiry,
    insertApplication: repo.intake.insertApplication,
    openCv: repo.cvs.openCv,
    /** The time trap (leads/form-token/service.ts): a post's verdict. */
    judgeFormToken: formTokens.judge,
    /** The time trap: a token for a form page's cookie. */
    issueFormToken: formTokens.issue,
    /** Whether a CV download link (from a webhook) is one this site issued and still valid. */
    verifyCvLink: parts.cvLinks.verify,
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
