/**
 * The two databases the storage tests run against. PostgreSQL comes from the run's shared
 * temporary cluster (shared-postgres.ts); when its binaries are missing the tests fail with the
 * install hint rather than skipping.
 */
import { openDatabase, type Database } from '../../server/db/client.ts';
import { createDatabase } from '../../support/postgres.ts';
import { seededDataDir } from './pglite-template.ts';
import { sharedPostgresUrl } from './shared-postgres.ts';
import { tempDir } from './temp-dirs.ts';

export const backends = ['pglite', 'postgres'] as const;
export type Backend = (typeof backends)[number];

export interface OpenBackend {
  database: Database;
  /** Env for a config pointing at the same database. */
  env: Record<string, string>;
  close(): Promise<void>;
}

let databaseCounter = 0;

export async function openBackend(backend: Backend): Promise<OpenBackend> {
  if (backend === 'pglite') {
    const dataDir = await seededDataDir('leads-pglite-');
    const database = await openDatabase({ dataDir });
    return { database, env: { DATA_DIR: dataDir }, close: () => database.close() };
  }
  // A database of its own in the run's shared cluster: independent of other files, without
  // an initdb and a server start each.
  const url = await createDatabase(await sharedPostgresUrl(), `leads_${process.pid}_${++databaseCounter}`);
  const database = await openDatabase({ DATABASE_URL: url, dataDir: tempDir() });
  return { database, env: { DATABASE_URL: url }, close: () => database.close() };
}
