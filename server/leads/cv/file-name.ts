import type { CvType } from './type.ts';

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
