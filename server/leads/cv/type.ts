/**
 * The one check an upload gets before it is accepted (docs/decisions/0026): its magic bytes
 * must say PDF, Word 97 (an OLE2 compound file) or an OOXML word-processing package, so an
 * installer or an image is refused at once with the localized `fileType` error. Whether the
 * document is whole or hostile is not judged here: every CV is rebuilt in the sandbox
 * (server/leads/cv-disarm/), and what cannot be rebuilt never reaches HR.
 */
import { fileTypeFromFile } from 'file-type';
import { cvTypes } from '../../../src/forms/limits.ts';

export type CvType = keyof typeof cvTypes;

/** OOXML word-processing packages, macro-enabled ones included: macros do not survive the rebuild. */
const wordPackages = new Set(['docx', 'docm', 'dotx', 'dotm']);

/** The CV's type by its first bytes, or null when it is none of the three. */
export async function cvTypeOf(path: string): Promise<CvType | null> {
  const detected = await fileTypeFromFile(path).catch(() => undefined);
  if (!detected) return null;
  if (detected.ext === 'pdf') return 'pdf';
  if (detected.ext === 'cfb') return 'doc';
  return wordPackages.has(detected.ext) ? 'docx' : null;
}

/** The media type of a CV whose type was judged from its bytes (pdf | doc | docx). */
export function cvContentType(type: CvType): string {
  return cvTypes[type];
}

/**
 * Keeps the visible name (letters of any script, digits, spaces, - _ . ( )), drops paths,
 * control and header-breaking characters, bounds the length and forces the extension to the
 * detected type, so `cv.pdf.exe` judged as a PDF becomes `cv.pdf.pdf`, never `.exe`.
 */
export function sanitizeFileName(original: string | undefined, type: CvType): string {
  const base = (original ?? '').normalize('NFKC').split(/[/\\]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}\p{M} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 100);
  return `${stem || 'cv'}.${type}`;
}
