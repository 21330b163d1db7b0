/**
 * inspectCv on files generated here (no binary fixtures in the repository): hostile files first,
 * then the honest ones, then the inspection pool (event-loop responsiveness, timeout, queue bound).
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as CFB from 'cfb';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import yazl from 'yazl';
import { CvInspectionBusyError, closeCvInspection, inspectCv, sanitizeFileName } from '../../server/leads/cv-inspection/index.ts';
import { pdfWithExecutableFile } from '../support/files.ts';
import { tempDir } from '../support/temp-dirs.ts';

let dir = '';
let counter = 0;

beforeAll(() => {
  dir = tempDir('cv-inspection-');
});
afterAll(async () => {
  // Runs even when a test failed: no inspection process outlives the suite (the folder goes with tempDir's).
  await closeCvInspection();
});

async function save(bytes: Uint8Array | string, extension: string): Promise<string> {
  const path = join(dir, `file-${counter++}.${extension}`);
  await writeFile(path, bytes);
  return path;
}

// --- PDF fixtures ------------------------------------------------------------------------

async function pdfDocument(): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawText('Jane Doe — Curriculum vitae'.replace('—', '-'), { x: 50, y: 780, size: 18, font: await document.embedFont(StandardFonts.Helvetica) });
  return document;
}

const plainSave = (document: PDFDocument) => document.save({ useObjectStreams: false });

function openAction(document: PDFDocument, action: Record<string, string | PDFString>) {
  document.catalog.set(PDFName.of('OpenAction'), document.context.obj(action));
}

/** `%PDF-1.7` glued to a Windows executable: DOS header whose e_lfanew points at `PE\0\0`. */
// --- DOCX fixtures -----------------------------------------------------------------------

const documentMain = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const macroMain = 'application/vnd.ms-word.document.macroEnabled.main+xml';
const contentTypes = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
const rootRels =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const documentXml =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:body><w:p><w:r><w:t>Jane Doe</w:t></w:r></w:p></w:body></w:document>';

/** A DOCX package written by yazl; `extra` entries are buffers or streams (streamed, never held whole). */
async function docx({ main = documentMain, extra = {} as Record<string, Buffer | Readable> } = {}): Promise<string> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(contentTypes(main)), '[Content_Types].xml');
  zip.addBuffer(Buffer.from(rootRels), '_rels/.rels');
  if (!('word/document.xml' in extra)) zip.addBuffer(Buffer.from(documentXml), 'word/document.xml');
  for (const [name, content] of Object.entries(extra)) {
    if (Buffer.isBuffer(content)) zip.addBuffer(content, name);
    else zip.addReadStream(content, name);
  }
  zip.end();
  const path = join(dir, `file-${counter++}.docx`);
  await pipeline(zip.outputStream, createWriteStream(path));
  return path;
}

/** `size` bytes of zeros, 1 MB at a time, so a 200 MB bomb never exists in memory. */
function zeros(size: number): Readable {
  const chunk = Buffer.alloc(1024 * 1024);
  let left = size;
  return new Readable({
    read() {
      const n = Math.min(left, chunk.length);
      left -= n;
      this.push(n > 0 ? chunk.subarray(0, n) : null);
    },
  });
}

/** Only a local file header naming word/document.xml: no central directory, no content types. */
function fakeDocx(): Buffer {
  const name = Buffer.from('word/document.xml');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(5, 18);
  header.writeUInt32LE(5, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, Buffer.from('hello')]);
}

// --- OLE2 fixtures -----------------------------------------------------------------------

/** A Word FIB starts with wIdent 0xA5EC (little-endian). */
const fib = () => Buffer.concat([Buffer.from([0xec, 0xa5, 0xc1, 0x00]), Buffer.alloc(1020)]);

function ole2(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, content);
  return CFB.write(container, { type: 'buffer' }) as Buffer;
}

// --- Other files -------------------------------------------------------------------------

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
function exe(): Buffer {
  const bytes = Buffer.alloc(0x400);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.writeUInt16LE(0x14c, 0x84); // i386
  return bytes;
}

const unsafe = { ok: false, reason: 'unsafe' };
const damaged = { ok: false, reason: 'damaged' };
const wrongType = { ok: false, reason: 'type' };

