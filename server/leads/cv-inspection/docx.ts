/**
 * DOCX: a real OOXML package read from its central directory (what Word reads), not from a
 * local header a forger can write by hand. Only [Content_Types].xml is decompressed, bounded.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { verdict, type CvLimits, type CvVerdict } from './types.ts';

const contentTypesName = '[content_types].xml';
const documentName = 'word/document.xml';
const documentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** Enough for any real [Content_Types].xml (a few KB); more is a decompression trap. */
const maxContentTypesBytes = 1024 * 1024;
const maxEntries = 10_000;
/** Zip bombs: entries that expand more than 100× to more than 1 MB. */
const bombRatio = 100;
const bombMinBytes = 1024 * 1024;

// Macro or ActiveX parts, and OLE objects (oleObject*.bin: packaged files, e.g. an .exe) in any folder.
const unsafeEntry = /(?:^|\/)(?:vbaProject\.bin|vbaData\.xml|activeX\/.*|oleObject[^/]*\.bin)$/i;
const unsafeContentType = /macroEnabled|vbaProject|vbaData|activeX|oleObject/i;

export async function inspectDocx(path: string, limits: CvLimits): Promise<CvVerdict> {
  let zip: ZipFile;
  try {
    // strictFileNames: backslashes are not path separators in a real package.
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true });
  } catch {
    return verdict.damaged;
  }
  try {
    return await inspectEntries(zip, limits);
  } catch {
    // yauzl rejects unsafe names (absolute, `..`), bad headers and overlapping entries.
    return verdict.damaged;
  } finally {
    zip.close();
  }
}

async function inspectEntries(zip: ZipFile, limits: CvLimits): Promise<CvVerdict> {
  if (zip.entryCount > maxEntries) return verdict.damaged;
  const names = new Set<string>();
  let contentTypes: Entry | undefined;
  let unsafe = false;
  let bomb = false;
  let total = 0;
  for await (const entry of entries(zip)) {
    const name = entry.fileName.toLowerCase();
    // Two parts with one name: readers disagree on which one counts.
    if (names.has(name) || entry.isEncrypted()) return verdict.damaged;
    names.add(name);
    if (unsafeEntry.test(entry.fileName)) unsafe = true;
    total += entry.uncompressedSize;
    if (total > limits.maxUncompressedBytes) bomb = true;
    if (entry.uncompressedSize > bombMinBytes && entry.uncompressedSize > bombRatio * Math.max(1, entry.compressedSize)) bomb = true;
    if (name === contentTypesName) contentTypes = entry;
  }
  if (unsafe) return verdict.unsafe;
  if (bomb || !contentTypes || !names.has(documentName)) return verdict.damaged;
  const declared = await readBounded(zip, contentTypes, maxContentTypesBytes);
  if (declared === null) return verdict.damaged;
  if (unsafeContentType.test(declared)) return verdict.unsafe;
  // A template, spreadsheet or slide deck with a word/ folder is not a Word document.
  return declared.includes(documentType) ? verdict.ok('docx') : verdict.type;
}

/** The central directory's entries, one at a time (lazyEntries: nothing is read ahead). */
async function* entries(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const next = await new Promise<Entry | null>((resolve, reject) => {
      const cleanup = () => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      };
      const onEntry = (entry: Entry) => (cleanup(), resolve(entry));
      const onEnd = () => (cleanup(), resolve(null));
      const onError = (error: Error) => (cleanup(), reject(error));
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
    if (!next) return;
    yield next;
  }
}

/** The entry's text, or null when it is larger than `max` or does not inflate. */
async function readBounded(zip: ZipFile, entry: Entry, max: number): Promise<string | null> {
  if (entry.uncompressedSize > max) return null;
  try {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > max) {
        stream.destroy();
        return null;
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  } catch {
    return null;
  }
}
