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

/** Fields read before a limit error, so the error answer can still use the form's locale. */
const partialFields = new WeakMap<FastifyRequest, Record<string, unknown>>();
export const fieldsReadSoFar = (request: FastifyRequest) => partialFields.get(request) ?? {};

export async function readMultipart(request: FastifyRequest, acceptFile: boolean): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, file: null, unexpectedFile: false };
  partialFields.set(request, body.fields);
  try {
    await collect(request, acceptFile, body);
  } catch (error) {
    // Limit errors carry their status (413); busboy's own parse errors ("Unexpected end of
    // form", "Malformed part header"…) do not, and are the client's fault: 400, not 500.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw Object.assign(new Error(`malformed multipart body: ${(error as Error).message}`), { statusCode: 400, code: 'LEADS_MALFORMED_MULTIPART' });
  }
  return body;
}

async function collect(request: FastifyRequest, acceptFile: boolean, body: MultipartBody): Promise<void> {
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
}
