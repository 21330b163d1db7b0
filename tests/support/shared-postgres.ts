/**
 * One PostgreSQL cluster for the whole Vitest run, for the test files that only need a database
 * of their own (`openBackend`): initdb and a server start cost seconds of CPU, paid once instead
 * of once per file. The first worker that needs it starts it (a run whose files never touch
 * PostgreSQL starts none) and publishes its URL; the other workers wait for that. The run's
 * global teardown (temp-root.ts) stops it. Tests that stop, kill or restart a cluster, or need
 * its defaults, start their own with `startPostgres`.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startPostgres, stopCluster } from './postgres.ts';

const folderName = 'shared-postgres';
const waitLimitMs = 120_000;

/** The folder of the run's shared cluster in the run's temporary root. */
export function sharedClusterDir(root = tmpdir()): string {
  return join(root, folderName);
}

/** Published by the worker that starts the cluster: its URL, or why it did not start. */
type Published = { url: string } | { error: string };

let clusterUrl: Promise<string> | undefined;

/** URL of the shared cluster's `postgres` database, starting the cluster on first use in the run. */
export function sharedPostgresUrl(): Promise<string> {
  clusterUrl ??= claimOrWait(sharedClusterDir());
  return clusterUrl;
}

async function claimOrWait(dir: string): Promise<string> {
  try {
    // Atomic across processes: exactly one worker makes the folder and starts the cluster.
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return waitForUrl(dir);
  }
  try {
    const { url } = await startPostgres({ dir });
    publish(dir, { url });
    return url;
  } catch (error) {
    publish(dir, { error: (error as Error).message });
    await stopCluster(dir);
    throw error;
  }
}

function publish(dir: string, published: Published): void {
  writeFileSync(`${dir}.json.part`, JSON.stringify(published));
  renameSync(`${dir}.json.part`, `${dir}.json`);
}

async function waitForUrl(dir: string): Promise<string> {
  const deadline = Date.now() + waitLimitMs;
  for (;;) {
    let text: string | undefined;
    try {
      text = readFileSync(`${dir}.json`, 'utf8');
    } catch {
      // not published yet
    }
    if (text) {
      const published = JSON.parse(text) as Published;
      if ('error' in published) throw new Error(`the shared PostgreSQL cluster did not start: ${published.error}`);
      return published.url;
    }
    if (Date.now() > deadline) throw new Error(`the shared PostgreSQL cluster gave no URL within ${waitLimitMs} ms`);
    await delay(100);
  }
}
