/**
 * What a PDF holds, read by real tools (poppler and qpdf), for the disarm tests: its pages,
 * its text layer, and everything active a reader could act on. A rebuilt CV must be page
 * images and invisible OCR text only (docs/decisions/0026).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** PDF names that make a reader run, fetch, open or submit something, or hide a file. */
const activeNames = [
  '/JavaScript',
  '/JS',
  '/OpenAction',
  '/AA',
  '/Launch',
  '/URI',
  '/GoToR',
  '/GoToE',
  '/SubmitForm',
  '/ImportData',
  '/EmbeddedFile',
  '/EmbeddedFiles',
  '/Annots',
  '/AcroForm',
  '/XFA',
  '/RichMedia',
  '/Movie',
  '/Sound',
];

export interface PdfAudit {
  pages: number;
  text: string;
  /** Active names found anywhere in the object tree (qpdf's JSON of every object, object streams unpacked). */
  activeNames: string[];
  /** URLs in annotations and actions (pdfinfo -url). */
  urls: string;
  embeddedFiles: number;
  /** XObjects of subtype Image, one per page in a rebuilt CV. */
  images: number;
}

export async function auditPdf(path: string): Promise<PdfAudit> {
  const [info, urls, detach, text, json, images] = await Promise.all([
    run('pdfinfo', [path]),
    run('pdfinfo', ['-url', path]),
    run('pdfdetach', ['-list', path]),
    run('pdftotext', ['-enc', 'UTF-8', path, '-']),
    run('qpdf', ['--json=2', '--json-key=qpdf', path], { maxBuffer: 64 * 1024 * 1024 }),
    run('pdfimages', ['-list', path]),
  ]);
  const objects = json.stdout;
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1]),
    text: text.stdout,
    activeNames: activeNames.filter((name) => objects.includes(`"${name}"`)),
    urls: urls.stdout
      .split('\n')
      .filter((line) => line.trim() && !/^Page\s+Type\s+URL/.test(line))
      .join('\n'),
    embeddedFiles: Number(/(\d+) embedded files/.exec(detach.stdout)?.[1] ?? 0),
    images: images.stdout.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image\b/.test(line)).length,
  };
}
