/**
 * Reads a multipart body into plain fields and at most one file. The file is streamed to a
 * temporary file under `${DATA_DIR}/uploads` (0600) while its SHA-256 is computed, with the
 * size limit enforced by the parser as the bytes arrive: a CV never sits whole in memory.
 * The caller owns the staged file and must remove it (`discardStaged`) unless it was stored.
 * Limit violations surface as the plugin's 413 errors, handled by the API's error handler.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { cvField } from '../../src/forms/schemas.ts';
/** An upload streamed to a temporary file (the leads' CV store takes it as a StagedCv, which has the same shape). */
export interface StagedFile {
  path: string;
  size: number;
  sha256: string;
}

export interface UploadedFile extends StagedFile {
  fieldname: string;
  filename: string;
}

export interface MultipartBody {
  fields: Record<string, unknown>;
  file: UploadedFile | null;
  /** A file part under a name other than the form's CV field (cvField), or a second file. */
  unexpectedFile: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The fields readMultipart has read so far, so the answer to a limit error can still use the
     * form's locale. Null until a multipart body is read (decorated null in the /api scope).
     */
    multipartFields: Record<string, unknown> | null;
  }
}

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/**
 * Removes staged uploads left by a process that died mid-upload (SIGKILL, power loss): they
 * hold personal data and belong to no lead. Only files older than `olderThanMs` go, so a
 * server sharing the folder never loses an upload in progress.
 */
export async function sweepStaleUploads(dataDir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  const dir = uploadsDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > olderThanMs) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

export async function discardStaged(file: Pick<StagedFile, 'path'> | null | undefined): Promise<void> {
  if (file) await rm(file.path, { force: true });
}

/** `dataDir` is where uploads are staged (only the application form posts multipart, decision 0058). */
export async function readMultipart(request: FastifyRequest, dataDir: string): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, file: null, unexpectedFile: false };
  request.multipartFields = body.fields;
  // A connection that closes mid-body (client gone, or cut off by body-timeout.ts) does not
  // always end the parser's iteration: without this the handler, its upload slot and its
  // staged file would wait forever.
  const abort = new AbortController();
  const onClose = () => {
    if (!request.raw.complete)
      abort.abort(Object.assign(new Error('the client closed the connection mid-body'), { statusCode: 400, code: 'LEADS_CLIENT_GONE' }));
  };
  // Both: the request may not report a socket that closes after an answer was already sent (408).
  const socket = request.raw.socket;
  request.raw.once('close', onClose);
  socket?.once('close', onClose);
  const gone = new Promise<never>((_, reject) =>
    abort.signal.addEventListener('abort', () => reject(abort.signal.reason as Error), { once: true }),
  );
  gone.catch(() => {});
  try {
    const collecting = collect(request, dataDir, body, abort.signal);
    // When `gone` wins, the aborted pipeline rejects here too, after removing its partial file.
    collecting.catch(() => {});
    await Promise.race([collecting, gone]);
  } catch (error) {
    await discardStaged(body.file);
    body.file = null;
    // Limit errors carry their status (413); busboy's own parse errors ("Unexpected end of
    // form", "Malformed part header"…) do not, and are the client's fault: 400, not 500.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw Object.assign(new Error(`malformed multipart body: ${(error as Error).message}`), {
      statusCode: 400,
      code: 'LEADS_MALFORMED_MULTIPART',
    });
  } finally {
    request.raw.off('close', onClose);
    socket?.off('close', onClose);
  }
  return body;
}

async function collect(request: FastifyRequest, dataDir: string, body: MultipartBody, signal: AbortSignal): Promise<void> {
  let cut: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== cvField || body.file) {
        // Always read the stream to its end (an unread part stalls the parser), counting only.
        let size = 0;
        part.file.on('data', (chunk: Buffer) => (size += chunk.length));
        await finished(part.file);
        if (size > 0 || part.filename) body.unexpectedFile = true;
        continue;
      }
      const staged = await stage(part.file, dataDir, signal);
      if (signal.aborted) {
        await discardStaged(staged);
        return;
      }
      // busboy stops at the limit and ends the stream "truncated": the file is too large.
      if (part.file.truncated) {
        await discardStaged(staged);
        throw Object.assign(new Error('request file too large'), { statusCode: 413, code: 'FST_REQ_FILE_TOO_LARGE' });
      }
      // A browser sends an empty part with no name when no file was chosen.
      if (staged.size === 0 && !part.filename) {
        await discardStaged(staged);
        continue;
      }
      body.file = { ...staged, fieldname: part.fieldname, filename: part.filename };
    } else if (part.valueTruncated) {
      // busboy cut the value at the parser's fieldSize: a cut value would be stored as if whole.
      // Read on, so the answer can use the locale field that may follow.
      cut ??= part.fieldname;
    } else if (!(part.fieldname in body.fields)) {
      // First value wins; a repeated field is not a list here.
      body.fields[part.fieldname] = part.value;
    }
  }
  if (cut !== undefined)
    throw Object.assign(new Error('multipart field value over the size limit'), {
      statusCode: 400,
      code: 'LEADS_FIELD_TOO_LONG',
      field: cut,
    });
}

async function stage(source: NodeJS.ReadableStream, dataDir: string, signal: AbortSignal): Promise<StagedFile> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const path = join(dir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    // A body that breaks off (client gone, malformed part) fails this pipeline; the partial
    // file is removed.
    await pipeline(source, tap, createWriteStream(path, { mode: 0o600 }), { signal });
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, size, sha256: hash.digest('hex') };
}
