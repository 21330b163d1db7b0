/**
 * Small, real CV files built in memory for the API tests: a Word 97 compound file with a
 * WordDocument stream (cfb), a minimal OOXML package, polyglots (the one-page PDF a benchmark
 * posts too is support/lead-posts.ts). The upload checks only a CV's magic bytes
 * (server/leads/cv/type.ts); the sandbox then rebuilds it (server/leads/cv-disarm/), so a fake
 * with the right first bytes is accepted but cannot be rebuilt.
 */
import CFB from 'cfb';
import yazl from 'yazl';

function wordCompoundFile(): Buffer {
  const container = CFB.utils.cfb_new();
  // A Word FIB starts with wIdent 0xA5EC (little-endian).
  CFB.utils.cfb_add(container, '/WordDocument', Buffer.concat([Buffer.from([0xec, 0xa5, 0xc1, 0x00]), Buffer.alloc(1020)]));
  CFB.utils.cfb_add(container, '/1Table', Buffer.alloc(512));
  return CFB.write(container, { type: 'buffer' }) as Buffer;
}

export const docFile = wordCompoundFile();
/** A PDF header followed by a Windows executable (a polyglot). */
function pdfWithExecutable(): Buffer {
  const exe = Buffer.alloc(0x200);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('This program cannot be run in DOS mode.', 0x40, 'latin1');
  exe.write('PE\0\0', 0x80, 'latin1');
  return Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), exe, Buffer.from('\nstartxref\n0\n%%EOF\n', 'latin1')]);
}

export const pdfWithExecutableFile = pdfWithExecutable();
export const exeFile = Buffer.concat([
  Buffer.from('MZ\x90\x00', 'latin1'),
  Buffer.alloc(60),
  Buffer.from('PE\0\0This program cannot be run in DOS mode', 'latin1'),
]);

/** A stored (uncompressed) ZIP with the given entries, written by yazl. */
export async function zipFile(entries: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name, { compress: false });
  zip.end();
  return Buffer.concat(await Array.fromAsync(zip.outputStream as AsyncIterable<Buffer>));
}

export const docxFile = await zipFile({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  'word/document.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Omar Khalil</w:t></w:r></w:p></w:body></w:document>',
});
/** A ZIP that is not a Word document (e.g. an .xlsx or any archive renamed .docx). */
export const plainZipFile = await zipFile({ 'payload.exe': 'MZ' });
