/**
 * What the lead store's parts share: row shapes and the outbox insert. The store writes what
 * the lead services (server/leads/intake/intake-service.ts, release-service.ts) composed: it decides
 * no routing and builds no payload (decision 0044).
 */
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { CvType } from '../cv/type.ts';
import type { StagedCv } from '../cv/store/index.ts';
import type { NewOutboxRow } from '../outbox/payload.ts';

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

export type { NewOutboxRow } from '../outbox/payload.ts';

export type LeadKind = 'inquiries' | 'applications';

/** A lead's spam columns: flagged leads are kept (and releasable), never mailed. */
export const spamColumns = (spamReason: string | null) => ({
  status: spamReason ? ('spam' as const) : ('received' as const),
  spamReason,
});

/** Writes composed deliveries in the caller's transaction. */
export async function insertOutboxRows(tx: Pick<Db, 'insert'>, rows: readonly NewOutboxRow[]): Promise<void> {
  if (rows.length) await tx.insert(outbox).values([...rows]);
}
