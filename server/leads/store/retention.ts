/** Retention: leads, their deliveries and CVs past their time, and expired counters and token records. */
import { and, eq, inArray, lt, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ackRecipients, applications, formTokenUses, inquiries, outbox, rateLimits } from '../../db/schema.ts';
import type { CvStore } from '../cv/store.ts';

/** The rows of a table with an `expires_at` (a counter's window, a token's lifetime) that has ended. */
const ended = (table: typeof ackRecipients | typeof rateLimits | typeof formTokenUses) => lte(table.expiresAt, sql`now()`);

/** Deletes the ended rows of `table` and says how many went. */
async function deleteEnded(db: Db, table: typeof rateLimits | typeof formTokenUses): Promise<number> {
  const gone = await db.delete(table).where(ended(table)).returning({ expiresAt: table.expiresAt });
  return gone.length;
}

/**
 * With the leads' purge (before the leads go, as `leadsToPurge` selects them): the
 * acknowledgement rows of purged leads, and recipient entries whose window has ended.
 */
async function purgeAcknowledgements(tx: Pick<Db, 'delete'>, leadsToPurge: SQLWrapper[]): Promise<void> {
  await tx.delete(outbox).where(and(eq(outbox.kind, 'acknowledgement'), or(...leadsToPurge.map((leads) => inArray(outbox.leadId, leads)))));
  await tx.delete(ackRecipients).where(ended(ackRecipients));
}

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
    purgeExpiredRateLimits: () => deleteEnded(db, rateLimits),

    /** Deletes the records of used form tokens whose hard lifetime has ended (written by store/intake.ts). */
    purgeEndedFormTokenUses: () => deleteEnded(db, formTokenUses),
  };
}

export type LeadRetention = ReturnType<typeof leadRetention>;