describe('hostile PDFs', () => {
  test('a document-level JavaScript action is unsafe', async () => {
    const document = await pdfDocument();
    document.addJavaScript('greeting', 'app.alert("hi")');
    expect(await inspectCv(await save(await plainSave(document), 'pdf'))).toEqual(unsafe);
  });

  test('an OpenAction running JavaScript is unsafe', async () => {
    const document = await pdfDocument();
    openAction(document, { S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    expect(await inspectCv(await save(await plainSave(document), 'pdf'))).toEqual(unsafe);
  });

  test('a Launch action is unsafe', async () => {
    const document = await pdfDocument();
    openAction(document, { S: 'Launch', F: PDFString.of('cmd.exe') });
    expect(await inspectCv(await save(await plainSave(document), 'pdf'))).toEqual(unsafe);
  });

  test('an embedded file is unsafe', async () => {
    const document = await pdfDocument();
    await document.attach(Buffer.from('echo pwned'), 'run.bat', { mimeType: 'application/x-bat' });
    expect(await inspectCv(await save(await plainSave(document), 'pdf'))).toEqual(unsafe);
  });

  test('JavaScript inside a compressed object stream is unsafe', async () => {
    const document = await pdfDocument();
    openAction(document, { S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    const bytes = Buffer.from(await document.save({ useObjectStreams: true }));
    // The action dictionary is compressed: invisible to a scan of the raw bytes.
    expect(bytes.includes('/JavaScript')).toBe(false);
    expect(await inspectCv(await save(bytes, 'pdf'))).toEqual(unsafe);
  });

  test('a name spelled with a #xx escape (/J#61vaScript) is unsafe', async () => {
    const document = await pdfDocument();
    // Same length as J#61vaScript, so the byte offsets of the cross-reference table stay right.
    openAction(document, { S: 'XXXXXXXXXXXX', JS: PDFString.of('app.alert(1)') });
    const bytes = Buffer.from(await plainSave(document));
    const at = bytes.indexOf('/XXXXXXXXXXXX');
    expect(at).toBeGreaterThan(0);
    bytes.write('/J#61vaScript', at, 'latin1');
    expect(await inspectCv(await save(bytes, 'pdf'))).toEqual(unsafe);
  });

  test('%PDF-1.7 followed by a Windows executable is not accepted', async () => {
    expect(await inspectCv(await save(pdfWithExecutableFile, 'pdf'))).toEqual(unsafe);
  });

  test('an object hidden inside another object’s stream data, reachable through the xref table, is found', async () => {
    // Review finding: pdf-lib honours /Length and never parses object 6; a reader using the
    // xref table does, and runs its JavaScript on open.
    const parts: string[] = ['%PDF-1.7\n'];
    const offsets: number[] = [];
    const add = (text: string) => {
      offsets.push(parts.join('').length);
      parts.push(text);
    };
    add('1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >> endobj\n');
    add('2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n');
    add('3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n');
    add('4 0 obj << >> endobj\n');
    const hidden = '6 0 obj << /S /JavaScript /JS <6170702e616c657274283129> >> endobj\n';
    const data = `x endstream\n(\nendobj\n${hidden})`;
    add(`5 0 obj << /Length ${data.length} >> stream\n${data}\nendstream\nendobj\n`);
    offsets.push(offsets[4]! + `5 0 obj << /Length ${data.length} >> stream\nx endstream\n(\nendobj\n`.length);
    const body = parts.join('');
    const xref = ['xref', '0 7', '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
    const pdf = `${body}${xref}\ntrailer << /Size 7 /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`;
    expect(pdf.slice(offsets[5]!, offsets[5]! + 7)).toBe('6 0 obj');
    expect(await inspectCv(await save(Buffer.from(pdf, 'latin1'), 'pdf'))).toEqual(unsafe);
  });

  test('a truncated PDF is damaged', async () => {
    const bytes = await plainSave(await pdfDocument());
    expect(await inspectCv(await save(bytes.subarray(0, Math.floor(bytes.length * 0.6)), 'pdf'))).toEqual(damaged);
  });

  test('a PDF header after leading bytes, or a PDF without pages, is damaged', async () => {
    const bytes = await plainSave(await pdfDocument());
    expect(await inspectCv(await save(Buffer.concat([Buffer.from('  '), bytes]), 'pdf'))).not.toMatchObject({ ok: true });
    const empty = await PDFDocument.create();
    expect(await inspectCv(await save(await empty.save({ addDefaultPage: false }), 'pdf'))).toEqual(damaged);
  });
});

describe('hostile DOCX', () => {
  test('a fake DOCX that is only a local header naming word/document.xml is damaged', async () => {
    expect(await inspectCv(await save(fakeDocx(), 'docx'))).toEqual(damaged);
  });

  test('a package holding word/vbaProject.bin is unsafe', async () => {
    expect(await inspectCv(await docx({ extra: { 'word/vbaProject.bin': Buffer.from('VBA project') } }))).toEqual(unsafe);
  });

  test('a macro-enabled document (.docm renamed .docx) is unsafe', async () => {
    expect(await inspectCv(await docx({ main: macroMain }))).toEqual(unsafe);
  });

  test('an OLE object (packaged file) or an ActiveX control is unsafe', async () => {
    expect(await inspectCv(await docx({ extra: { 'word/embeddings/oleObject1.bin': exe() } }))).toEqual(unsafe);
    expect(await inspectCv(await docx({ extra: { 'word/activeX/activeX1.xml': Buffer.from('<ax:ocx/>') } }))).toEqual(unsafe);
  });

  test('a zip bomb (200 MB of zeros in one entry) is damaged', async () => {
    const path = await docx({ extra: { 'word/document.xml': zeros(200 * 1024 * 1024) } });
    expect(await inspectCv(path)).toEqual(damaged);
  });

  test('entries adding up to more than maxUncompressedBytes are damaged', async () => {
    const path = await docx({ extra: { 'word/media/photo.bin': randomBytes(64 * 1024) } });
    expect(await inspectCv(path, { maxUncompressedBytes: 32 * 1024 })).toEqual(damaged);
  });

  test('a package without [Content_Types].xml is damaged; a spreadsheet is not a DOCX', async () => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from(documentXml), 'word/document.xml');
    zip.addBuffer(Buffer.from('x'), 'word/styles.xml');
    zip.end();
    const noTypes = join(dir, 'no-types.docx');
    await pipeline(zip.outputStream, createWriteStream(noTypes));
    expect(await inspectCv(noTypes)).not.toMatchObject({ ok: true });
    const sheet = await docx({ main: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml' });
    expect(await inspectCv(sheet)).not.toMatchObject({ ok: true });
  });
});

describe('hostile OLE2 files', () => {
  test('an OLE2 file without a WordDocument stream (like an .msi) is the wrong type', async () => {
    const msi = ole2({ '/\u0005SummaryInformation': Buffer.alloc(512), '/\u4840\u3f3f\u4577\u446c': Buffer.alloc(1024) });
    expect(await inspectCv(await save(msi, 'doc'))).toEqual(wrongType);
  });

  test('a Word document with a Macros/VBA storage is unsafe', async () => {
    const doc = ole2({ '/WordDocument': fib(), '/1Table': Buffer.alloc(512), '/Macros/VBA/dir': Buffer.from('vba') });
    expect(await inspectCv(await save(doc, 'doc'))).toEqual(unsafe);
  });

  test('a Word document carrying an OLE package (an embedded file) is unsafe', async () => {
    const doc = ole2({ '/WordDocument': fib(), '/1Table': Buffer.alloc(512), '/ObjectPool/_1234/\u0001Ole10Native': exe() });
    expect(await inspectCv(await save(doc, 'doc'))).toEqual(unsafe);
  });

  test('a password-protected DOCX (OLE2 holding an EncryptedPackage) is damaged, not accepted', async () => {
    const encrypted = ole2({ '/EncryptionInfo': Buffer.alloc(512), '/EncryptedPackage': randomBytes(4096) });
    expect(await inspectCv(await save(encrypted, 'docx'))).toEqual(damaged);
  });

  test('a WordDocument stream that is not a Word FIB is damaged', async () => {
    expect(await inspectCv(await save(ole2({ '/WordDocument': Buffer.alloc(1024, 0x41) }), 'doc'))).toEqual(damaged);
  });

  test('a truncated OLE2 file is damaged', async () => {
    const doc = ole2({ '/WordDocument': fib(), '/1Table': Buffer.alloc(4096) });
    expect(await inspectCv(await save(doc.subarray(0, 1024), 'doc'))).not.toMatchObject({ ok: true });
  });
});

describe('other files', () => {
  test.each([
    ['a PNG image', png, 'png'],
    ['a Windows executable', exe(), 'exe'],
    ['plain text', Buffer.from('Jane Doe\nCurriculum vitae\n'), 'txt'],
    ['an empty file', Buffer.alloc(0), 'pdf'],
  ])('%s is the wrong type', async (_, bytes, extension) => {
    expect(await inspectCv(await save(bytes, extension))).toEqual(wrongType);
  });

  test('a ZIP archive that is no Word package is the wrong type', async () => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(exe(), 'setup.exe');
    zip.end();
    const path = join(dir, 'archive.docx');
    await pipeline(zip.outputStream, createWriteStream(path));
    expect(await inspectCv(path)).toEqual(wrongType);
  });
});

describe('honest files', () => {
  test('a PDF made by pdf-lib is accepted, with or without object streams', async () => {
    expect(await inspectCv(await save(await plainSave(await pdfDocument()), 'pdf'))).toEqual({ ok: true, type: 'pdf' });
    expect(await inspectCv(await save(await (await pdfDocument()).save({ useObjectStreams: true }), 'pdf'))).toEqual({ ok: true, type: 'pdf' });
  });

  test('a minimal DOCX is accepted, and so is one with a 3 MB photo (incompressible: no bomb)', async () => {
    expect(await inspectCv(await docx())).toEqual({ ok: true, type: 'docx' });
    expect(await inspectCv(await docx({ extra: { 'word/media/image1.jpeg': randomBytes(3 * 1024 * 1024) } }))).toEqual({ ok: true, type: 'docx' });
  });

  test('an OLE2 Word document is accepted', async () => {
    const doc = ole2({ '/WordDocument': fib(), '/1Table': Buffer.alloc(512) });
    expect(await inspectCv(await save(doc, 'doc'))).toEqual({ ok: true, type: 'doc' });
  });

  test('the file name is made safe and given the judged extension', () => {
    expect(sanitizeFileName('C:\\fakepath\\cv.pdf.exe', 'pdf')).toBe('cv.pdf.pdf');
  });
});

describe('inspection pool', () => {
  /** A valid 5 MB PDF: one page plus 5 MB of incompressible stream data. */
  async function bigPdf(): Promise<Uint8Array> {
    const document = await pdfDocument();
    const blob = document.context.stream(randomBytes(5 * 1024 * 1024));
    document.catalog.set(PDFName.of('PieceInfo'), document.context.register(blob));
    return plainSave(document);
  }

  test('the event loop stays responsive while 4 × 5 MB PDFs are inspected', async () => {
    const bytes = await bigPdf();
    const paths = await Promise.all([0, 1, 2, 3].map(() => save(bytes, 'pdf')));
    // Both processes started beforehand: loading their code is a one-off, not per inspection.
    await Promise.all([0, 1].map(() => inspectCv(paths[0] as string)));
    // This machine is shared: timers are late even when idle, so the bound is over that baseline.
    const idle = monitorEventLoopDelay({ resolution: 5 });
    idle.enable();
    await new Promise((resolve) => setTimeout(resolve, 500));
    idle.disable();

    const delay = monitorEventLoopDelay({ resolution: 5 });
    const before = performance.eventLoopUtilization();
    delay.enable();
    const verdicts = await Promise.all(paths.map((path) => inspectCv(path)));
    delay.disable();
    const busy = performance.eventLoopUtilization(before);

    expect(verdicts).toEqual(paths.map(() => ({ ok: true, type: 'pdf' })));
    // Main-thread time spent in callbacks: < 5 ms per inspection.
    expect(busy.active).toBeLessThan(4 * 5);
    expect(delay.max / 1e6).toBeLessThan(100 + idle.max / 1e6);
  });

  test('an inspection that overruns its time is damaged, and the pool answers afterwards', async () => {
    const path = await save(await bigPdf(), 'pdf');
    expect(await inspectCv(path, { timeoutMs: 1 })).toEqual(damaged);
    expect(await inspectCv(path)).toEqual({ ok: true, type: 'pdf' });
  });

  test('more waiting inspections than the queue holds are refused as busy, the rest are answered', async () => {
    const path = await docx();
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => inspectCv(path)));
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused) expect(o.reason).toBeInstanceOf(CvInspectionBusyError);
    for (const o of outcomes) if (o.status === 'fulfilled') expect(o.value).toEqual({ ok: true, type: 'docx' });
  });

  test('closeCvInspection ends the processes; a later inspection starts a new pool', async () => {
    await closeCvInspection();
    expect(await inspectCv(await docx())).toEqual({ ok: true, type: 'docx' });
  });
});
