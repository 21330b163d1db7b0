/**
 * Temporary folders owned by a test run: each holds `run.pid`, the process that made it. A run
 * killed before its teardown (Ctrl-C, SIGKILL, a server that never started) leaves its folder;
 * the next run of the same kind removes every folder whose process is gone.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the `prefix*` folders in `parent` whose run is no longer alive. */
export function removeAbandoned(parent: string, prefix: string): void {
  for (const name of readdirSync(parent).filter((n) => n.startsWith(prefix))) {
    const dir = join(parent, name);
    let pid = Number.NaN;
    try {
      pid = Number(readFileSync(join(dir, 'run.pid'), 'utf8'));
    } catch {
      // no pid file: being created right now, or not ours
    }
    if (Number.isInteger(pid) && pid > 0 && !alive(pid)) rmSync(dir, { recursive: true, force: true });
  }
}

/** A new `prefix*` folder in `parent`, marked as this process's. */
export function makeOwnedTemp(parent: string, prefix: string): string {
  const dir = mkdtempSync(join(parent, prefix));
  writeFileSync(join(dir, 'run.pid'), String(process.pid));
  return dir;
}
