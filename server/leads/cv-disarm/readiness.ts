/**
 * Whether CV conversions can run here: the Debian tools are installed (missing ones are logged
 * loudly, with the install command) and, checked once, which isolation the sandbox has, after
 * sweeping the folders a crash left (docs/decisions/0024, 0026). With CV_ISOLATION=required a
 * sandbox weaker than bubblewrap keeps the conversions waiting, like missing tools, and either
 * fails /readyz (0075).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Isolation } from './sandbox.ts';

export interface SandboxPolicy {
  /** CV_ISOLATION=required: only bubblewrap will do. */
  required: boolean;
  /** The isolation this machine allows (sandbox.ts isolation(); tests force a weaker one). */
  isolation: () => Isolation;
}

export function createDisarmReadiness(
  disarmer: { sweep(): Promise<unknown> },
  log: FastifyBaseLogger,
  findMissing: () => string[],
  policy: SandboxPolicy,
) {
  let checked: Promise<boolean> | undefined;
  /** What the last look found missing (undefined before the first look). */
  let missingNow: string[] | undefined;
  const { isolation } = policy;

  /** True when the setting refuses the sandbox this machine allows; the probe runs once, cached. */
  function sandboxRefused(): boolean {
    return policy.required && isolation() !== 'bubblewrap';
  }

  /**
   * True when the setting is `required` and the last look found tools missing: such a host
   * converts nothing and must not pass readiness. Reads the last look (the service looks again
   * every minute while waiting) rather than spawning tesseract on every probe.
   */
  function toolsRefused(): boolean {
    missingNow ??= findMissing();
    return policy.required && missingNow.length > 0;
  }

  /** Whether the tools are all there; logs what is missing and what to run. */
  function toolsPresent(loud: boolean): boolean {
    const missing = findMissing();
    missingNow = missing;
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

  function logRefusal(): void {
    log.error(
      {
        isolation: isolation(),
        fix: 'let bubblewrap create user namespaces (sysctl kernel.unprivileged_userns_clone=1, or an AppArmor profile for bwrap), then restart; or set CV_ISOLATION=best-effort',
      },
      'CV_ISOLATION=required but bubblewrap cannot create namespaces here: no CV is converted (applications are accepted, their CVs wait in the outbox, HR gets nothing) and /readyz fails',
    );
  }

  return {
    toolsPresent,
    toolsRefused,
    sandboxRefused,
    /** Checks tools and isolation once, sweeping folders a crash left; true when conversions can run. */
    ready(): Promise<boolean> {
      checked ??= (async () => {
        if (!toolsPresent(true)) return false;
        if (sandboxRefused()) {
          logRefusal();
          return false;
        }
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
