/**
 * Rebuilds a quarantined CV as a clean PDF (docs/decisions/0026): copies it into a private
 * folder under `${DATA_DIR}/disarm/`, converts it there in the sandbox (convert.ts), and hands
 * back the rebuilt file as a staged CV (path, size, SHA-256) for the CV store. The folder is
 * removed by `release()`, whatever happened; folders left by a crash are removed at start.
 *
 *   const job = await disarmer.disarm(stream, 'docx');
 *   try { if (job.result.ok) store(job.rebuilt) } finally { await job.release() }
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { disarmInFolder, type DisarmInputType, type DisarmLimits, type DisarmResult } from './convert.ts';
import { isolation as probedIsolation, type Isolation } from './sandbox.ts';

export type { DisarmLimits, DisarmResult } from './convert.ts';
export { isolation } from './sandbox.ts';
export { missingPackages } from './tools.ts';

export interface DisarmJob {
  result: DisarmResult;
  /** The rebuilt PDF as a staged file, when result.ok. */
  rebuilt: { path: string; size: number; sha256: string } | null;
  release(): Promise<void>;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** `isolation`: the sandbox every conversion runs in (default: probed here; tests force a weaker one). */
export function createCvDisarmer(dataDir: string, limits: DisarmLimits, isolation: () => Isolation = probedIsolation) {
  const root = join(dataDir, 'disarm');
  let stopping = new AbortController();
  return {
    limits,
    /** Ends the conversions under way (server shutdown); they answer 'aborted' and run again later. */
    abort(): void {
      stopping.abort();
      stopping = new AbortController();
    },
    /** Removes conversion folders a crash left behind (call before the first conversion). */
    async sweep(): Promise<void> {
      await rm(root, { recursive: true, force: true });
    },
    async disarm(original: Readable, type: DisarmInputType): Promise<DisarmJob> {
      await mkdir(root, { recursive: true, mode: 0o700 });
      const dir = await mkdtemp(join(root, 'job-'));
      const release = () => rm(dir, { recursive: true, force: true });
      try {
        await pipeline(original, createWriteStream(join(dir, `input.${type}`), { mode: 0o600 }));
        const result = await disarmInFolder(dir, type, limits, isolation(), stopping.signal);
        const rebuilt = result.ok
          ? { path: result.pdfPath, size: (await stat(result.pdfPath)).size, sha256: await sha256Of(result.pdfPath) }
          : null;
        return { result, rebuilt, release };
      } catch (error) {
        await release();
        throw error;
      }
    },
  };
}

export type CvDisarmer = ReturnType<typeof createCvDisarmer>;
