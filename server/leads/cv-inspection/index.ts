/**
 * Judges an uploaded CV (a temporary file on disk) by its content: PDF, DOC or DOCX, parsed
 * structurally, without active content. The parsing runs in child processes (pool.ts).
 *
 *   const verdict = await inspectCv(tmpPath);
 *   if (!verdict.ok) reply 422 with errors.fileType | errors.fileDamaged | errors.fileUnsafe
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { createInspectionPool, type InspectionPool } from './pool.ts';
import type { CvVerdict } from './types.ts';

export type { CvType, CvVerdict } from './types.ts';
export { CvInspectionBusyError } from './pool.ts';
export { sanitizeFileName } from './file-name.ts';

export interface CvInspectionOptions {
  /** DOCX: bound on the sum of the entries' sizes (zip bombs); all types: bound on the file size. Default 50 MB. */
  maxUncompressedBytes?: number;
  /** A longer inspection is given up as 'damaged' and its process replaced. Default 10 s. */
  timeoutMs?: number;
}

const defaults = { maxUncompressedBytes: 50 * 1024 * 1024, timeoutMs: 10_000 };
export const cvInspectionHeapMb = 256;
let pool: InspectionPool | undefined;

/**
 * Resolves to the verdict; rejects only with CvInspectionBusyError (too many waiting) or when
 * closeCvInspection() is called while the inspection is pending.
 */
export function inspectCv(path: string, options: CvInspectionOptions = {}): Promise<CvVerdict> {
  // One core stays with the event loop; 2 processes at most (uploads are rare, parsing is short).
  // 256 MB of heap each: an honest 5 MB CV parses well within it (tests/unit/cv-inspection.test.ts).
  pool ??= createInspectionPool({ size: Math.min(2, Math.max(1, availableParallelism() - 1)), maxQueue: 32, maxHeapMb: cvInspectionHeapMb });
  const limits = { maxUncompressedBytes: options.maxUncompressedBytes ?? defaults.maxUncompressedBytes };
  return pool.inspect(resolve(path), limits, options.timeoutMs ?? defaults.timeoutMs);
}

/** Ends the inspection processes (clean shutdown, tests). A later inspectCv() starts a new pool. */
export async function closeCvInspection(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
