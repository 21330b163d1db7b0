/**
 * Where CV bytes live once a lead is accepted, chosen by the database: files beside PGlite,
 * chunk rows in PostgreSQL. Only storage: it imports server/db and packages, nothing of the
 * services, routes, plugins or HTTP (decision 0044).
 */
import { createReadStream } from 'node:fs';
import { chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { cvChunks } from '../../db/schema.ts';

/** An upload streamed to a temporary file under DATA_DIR (see server/http/multipart.ts). */
export interface StagedCv {
  path: string;
  size: number;
  sha256: string;
}

/**
 * Where CV bytes live once a lead is accepted. `persist` runs inside the lead's transaction
 * (`tx`); when that transaction fails the caller calls `discard`, so no CV outlives its lead.
 */
export interface CvStore {
  readonly kind: 'files' | 'database';
  persist(tx: Db, applicationId: string, staged: StagedCv): Promise<void>;
  discard(applicationId: string): Promise<void>;
  /** The bytes as a stream, or null when this store has none for the id. */
  open(applicationId: string): Promise<Readable | null>;
  /** Removes the CVs of purged applications (inside the purge transaction). */
  remove(tx: Db, applicationIds: string[]): Promise<void>;
}

export function cvStoreFor(database: Pick<Database, 'kind' | 'db'>, dataDir: string): CvStore {
  return database.kind === 'postgres' ? createChunkCvStore(database.db) : createFileCvStore(dataDir);
}

// CVs as files under `${DATA_DIR}/cvs/` for the embedded default: PGlite's WebAssembly memory
// grows with every large value it holds and never gives it back, so CV bytes never go through
// it. The staged upload is renamed into place (same file system, atomic) and fsynced before the
// lead's transaction commits; only the server's user can read them.

const idPattern = /^[0-9a-f-]{36}$/;

function createFileCvStore(dataDir: string): CvStore {
  const dir = join(dataDir, 'cvs');
  const fileFor = (id: string) => {
    // Ids are UUIDs we generated; never let anything else become a path.
    if (!idPattern.test(id)) throw new Error('invalid application id');
    return join(dir, id);
  };
  let ready: Promise<void> | undefined;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true, mode: 0o700 }).then(() => chmod(dir, 0o700)));

  return {
    kind: 'files',
    async persist(_tx, applicationId, staged: StagedCv) {
      await ensureDir();
      const target = fileFor(applicationId);
      await rename(staged.path, target);
      await chmod(target, 0o600);
      const handle = await open(target, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    async discard(applicationId) {
      await rm(fileFor(applicationId), { force: true });
    },
    async open(applicationId) {
      const file = fileFor(applicationId);
      const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return handle ? createReadStream('', { fd: handle, autoClose: true }) : null;
    },
    async remove(_tx, applicationIds) {
      await Promise.all(applicationIds.map((id) => rm(fileFor(id), { force: true })));
    },
  };
}

// CVs on PostgreSQL: `cv_chunks` rows of 256 KiB, written one at a time from the staged file
// inside the lead's transaction and read back one at a time, so several servers sharing the
// database can all attach any CV, and no server holds a whole CV in memory.
//

const chunkBytes = 256 * 1024;

function createChunkCvStore(db: Db): CvStore {
  return {
    kind: 'database',
    async persist(tx, applicationId, staged: StagedCv) {
      let seq = 0;
      for await (const chunk of createReadStream(staged.path, { highWaterMark: chunkBytes })) {
        await tx.insert(cvChunks).values({ applicationId, seq: seq++, bytes: chunk as Buffer });
      }
    },
    // The transaction that failed took the rows with it.
    async discard() {},
    async open(applicationId) {
      const [first] = await db
        .select({ seq: cvChunks.seq })
        .from(cvChunks)
        .where(eq(cvChunks.applicationId, applicationId))
        .orderBy(asc(cvChunks.seq))
        .limit(1);
      if (!first) return null;
      let next = -1;
      return Readable.from(
        (async function* chunks() {
          for (;;) {
            const [row] = await db
              .select({ seq: cvChunks.seq, bytes: cvChunks.bytes })
              .from(cvChunks)
              .where(and(eq(cvChunks.applicationId, applicationId), gt(cvChunks.seq, next)))
              .orderBy(asc(cvChunks.seq))
              .limit(1);
            if (!row) return;
            next = row.seq;
            yield row.bytes;
          }
        })(),
        { objectMode: false },
      );
    },
    async remove(tx, applicationIds) {
      if (applicationIds.length) await tx.delete(cvChunks).where(inArray(cvChunks.applicationId, applicationIds));
    },
  };
}
