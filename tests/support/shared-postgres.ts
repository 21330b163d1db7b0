/**
 * One PostgreSQL cluster for the whole Vitest run, for the test files that only need a database
 * of their own (`openBackend`): initdb and a server start cost seconds of CPU, paid once instead
 * of once per file. Made on first use (run-shared.ts); the run's global teardown (temp-root.ts)
 * stops it. Tests that stop, kill or restart a cluster start their own with `startPostgres`.
 */
import { startPostgres, stopCluster } from '../../support/postgres.ts';
import { runShared, sharedDir } from './run-shared.ts';

const name = 'postgres';

/** The folder of the run's shared cluster. */
export const sharedClusterDir = (root?: string) => sharedDir(name, root);

/** URL of the shared cluster's `postgres` database, starting the cluster on first use in the run. */
export function sharedPostgresUrl(): Promise<string> {
  return runShared(name, async (dir) => (await startPostgres({ dir })).url, stopCluster);
}
