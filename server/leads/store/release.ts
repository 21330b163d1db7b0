/**
 * Releasing a lead the spam checks misjudged (npm run leads -- release): it becomes a received
 * lead and its deliveries are queued, in one transaction, exactly as if it had passed.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, inquiries } from '../../db/schema.ts';
import type { Inquiry } from '../../../src/forms/schemas.ts';
import { countryName, inquiryPayload } from '../compose.ts';
import { disarmPayload, queueHrDeliveries } from '../cv-disarm-records.ts';
import { routeInquiry } from '../routing.ts';
import { inquiryEvent } from '../webhooks/event.ts';
import { queueWebhooks } from '../webhooks/queue.ts';
import { outboxInserter, type RepositoryOptions } from './shared.ts';

export function leadRelease(db: Db, options: RepositoryOptions) {
  const insertOutbox = outboxInserter(options);
  return {
    /**
     * Releases a lead stored as spam (a person the time trap or honeypot misjudged): it becomes
     * a received lead and its e-mail is queued, in one transaction, exactly as if it had passed.
     */
    async release(leadId: string): Promise<'released' | 'not-found' | 'not-spam'> {
      return db.transaction(async (tx) => {
        const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, leadId)).for('update');
        if (inquiry) {
          if (inquiry.status !== 'spam') return 'not-spam';
          await tx.update(inquiries).set({ status: 'received', spam: false }).where(eq(inquiries.id, leadId));
          const input = { ...inquiry, website: '', locale: inquiry.locale as Inquiry['locale'] } satisfies Inquiry;
          const route = routeInquiry(inquiry.country, options.SALES_EMAIL, options.branches());
          await insertOutbox(tx, 'inquiry', leadId, inquiryPayload(input, route, countryName(inquiry.country)));
          await queueWebhooks(tx, options.webhookUrls, inquiryEvent(leadId, input, route, inquiry.createdAt));
          return 'released';
        }
        const [application] = await tx
          .select({ ...getTableColumns(applications), cv: sql`null` })
          .from(applications)
          .where(eq(applications.id, leadId))
          .for('update');
        if (!application) return 'not-found';
        if (application.status !== 'spam') return 'not-spam';
        await tx.update(applications).set({ status: 'received', spam: false }).where(eq(applications.id, leadId));
        // A quarantined CV is converted first; the conversion then queues HR's deliveries.
        if (application.cvState === 'quarantined') await insertOutbox(tx, 'cv-disarm', leadId, disarmPayload);
        else await queueHrDeliveries(tx, options, application);
        return 'released';
      });
    },
  };
}
