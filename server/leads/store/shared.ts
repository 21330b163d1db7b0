/**
 * What the lead store's parts share: row shapes and the outbox insert. The store writes what
 * the lead services (server/leads/intake/intake-service.ts, release-service.ts) composed: it decides
 * no routing and builds no payload (decision 0044).
 */
import type { Db } from '../../db/client.ts';
import { outbox, type applications, type inquiries } from '../../db/schema.ts';
import type { CvType } from '../cv/type.ts';
import type { StagedCv } from '../cv/store.ts';

export interface CvFile extends StagedCv {
  type: CvType;
  fileName: string;
}

/**
 * A claimed delivery. Its payload depends on its kind (an e-mail, a webhook event, nothing for a
 * CV conversion) and is read back from the database: each deliverer checks its own kind's.
 * `lastError` is the previous attempt's prose and `lastErrorCode` its code (decision 0058); the
 * CV conversion counts time-outs by the code.
 */
export type OutboxRow = Pick<
  typeof outbox.$inferSelect,
  'id' | 'kind' | 'leadId' | 'payload' | 'messageId' | 'status' | 'attempts' | 'createdAt' | 'retriedAt' | 'lastError' | 'lastErrorCode'
>;

/**
 * A delivery to queue, as the store writes it: composed in full by the lead services (their
 * NewOutboxRow, typed by kind in outbox/payload.ts, is one), so the store needs no payload shape
 * and imports nothing of the outbox that reads its rows.
 */
export type OutboxInsert = Pick<typeof outbox.$inferInsert, 'id' | 'kind' | 'leadId' | 'payload' | 'messageId'>;

export type LeadKind = 'inquiries' | 'applications';

/** A lead's spam columns: flagged leads are kept (and releasable), never mailed. */
export const spamColumns = (spamReason: string | null) => ({
  status: spamReason ? ('spam' as const) : ('received' as const),
  spamReason,
});

/** Writes composed deliveries in the caller's transaction. */
export async function insertOutboxRows(tx: Pick<Db, 'insert'>, rows: readonly OutboxInsert[]): Promise<void> {
  if (rows.length) await tx.insert(outbox).values([...rows]);
}

// A lead as it is stored: the columns its e-mail and webhooks are composed from, whether the
// lead was just accepted or is read back (a release, a CV's conversion ending). Not the form's
// post: the honeypot and the form token are the checks' business and are never stored
// (decision 0044).

export type InquiryLead = Pick<typeof inquiries.$inferInsert, 'name' | 'email' | 'phoneNumber' | 'country' | 'message' | 'locale' | 'page'>;

export type ApplicationLead = Pick<typeof applications.$inferInsert, 'name' | 'email' | 'phoneNumber' | 'jobTitle' | 'position' | 'locale'>;

/** A whole inquiry row as the intake service composes it for the store. */
export type NewInquiry = typeof inquiries.$inferInsert;

/** A whole application row as the intake service composes it for the store. */
export type NewApplication = typeof applications.$inferInsert;
