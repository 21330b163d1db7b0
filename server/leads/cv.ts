/**
 * Legacy magic-byte check of an in-memory CV, kept until the routes switch to
 * cv-inspection/ (inspectCv: content parsed in a worker, active content rejected).
 * @deprecated Accepts fakes and active content; use inspectCv from './cv-inspection/index.ts'.
 */
import type { CvType } from './cv-inspection/types.ts';

export type { CvType } from './cv-inspection/types.ts';
export { sanitizeFileName } from './cv-inspection/file-name.ts';

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const DOCX_PART = 'word/document.xml';

export function detectCvType(bytes: Buffer): CvType | null {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (bytes.subarray(0, OLE2.length).equals(OLE2)) return 'doc';
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL && zipHasEntry(bytes, DOCX_PART)) return 'docx';
  return null;
}

/** Looks the entry up in the central directory; falls back to walking the local headers. */
function zipHasEntry(zip: Buffer, wanted: string): boolean {
  const names = centralDirectoryNames(zip) ?? localHeaderNames(zip);
  return names.includes(wanted);
}

function centralDirectoryNames(zip: Buffer): string[] | null {
  // The end record is in the last 22 + 65535 (max comment) bytes.
  const from = Math.max(0, zip.length - 22 - 0xffff);
  for (let end = zip.length - 22; end >= from; end--) {
    if (zip.readUInt32LE(end) !== ZIP_END) continue;
    const count = zip.readUInt16LE(end + 10);
    let at = zip.readUInt32LE(end + 16);
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      if (at + 46 > zip.length || zip.readUInt32LE(at) !== ZIP_CENTRAL) return null;
      const nameLength = zip.readUInt16LE(at + 28);
      const extraLength = zip.readUInt16LE(at + 30);
      const commentLength = zip.readUInt16LE(at + 32);
      names.push(zip.toString('utf8', at + 46, Math.min(zip.length, at + 46 + nameLength)));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

function localHeaderNames(zip: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  while (at + 30 <= zip.length && zip.readUInt32LE(at) === ZIP_LOCAL) {
    const flags = zip.readUInt16LE(at + 6);
    const compressedSize = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 30, Math.min(zip.length, at + 30 + nameLength)));
    // With a data descriptor (bit 3) the size is not known here: stop, we saw what we could.
    if (flags & 0x08) break;
    at += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}
