/**
 * Releasing a lead the spam checks misjudged (npm run leads -- release): it becomes a received
 * lead and its deliveries are queued, in one transaction, exactly as if it had passed. Which
 * deliveries is the release service's to compose (server/leads/intake/release-service.ts, decision 0044).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, inquiries } from '../../db/schema.ts';
import { insertOutboxRows, type OutboxInsert } from './shared.ts';

type InquiryRow = typeof inquiries.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;

/** The deliveries of a released lead, composed from its row as stored. */
export interface ReleaseDeliveries {
  inquiry(row: InquiryRow): OutboxInsert[];
  application(row: ApplicationRow): OutboxInsert[];
}

export function leadRelease(db: Db) {
  return {
    async release(leadId: string, deliveries: ReleaseDeliveries): Promise<'released' | 'not-found' | 'not-spam'> {
      return db.transaction(async (tx) => {
        const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, leadId)).for('update');
        if (inquiry) {
          if (inquiry.status !== 'spam') return 'not-spam';
          await tx.update(inquiries).set({ status: 'received' }).where(eq(inquiries.id, leadId));
          await insertOutboxRows(tx, deliveries.inquiry(inquiry));
          return 'released';
        }
        const [application] = await tx.select().from(applications).where(eq(applications.id, leadId)).for('update');
        if (!application) return 'not-found';
        if (application.status !== 'spam') return 'not-spam';
        await tx.update(applications).set({ status: 'received' }).where(eq(applications.id, leadId));
        await insertOutboxRows(tx, deliveries.application(application));
        return 'released';
      });
    },
  };
}

export type ReleaseStore = ReturnType<typeof leadRelease>;
