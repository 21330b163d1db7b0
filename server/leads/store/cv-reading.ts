/** A stored CV as a stream, for the HR mail's attachment and the CV download links. */
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import type { CvStore } from '../cv/store/index.ts';
import type { CvType } from '../cv/type.ts';

export function cvReading(db: Db, cvStore: CvStore) {
  return {
    /**
     * The CV as a stream (never whole in memory), with what the e-mail needs to name it: the
     * rebuilt PDF. A quarantined original is never handed out (null), nor is anything for a
     * refused CV.
     */
    async openCv(applicationId: string): Promise<{ stream: Readable; size: number; fileName: string; type: CvType } | null> {
      const [row] = await db
        .select({
          size: applications.cvSize,
          fileName: applications.cvFileName,
          type: applications.cvType,
          state: applications.cvState,
        })
        .from(applications)
        .where(eq(applications.id, applicationId));
      if (row?.state !== 'rebuilt') return null;
      const stream = await cvStore.open(applicationId);
      return stream ? { stream, size: row.size, fileName: row.fileName, type: row.type } : null;
    },
  };
}
