/**
 * CVs on PostgreSQL: `cv_chunks` rows of 256 KiB, written one at a time from the staged file
 * inside the lead's transaction and read back one at a time, so several servers sharing the
 * database can all attach any CV, and no server holds a whole CV in memory.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { cvChunks } from '../../../db/schema.ts';
import type { CvStore, StagedCv } from './types.ts';

const chunkBytes = 256 * 1024;

export function createChunkCvStore(db: Db): CvStore {
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
