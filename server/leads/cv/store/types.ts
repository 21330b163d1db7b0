import type { Readable } from 'node:stream';
import type { Db } from '../../../db/client.ts';

/** An upload streamed to a temporary file under DATA_DIR (see server/http/multipart.ts). */
export interface StagedCv {
  path: string;
  size: number;
  sha256: string;
}

/**
 * Where CV bytes live once a lead is accepted. `persist` runs inside the lead's transaction
 * (`tx`); when that transaction fails the caller calls `discard`, so no CV outlives its lead.
 */
export interface CvStore {
  readonly kind: 'files' | 'database';
  persist(tx: Db, applicationId: string, staged: StagedCv): Promise<void>;
  discard(applicationId: string): Promise<void>;
  /** The bytes as a stream, or null when this store has none for the id. */
  open(applicationId: string): Promise<Readable | null>;
  /** Removes the CVs of purged applications (inside the purge transaction). */
  remove(tx: Db, applicationIds: string[]): Promise<void>;
}
