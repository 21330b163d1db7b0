/**
 * Vitest global setup: the whole run gets one temporary root, made the system temp folder
 * (TMPDIR) of every worker and of every process a test starts (servers, PostgreSQL clusters),
 * and removed when the run ends, also after failures and timeouts. tests/support/cleanup.ts
 * already removes each file's folders after it; this catches what a failing hook or a process
 * still writing left behind, after stopping the PostgreSQL cluster the workers shared. A run
 * killed before its teardown (Ctrl-C) leaves its root: the next run removes every root whose run
 * is no longer alive.
 */
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { makeOwnedTemp, removeAbandoned } from './abandoned-temp.ts';
import { stopCluster } from '../../support/postgres.ts';
import { sharedClusterDir } from './shared-postgres.ts';

const prefix = 'ascon-tests-';

export default function setup(): () => Promise<void> {
  removeAbandoned(tmpdir(), prefix);
  const root = makeOwnedTemp(tmpdir(), prefix);
  // Traversable by others (not listable): the PostgreSQL cluster runs as the `postgres` user
  // when the tests run as root (support/postgres.ts), in a folder of its own in here.
  chmodSync(root, 0o711);
  process.env['TMPDIR'] = root;
  return async () => {
    // The cluster the workers shared, if one of them started it (shared-postgres.ts).
    if (existsSync(sharedClusterDir(root))) await stopCluster(sharedClusterDir(root));
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  };
}
