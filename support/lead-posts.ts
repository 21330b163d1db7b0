/**
 * What a test and a benchmark both post to the forms' API: a valid inquiry, a valid
 * application, the multipart encoding of an application with its CV, and a real one-page PDF
 * for that CV (the server parses CVs, so a file with only the right magic bytes would fail).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';

async function onePagePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawText('Omar Khalil - Curriculum vitae', { x: 50, y: 780, size: 18, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

export const pdfFile = await onePagePdf();

export const validInquiry = {
  name: 'Layla Haddad',
  email: 'layla@example.com',
  phoneNumber: '+966 50 123 4567',
  country: 'SA',
  message: 'We would like a demo of the construction ERP.',
  locale: 'en',
  page: '/contact',
};

export const validApplication = {
  name: 'Omar Khalil',
  email: 'omar@example.com',
  phoneNumber: '+20 100 123 4567',
  message: 'Senior sales engineer',
  position: 'sales',
  locale: 'en',
};

/** Encodes fields and files as multipart/form-data (inject has no FormData encoder). */
export function multipartBody(
  fields: Record<string, string>,
  files: Array<{ name: string; filename: string; content: Buffer; type?: string }> = [],
  boundary = `----leadtest${Math.random().toString(16).slice(2)}`,
) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
