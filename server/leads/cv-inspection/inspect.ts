/**
 * The whole judgement of one file, synchronous-heavy (parsing), so it runs in a child process:
 * file-type names the format from the content, then that format's structural checks decide.
 */
import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { inspectDoc } from './doc.ts';
import { inspectDocx } from './docx.ts';
import { inspectPdf } from './pdf.ts';
import { verdict, type CvLimits, type CvVerdict } from './types.ts';

/** OOXML word-processing packages, macro-enabled ones included (those are judged 'unsafe', not 'type'). */
const wordPackages = new Set(['docx', 'docm', 'dotx', 'dotm']);

export async function inspectFile(path: string, limits: CvLimits): Promise<CvVerdict> {
  let detected: string | undefined;
  try {
    detected = (await fileTypeFromFile(path))?.ext;
  } catch {
    return verdict.damaged;
  }
  if (detected && wordPackages.has(detected)) return inspectDocx(path, limits);
  if (detected !== 'pdf' && detected !== 'cfb') return verdict.type;
  // PDF and OLE2 parsers need the whole file; uploads are a few MB, bounded here all the same.
  const bytes = await readBounded(path, limits.maxUncompressedBytes);
  if (!bytes) return verdict.damaged;
  return detected === 'pdf' ? inspectPdf(bytes) : inspectDoc(bytes);
}

async function readBounded(path: string, max: number): Promise<Buffer | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    return size > max ? null : await file.readFile();
  } finally {
    await file.close();
  }
}
