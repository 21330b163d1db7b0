/**
 * The CV conversions' own outbox worker (docs/decisions/0026): it claims only 'cv-disarm' rows,
 * at most CV_DISARM_CONCURRENCY at once, so a bomb holds one slot for at most its time limit
 * and never holds up mail. At start it logs which isolation the sandbox has; where the Debian
 * tools are missing it says so loudly and leaves the conversions waiting in the outbox,
 * looking again every minute, so applications are still taken and nothing fails for it. A
 * sandbox CV_ISOLATION refuses keeps them waiting too, until a restart (decision 0075).
 */
import type { FastifyBaseLogger } from 'fastify';
import { createCvDisarmDeliverer, type DisarmRecords } from './deliverer.ts';
import { createOutboxWorker, type DeliveryObserver, type OutboxQueue, type PassResult, type WorkerSettings } from '../outbox/worker.ts';
import { createCvDisarmer, isolation, missingPackages } from './index.ts';
import { createDisarmReadiness, type SandboxPolicy } from './readiness.ts';

export interface DisarmSettings extends WorkerSettings {
  dataDir: string;
  CV_DISARM_CONCURRENCY: number;
  CV_DISARM_MEMORY_MB: number;
  CV_DISARM_TIMEOUT_MS: number;
  CV_DISARM_MAX_PAGES: number;
  CV_ISOLATION: 'required' | 'best-effort';
}

/** 150 dpi on the long side of an A4 page: the pixel bound of every rendered page. */
const maxPixels = 1754;
const toolCheckEveryMs = 60_000;

export function createDisarmService(
  parts: { outbox: OutboxQueue; disarm: DisarmRecords },
  settings: DisarmSettings,
  log: FastifyBaseLogger,
  observer?: DeliveryObserver,
  findMissing: () => string[] = missingPackages,
  probeIsolation: SandboxPolicy['isolation'] = isolation,
) {
  // One isolation value for the policy, the log and the command line.
  const disarmer = createCvDisarmer(
    settings.dataDir,
    { memoryMb: settings.CV_DISARM_MEMORY_MB, timeoutMs: settings.CV_DISARM_TIMEOUT_MS, maxPages: settings.CV_DISARM_MAX_PAGES, maxPixels },
    probeIsolation,
  );
  const deliverer = createCvDisarmDeliverer(parts.disarm, disarmer, settings, log);
  const worker = createOutboxWorker(parts.outbox, { 'cv-disarm': deliverer }, settings, log, {
    batchSize: settings.CV_DISARM_CONCURRENCY,
    ...(observer ? { observer } : {}),
  });
  const { toolsPresent, toolsRefused, sandboxRefused, ready, recheck } = createDisarmReadiness(disarmer, log, findMissing, {
    required: settings.CV_ISOLATION === 'required',
    isolation: probeIsolation,
  });
  let waitTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  return {
    disarmer,
    /** For /readyz: why no CV is converted here under CV_ISOLATION=required (empty when none). */
    failing(): ('cv-tools' | 'cv-sandbox')[] {
      return [...(toolsRefused() ? (['cv-tools'] as const) : []), ...(sandboxRefused() ? (['cv-sandbox'] as const) : [])];
    },
    /** Starts converting now, or as soon as the tools are installed. */
    start(): void {
      stopped = false;
      void ready().then((ok) => {
        if (stopped) return;
        if (ok) return worker.start();
        // The probe is cached: a sandbox that was refused stays refused until a restart.
        if (sandboxRefused()) return;
        waitTimer = setInterval(() => {
          if (!toolsPresent(false)) return;
          clearInterval(waitTimer);
          recheck();
          log.info('CV conversion tools found: the waiting conversions start');
          void ready().then((now) => now && !stopped && worker.start());
        }, toolCheckEveryMs);
        waitTimer.unref();
      });
    },
    /** One pass now (tests): the conversions due, at most CV_DISARM_CONCURRENCY at a time. */
    async runOnce(): Promise<PassResult> {
      if (!(await ready())) return { sent: 0, retrying: 0, failed: 0 };
      return worker.runOnce();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(waitTimer);
      // A conversion can take minutes: it is ended and runs again after the restart.
      const stopping = worker.stop();
      disarmer.abort();
      await stopping;
    },
  };
}

export type DisarmService = ReturnType<typeof createDisarmService>;
