/** The CV store that suits the database: files beside PGlite, chunk rows in PostgreSQL. */
import type { Database } from '../../../db/client.ts';
import { createChunkCvStore } from './chunk-store.ts';
import { createFileCvStore } from './file-store.ts';
import type { CvStore } from './types.ts';

export function cvStoreFor(database: Pick<Database, 'kind' | 'db'>, dataDir: string): CvStore {
  return database.kind === 'postgres' ? createChunkCvStore(database.db) : createFileCvStore(dataDir);
}

export type { CvStore, StagedCv } from './types.ts';
