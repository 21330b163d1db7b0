/**
 * Whether CV conversions can run here: the Debian tools are installed (missing ones are logged
 * loudly, with the install command) and, checked once, which isolation the sandbox has, after
 * sweeping the folders a crash left (docs/decisions/0024, 0026).
 */
import type { FastifyBaseLogger } from 'fastify';
import { isolation } from './index.ts';

export function createDisarmReadiness(disarmer: { sweep(): Promise<unknown> }, log: FastifyBaseLogger, findMissing: () => string[]) {
  let checked: Promise<boolean> | undefined;

  /** Whether the tools are all there; logs what is missing and what to run. */
  function toolsPresent(loud: boolean): boolean {
    const missing = findMissing();
    if (!missing.length) return true;
    if (loud) {
      log.error(
        { missing, install: `apt-get install -y ${missing.join(' ')}` },
        'CV conversion tools are missing: applications are accepted, but their CVs wait in the outbox (HR gets nothing) until these Debian packages are installed',
      );
    }
    return false;
  }

  function logIsolation(): void {
    const active = isolation();
    if (active === 'bubblewrap')
      log.info(
        { isolation: active },
        'CV conversions run in a bubblewrap sandbox (no network, read-only system, private folder) under prlimit',
      );
    else
      log.warn(
        { isolation: active },
        `bubblewrap cannot create namespaces here: CV conversions run under prlimit ${active === 'unshare' ? 'with unshare --net (no network, but the host file system is visible)' : 'only (no network or file-system isolation)'}`,
      );
  }

  return {
    toolsPresent,
    /** Checks tools and isolation once, sweeping folders a crash left; true when conversions can run. */
    ready(): Promise<boolean> {
      checked ??= (async () => {
        if (!toolsPresent(true)) return false;
        await disarmer.sweep();
        logIsolation();
        return true;
      })();
      return checked;
    },
    /** The tools were installed since: the next ready() checks again. */
    recheck(): void {
      checked = undefined;
    },
  };
}
