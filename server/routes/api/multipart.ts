/**
 * Reads a multipart body into plain fields and at most one file, buffered (the CV is bounded
 * by CV_MAX_BYTES and stored in the database anyway). Limit violations surface as the
 * plugin's 413 errors, handled by the API's error handler.
 */
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, unknown>;
  file: UploadedFile | null;
  /** A file part under a name we do not take, or a second file. */
  unexpectedFile: boolean;
}

const fileFields = new Set(['file', 'cv']);

export async function readMultipart(request: FastifyRequest, acceptFile: boolean): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, file: null, unexpectedFile: false };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Always read the stream to its end: an unread part stalls the parser.
      const bytes = await part.toBuffer();
      if (!acceptFile || !fileFields.has(part.fieldname) || body.file) {
        body.unexpectedFile = true;
        continue;
      }
      // A browser sends an empty part with no name when no file was chosen.
      if (bytes.length === 0 && !part.filename) continue;
      body.file = { fieldname: part.fieldname, filename: part.filename, bytes };
    } else if (!(part.fieldname in body.fields)) {
      // First value wins; a repeated field is not a list here.
      body.fields[part.fieldname] = part.value;
    }
  }
  return body;
}
