/** Types shared by the server (pool.ts) and the inspection process (worker.ts). */
import type { cvTypes } from '../../../src/forms/limits.ts';

export type CvType = keyof typeof cvTypes;

/**
 * - 'type': not a PDF, DOC or DOCX at all (an image, an installer, a spreadsheet…);
 * - 'damaged': claims to be one but does not parse as one (truncated, fake, zip bomb, timed out);
 * - 'unsafe': a real document carrying active content (scripts, launch actions, embedded files, macros).
 */
export type CvVerdict = { ok: true; type: CvType } | { ok: false; reason: 'type' | 'damaged' | 'unsafe' };

export interface CvLimits {
  /** Bound on the bytes a file may expand to (DOCX: sum of the entries; also the raw file size). */
  maxUncompressedBytes: number;
}

export interface InspectJob {
  id: number;
  path: string;
  limits: CvLimits;
}
export interface InspectReply {
  id: number;
  verdict: CvVerdict;
}
/** Sent once the child's imports are loaded (seconds on a busy machine): jobs are timed from then on. */
export interface WorkerReady {
  ready: true;
}

export const verdict = {
  ok: (type: CvType): CvVerdict => ({ ok: true, type }),
  type: { ok: false, reason: 'type' } as const satisfies CvVerdict,
  damaged: { ok: false, reason: 'damaged' } as const satisfies CvVerdict,
  unsafe: { ok: false, reason: 'unsafe' } as const satisfies CvVerdict,
};
