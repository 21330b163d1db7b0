/**
 * The built site held in memory: every file of the manifest and its precompressed siblings,
 * read once per release (dist/ is a few MB). Node serves every path in production too (nginx
 * only proxies: deploy/nginx), and holding a release as one value is what makes a publish an
 * atomic swap (current-release.ts): a request never sees half of a new build on disk. Serving
 * is then a map lookup and one write, with no stat, open or stream per request.
 *
 * Each encoding is its own representation with its own strong ETag (a hash of its bytes).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import Negotiator from 'negotiator';
import type { Manifest } from './manifest.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Representation {
  body: Buffer;
  etag: string;
  encoding: Encoding;
}

export interface StoredFile {
  contentType: string;
  /** HTTP-date of the file's modification time. */
  lastModified: string;
  /** Seconds since the epoch, for If-Modified-Since comparisons. */
  modifiedSeconds: number;
  /** Available representations, best first (br, gzip, identity). */
  representations: Representation[];
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

function contentTypeOf(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const siblings: Array<[Encoding, string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

function etagOf(body: Buffer, encoding: Encoding): string {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
}

async function readOptional(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function loadFile(distDir: string, file: string): Promise<StoredFile> {
  const path = join(distDir, file);
  const [identity, info] = await Promise.all([readFile(path), stat(path)]);
  const representations: Representation[] = [];
  for (const [encoding, suffix] of siblings) {
    const body = await readOptional(path + suffix);
    if (body) representations.push({ body, encoding, etag: etagOf(body, encoding) });
  }
  representations.push({ body: identity, encoding: 'identity', etag: etagOf(identity, 'identity') });
  const modifiedSeconds = Math.floor(info.mtimeMs / 1000);
  return {
    contentType: contentTypeOf(file),
    lastModified: new Date(modifiedSeconds * 1000).toUTCString(),
    modifiedSeconds,
    representations,
  };
}

/** Reads every served file and every 404 page of the manifest, keyed by dist-relative path. */
export async function loadFileStore(distDir: string, manifest: Manifest): Promise<Map<string, StoredFile>> {
  const files = [...[...manifest.files.values()].map((entry) => entry.file), ...Object.values(manifest.notFoundPages)];
  const store = new Map<string, StoredFile>();
  await Promise.all(files.map(async (file) => store.set(file, await loadFile(distDir, file))));
  return store;
}

/**
 * The codings a request accepts, from `Accept-Encoding` (q=0 refuses; no header means
 * identity only; `*` stands for any coding not named). RFC 9110 §8.4.1.3: `x-gzip` is gzip.
 */
export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const normalized = header?.replace(/\bx-gzip\b/gi, 'gzip');
  const accepted = new Negotiator({ headers: { 'accept-encoding': normalized } }).encodings(['br', 'gzip']) as Encoding[];
  return new Set<Encoding>(['identity', ...accepted]);
}

export function chooseRepresentation(stored: StoredFile, acceptEncoding: string | undefined): Representation {
  const accepted = acceptedEncodings(acceptEncoding);
  const identity = stored.representations[stored.representations.length - 1] as Representation;
  return stored.representations.find((r) => accepted.has(r.encoding)) ?? identity;
}

/** RFC 9110 §13.1.2 (weak comparison) and §13.1.3: is the client's copy still current? */
export function isNotModified(
  headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined },
  representation: Representation,
  stored: StoredFile,
  now = Date.now(),
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === representation.etag);
  }
  const since = headers['if-modified-since'];
  if (since === undefined) return false;
  const sinceMs = Date.parse(since);
  // A date in the future is invalid (RFC 9110 §13.1.3): it proves nothing about the client's copy.
  if (!Number.isFinite(sinceMs) || sinceMs > now) return false;
  return stored.modifiedSeconds <= Math.floor(sinceMs / 1000);
}
