/**
 * A decompression bomb for the sandbox tests (docs/decisions/0026): a PDF of about 1 MB whose
 * embedded font program inflates to 1 GiB of zeros. poppler reads a font program whole into
 * memory, so rendering the page needs more than a gigabyte (measured: 1,067 MB RSS and 13 s
 * unbounded). Built with a streaming deflate, so the test process never holds the inflated bytes.
 */
import { createDeflate } from 'node:zlib';

async function deflatedZeros(mebibytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < mebibytes; i++) if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await ended;
  return Buffer.concat(out);
}

export async function fontBombPdf(mebibytes = 1024): Promise<Buffer> {
  const font = await deflatedZeros(mebibytes);
  const content = 'BT /F1 24 Tf 50 700 Td (Bomb) Tj ET';
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>'),
    Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`),
    Buffer.from('<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 /Widths [] /FontDescriptor 6 0 R >>'),
    Buffer.from(
      '<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>',
    ),
    Buffer.concat([Buffer.from(`<< /Filter /FlateDecode /Length ${font.length} >>\nstream\n`), font, Buffer.from('\nendstream')]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  let position = parts[0]!.length;
  const offsets = objects.map((object, i) => {
    const framed = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), object, Buffer.from('\nendobj\n')]);
    parts.push(framed);
    const at = position;
    position += framed.length;
    return at;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${position}\n%%EOF\n`));
  return Buffer.concat(parts);
}
