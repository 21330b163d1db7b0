/**
 * What the sales and HR team's listings read (npm run leads -- list, export, outbox): leads
 * with their delivery state, and deliveries with their destination.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, inquiries, outbox, type OutboxKind, type OutboxStatus } from '../../db/schema.ts';
import type { LeadKind } from './shared.ts';

/** The columns the team's listings show, in their order (never the CV bytes). */
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

export function leadListings(db: Db) {
  return {
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

    /** Deliveries with the mail recipient or the webhook URL they go to (commands/format.ts shows the URL as its host). */
    async listOutbox(status?: OutboxStatus) {
      return db
        .select({
          id: outbox.id,
          kind: outbox.kind,
          leadId: outbox.leadId,
          messageId: outbox.messageId,
          status: outbox.status,
          attempts: outbox.attempts,
          nextAttemptAt: outbox.nextAttemptAt,
          lastErrorCode: outbox.lastErrorCode,
          lastError: outbox.lastError,
          sentAt: outbox.sentAt,
          createdAt: outbox.createdAt,
          to: sql<string | null>`${outbox.payload}->>'to'`,
          url: sql<string | null>`${outbox.payload}->>'url'`,
        })
        .from(outbox)
        .where(status ? eq(outbox.status, status) : undefined)
        .orderBy(asc(outbox.createdAt));
    },
  };
}
