/**
 * Vitest global setup: the whole run gets one temporary root, made the system temp folder
 * (TMPDIR) of every worker and of every process a test starts (servers, PostgreSQL clusters),
 * and removed when the run ends, also after failures and timeouts. tests/support/cleanup.ts
 * already removes each file's folders after it; this catches what a failing hook or a process
 * still writing left behind. A run killed before its teardown (Ctrl-C) leaves its root: the
 * next run removes every root whose run is no longer alive.
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const prefix = 'ascon-tests-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeAbandonedRoots(parent: string): void {
  for (const name of readdirSync(parent).filter((n) => n.startsWith(prefix))) {
    const root = join(parent, name);
    let pid = Number.NaN;
    try {
      pid = Number(readFileSync(join(root, 'run.pid'), 'utf8'));
    } catch {
      // no pid file: being created right now, or not ours
    }
    if (Number.isInteger(pid) && pid > 0 && !alive(pid)) rmSync(root, { recursive: true, force: true });
  }
}

export default function setup(): () => void {
  removeAbandonedRoots(tmpdir());
  const root = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(root, 'run.pid'), String(process.pid));
  // Traversable by others (not listable): the PostgreSQL cluster runs as the `postgres` user
  // when the tests run as root (tests/support/postgres.ts), in a folder of its own in here.
  chmodSync(root, 0o711);
  process.env['TMPDIR'] = root;
  return () => rmSync(root, { recursive: true, force: true, maxRetries: 3 });
}
