/** The CV conversions: a sandboxed rebuild of every uploaded CV before HR sees it (decision 0026). */
import { availableParallelism } from 'node:os';
import { z } from 'zod';

export const cvDisarmSchema = z.object({
  /** Conversions run at once; default one per core but one. */
  CV_DISARM_CONCURRENCY: z.coerce
    .number()
    .int()
    .positive()
    .default(Math.max(1, availableParallelism() - 1)),
  /** Address space of each conversion process (MiB): a decompression bomb ends there. */
  CV_DISARM_MEMORY_MB: z.coerce.number().int().min(256).default(1024),
  /** Wall-clock bound on one conversion; a time-out is tried once more, then HR is told. */
  CV_DISARM_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
  /** Pages rebuilt at most (a CV's first pages); pages after them are dropped. */
  CV_DISARM_MAX_PAGES: z.coerce.number().int().positive().max(200).default(20),
  /**
   * `required`: conversions run only in the bubblewrap sandbox; where it cannot start, they wait
   * in the outbox and /readyz fails (decision 0075). `best-effort` falls back to `unshare --net`
   * or the resource limits alone. Unset: required when NODE_ENV=production (cvIsolation).
   */
  CV_ISOLATION: z.enum(['required', 'best-effort']).optional(),
});

export type CvIsolation = 'required' | 'best-effort';

/** The setting, or its default: a newcomer's machine without bubblewrap still converts CVs. */
export function cvIsolation(value: CvIsolation | undefined, nodeEnv: string | undefined): CvIsolation {
  return value ?? (nodeEnv === 'production' ? 'required' : 'best-effort');
}
