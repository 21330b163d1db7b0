/** Retention: leads, their deliveries and CVs past their time, and expired counters and token records. */
import { inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, inquiries, outbox, rateLimits } from '../../db/schema.ts';
import { purgeAcknowledgements } from './ack-recipients.ts';
import type { CvStore } from '../cv/store/index.ts';
import { purgeEndedFormTokenUses } from './form-token-uses.ts';

export function leadRetention(db: Db, cvStore: CvStore) {
  return {
    /**
     * Deletes leads older than their retention (and their outbox rows, which hold a copy of
     * the personal data in the composed message). Returns how many leads went.
     */
    async purge(retention: { inquiryDays: number; applicationDays: number }): Promise<{ inquiries: number; applications: number }> {
      const cutoff = (days: number) => sql`now() - (${days}::double precision * interval '1 day')`;
      return db.transaction(async (tx) => {
        const oldInquiries = tx
          .select({ id: inquiries.id })
          .from(inquiries)
          .where(lt(inquiries.createdAt, cutoff(retention.inquiryDays)));
        const oldApplications = tx
          .select({ id: applications.id })
          .from(applications)
          .where(lt(applications.createdAt, cutoff(retention.applicationDays)));
        await purgeAcknowledgements(tx, [oldInquiries, oldApplications]);
        // Every kind (mail, webhook, acknowledgement): each row holds a copy of the lead's data.
        await tx.delete(outbox).where(inArray(outbox.leadId, oldInquiries));
        await tx.delete(outbox).where(inArray(outbox.leadId, oldApplications));
        const i = await tx
          .delete(inquiries)
          .where(lt(inquiries.createdAt, cutoff(retention.inquiryDays)))
          .returning({ id: inquiries.id });
        const a = await tx
          .delete(applications)
          .where(lt(applications.createdAt, cutoff(retention.applicationDays)))
          .returning({ id: applications.id });
        await cvStore.remove(
          tx,
          a.map((row) => row.id),
        );
        return { inquiries: i.length, applications: a.length };
      });
    },

    /** Deletes the rate-limit counters whose window has ended (RATE_LIMIT_STORE=database). */
    async purgeExpiredRateLimits(): Promise<number> {
      const gone = await db
        .delete(rateLimits)
        .where(lte(rateLimits.expiresAt, sql`now()`))
        .returning({ key: rateLimits.key });
      return gone.length;
    },

    /** Deletes the records of used form tokens whose hard lifetime has ended (store/form-token-uses.ts). */
    purgeEndedFormTokenUses: () => purgeEndedFormTokenUses(db),
  };
}

export type LeadRetention = ReturnType<typeof leadRetention>;
