/**
 * What the sales and HR team's tools read and do (npm run leads, the CV links): listings,
 * releasing a lead the spam checks misjudged, and a rebuilt CV as a stream.
 */
import type { Readable } from 'node:stream';
import { and, asc, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, inquiries, outbox, type OutboxKind, type OutboxStatus } from '../../db/schema.ts';
import type { Inquiry } from '../../../src/forms/schemas.ts';
import { countryName, inquiryPayload } from '../compose.ts';
import { disarmPayload, queueHrDeliveries } from '../cv-disarm-records.ts';
import type { CvStore } from '../cv-store/index.ts';
import { routeInquiry } from '../routing.ts';
import { inquiryEvent } from '../webhooks/event.ts';
import { queueWebhooks } from '../webhooks/queue.ts';
import { webhookDestination } from '../webhooks/settings.ts';
import { outboxInserter, type LeadKind, type RepositoryOptions } from './shared.ts';

/** The columns the team's listings show, in their order (never the CV bytes or the spam flag). */
const inquiryColumns = [
  'id',
  'createdAt',
  'name',
  'email',
  'phoneNumber',
  'country',
  'message',
  'locale',
  'page',
  'branchId',
  'status',
  'spamReason',
] as const;
const applicationColumns = [
  'id',
  'createdAt',
  'name',
  'email',
  'phoneNumber',
  'jobTitle',
  'position',
  'locale',
  'cvFileName',
  'cvType',
  'cvSize',
  'cvSha256',
  'cvState',
  'status',
  'spamReason',
] as const;

function pick<T extends object, K extends keyof T>(table: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, K>;
}

export function leadAdmin(db: Db, options: RepositoryOptions, cvStore: CvStore) {
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
          const route = routeInquiry(inquiry.country, options.SALES_EMAIL);
          await insertOutbox(tx, 'inquiry', leadId, inquiryPayload(input, route.to, countryName(inquiry.country)));
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

    /**
     * The CV as a stream (never whole in memory), with what the e-mail needs to name it: the
     * rebuilt PDF, or an application's from before decision 0026. A quarantined original is
     * never handed out (null), nor is anything for a refused CV.
     */
    async openCv(applicationId: string): Promise<{ stream: Readable; size: number; fileName: string; type: string } | null> {
      const [row] = await db
        .select({
          size: applications.cvSize,
          fileName: applications.cvFileName,
          type: applications.cvType,
          state: applications.cvState,
        })
        .from(applications)
        .where(eq(applications.id, applicationId));
      if (!row || (row.state !== 'rebuilt' && row.state !== 'inspected')) return null;
      const stream = await cvStore.open(applicationId);
      return stream ? { stream, size: row.size, fileName: row.fileName, type: row.type } : null;
    },

    /** Leads (without CV bytes) with their delivery state, oldest first. */
    async listLeads(kind: LeadKind, since?: Date) {
      const outboxKind: OutboxKind = kind === 'inquiries' ? 'inquiry' : 'application';
      const delivery = {
        outboxId: outbox.id,
        deliveryStatus: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        sentAt: outbox.sentAt,
      };
      const joinOn = (leadId: typeof inquiries.id | typeof applications.id) => and(eq(outbox.leadId, leadId), eq(outbox.kind, outboxKind));
      if (kind === 'inquiries') {
        return db
          .select({ ...pick(inquiries, inquiryColumns), ...delivery })
          .from(inquiries)
          .leftJoin(outbox, joinOn(inquiries.id))
          .where(since ? gte(inquiries.createdAt, since) : undefined)
          .orderBy(asc(inquiries.createdAt), asc(inquiries.id));
      }
      return db
        .select({ ...pick(applications, applicationColumns), ...delivery })
        .from(applications)
        .leftJoin(outbox, joinOn(applications.id))
        .where(since ? gte(applications.createdAt, since) : undefined)
        .orderBy(asc(applications.createdAt), asc(applications.id));
    },

    /** Deliveries with their destination: the mail recipient, or a webhook's host (never its full URL). */
    async listOutbox(status?: OutboxStatus) {
      const rows = await db
        .select({
          id: outbox.id,
          kind: outbox.kind,
          leadId: outbox.leadId,
          messageId: outbox.messageId,
          status: outbox.status,
          attempts: outbox.attempts,
          nextAttemptAt: outbox.nextAttemptAt,
          lastError: outbox.lastError,
          sentAt: outbox.sentAt,
          createdAt: outbox.createdAt,
          to: sql<string | null>`${outbox.payload}->>'to'`,
          url: sql<string | null>`${outbox.payload}->>'url'`,
        })
        .from(outbox)
        .where(status ? eq(outbox.status, status) : undefined)
        .orderBy(asc(outbox.createdAt));
      return rows.map(({ to, url, ...row }) => ({ ...row, destination: url ? webhookDestination(url) : (to ?? '') }));
    },
  };
}
