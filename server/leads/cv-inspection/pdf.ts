/**
 * PDF: a header at offset 0, an intact end (`startxref … %%EOF`), no native executable glued
 * in, no active content in any object (compressed object streams included), and at least one
 * page as pdf-lib reads it.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, ParseSpeeds, type PDFObject } from 'pdf-lib';
import { containsExecutable } from './executables.ts';
import { rawBytesHaveUnsafeName, unsafePdfNames, xrefObjectsHaveUnsafeName } from './pdf-names.ts';
import { verdict, type CvVerdict } from './types.ts';

// Readers accept the header anywhere in the first KB, which lets a polyglot put another format
// first; a CV must start with it, with a version that exists.
const header = /^%PDF-(?:1\.[0-7]|2\.0)[\r\n \t%]/;
// Readers look for %%EOF in the last KB; a truncated upload has lost it.
const tail = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/;
const tailWindow = 1024 + 64;

export async function inspectPdf(bytes: Buffer): Promise<CvVerdict> {
  if (!header.test(bytes.toString('latin1', 0, 16))) return verdict.damaged;
  // Raw scans first: a polyglot is 'unsafe' even when it would also fail to parse.
  if (containsExecutable(bytes, 8) || rawBytesHaveUnsafeName(bytes) || xrefObjectsHaveUnsafeName(bytes)) return verdict.unsafe;
  const end = tail.exec(bytes.toString('latin1', Math.max(0, bytes.length - tailWindow)));
  if (!end || Number(end[1]) >= bytes.length) return verdict.damaged;

  let document: PDFDocument;
  try {
    // Fastest: no yielding to the event loop between objects, this runs in its own process anyway.
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  } catch {
    return verdict.damaged;
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (hasUnsafeName(object)) return verdict.unsafe;
  }
  try {
    if (document.getPageCount() < 1) return verdict.damaged;
  } catch {
    return verdict.damaged;
  }
  return verdict.ok('pdf');
}

/** Walks dictionary keys, name values, arrays and stream dictionaries (iteratively: no stack overflow on deep nesting). */
function hasUnsafeName(root: PDFObject): boolean {
  const pending: PDFObject[] = [root];
  const seen = new Set<PDFObject>();
  for (let object = pending.pop(); object; object = pending.pop()) {
    if (seen.has(object)) continue;
    seen.add(object);
    if (object instanceof PDFName) {
      // decodeText() reads #xx escapes in either case; PDFName.of only decodes upper-case ones.
      if (unsafePdfNames.has(object.decodeText())) return true;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) pending.push(key, value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  return false;
}
