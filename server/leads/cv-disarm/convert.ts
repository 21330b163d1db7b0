/**
 * Content disarm and reconstruction of one CV (docs/decisions/0026): Word files become a PDF
 * with LibreOffice, every page of the PDF becomes pixels with poppler, and Tesseract rebuilds
 * a new PDF from those pixels with an invisible OCR text layer (Arabic and English), so HR can
 * still search and copy. Nothing of the original's structure (scripts, actions, links,
 * embedded files, templates, OLE objects) survives: the result is images and text only.
 * Each step runs in the sandbox (sandbox.ts) on a private folder the caller removes.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { insidePath, runSandboxed, type Isolation, type SandboxLimits, type SandboxRun } from './sandbox.ts';

export type DisarmInputType = 'pdf' | 'doc' | 'docx';

export interface DisarmLimits {
  memoryMb: number;
  /** For the whole conversion; each step gets what is left of it. */
  timeoutMs: number;
  maxPages: number;
  /** Longest side of a rendered page in pixels (150 dpi on A4 is 1754). */
  maxPixels: number;
}

/**
 * - 'damaged': a tool refused the file (not a document it can read, or empty);
 * - 'limit': a tool was stopped by the memory, CPU or file-size limit (a bomb);
 * - 'timeout': the wall-clock limit passed (worth one more try: the machine may have been busy).
 */
type DisarmFailure = 'damaged' | 'limit' | 'timeout' | 'aborted';
/** 'aborted': the server stopped it (shutdown); the conversion runs again later. */
export type DisarmResult =
  { ok: true; pdfPath: string; pages: number; sandbox: string } | { ok: false; reason: DisarmFailure; detail: string };

const failure = (reason: DisarmFailure, detail: string): DisarmResult => ({ ok: false, reason, detail });

/** Why a finished step failed, or null when it succeeded. */
function judge(step: string, run: SandboxRun, signal?: AbortSignal): DisarmResult | null {
  if (signal?.aborted) return failure('aborted', `${step} was stopped with the server`);
  if (run.timedOut) return failure('timeout', `${step} passed the time limit`);
  // A signal (SIGKILL from RLIMIT_CPU, SIGXFSZ, SIGABRT on a failed allocation) or a shell-style 128+n.
  if (run.signal || (run.code !== null && run.code > 128)) return failure('limit', `${step} was stopped (${run.signal ?? run.code})`);
  if (/bad_alloc|out of memory|cannot allocate/i.test(run.stderr)) return failure('limit', `${step} ran out of memory`);
  if (run.code !== 0) return failure('damaged', `${step} exited ${run.code}: ${run.stderr.trim().split('\n').pop()?.slice(0, 200) ?? ''}`);
  return null;
}

/**
 * Converts `input` (a file named `input.<type>` inside `dir`, the sandbox's private folder).
 * On success the rebuilt PDF is `dir/rebuilt.pdf`.
 */
export async function disarmInFolder(
  dir: string,
  type: DisarmInputType,
  limits: DisarmLimits,
  isolation: Isolation,
  signal?: AbortSignal,
): Promise<DisarmResult> {
  const deadline = Date.now() + limits.timeoutMs;
  const stepLimits = (): SandboxLimits => ({ memoryMb: limits.memoryMb, timeoutMs: Math.max(1, deadline - Date.now()), fileMb: 256 });
  const inside = (name: string) => insidePath(dir, name, isolation);
  const run = (tool: string[]) => runSandboxed(dir, stepLimits(), tool, isolation, signal);
  let pdf = `input.${type}`;

  if (type !== 'pdf') {
    // A throwaway profile per conversion: nothing a document does to LibreOffice's settings outlives it.
    const office = [
      'soffice',
      '--headless',
      '--norestore',
      '--nolockcheck',
      `-env:UserInstallation=file://${inside('profile')}`,
      '--convert-to',
      'pdf',
      '--outdir',
      inside('office'),
      inside(pdf),
    ];
    const failed = judge('libreoffice', await run(office), signal);
    if (failed) return failed;
    const made: string[] = await readdir(join(dir, 'office')).catch(() => []);
    if (!made.includes('input.pdf')) return failure('damaged', 'libreoffice wrote no PDF');
    pdf = 'office/input.pdf';
  }

  const render = [
    'pdftoppm',
    '-r',
    '150',
    '-scale-to',
    String(limits.maxPixels),
    '-f',
    '1',
    '-l',
    String(limits.maxPages),
    '-png',
    inside(pdf),
    inside('page'),
  ];
  const renderFailed = judge('pdftoppm', await run(render), signal);
  const pages = (await readdir(dir)).filter((name) => /^page-\d+\.png$/.test(name)).sort();
  // poppler renders what it can of a partly broken file and exits 0 or 1: a page is what counts.
  if (renderFailed && (!pages.length || (!renderFailed.ok && renderFailed.reason !== 'damaged'))) return renderFailed;
  if (!pages.length) return failure('damaged', 'no page could be rendered');

  await writeFile(join(dir, 'pages.txt'), pages.map((name) => `${inside(name)}\n`).join(''));
  const ocr = ['tesseract', inside('pages.txt'), inside('rebuilt'), '-l', 'ara+eng', 'pdf'];
  const ocrRun = await run(ocr);
  const ocrFailed = judge('tesseract', ocrRun, signal);
  if (ocrFailed) return ocrFailed;
  // Every step ran in the same wrapper: the log names it, so a weaker sandbox is visible per CV.
  return { ok: true, pdfPath: join(dir, 'rebuilt.pdf'), pages: pages.length, sandbox: ocrRun.wrapper };
}
