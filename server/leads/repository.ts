/**
 * Every read and write of leads and their outbox rows. The two inserts that accept a lead run
 * in one transaction with the lead's outbox row, which is what lets the API answer 201 only
 * when the e-mail is as durable as the lead itself.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, getTableColumns, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, inquiries, outbox, rateLimits, type OutboxKind, type OutboxStatus } from '../db/schema.ts';
import { messageIdFor } from '../mail/message.ts';
import type { Application, Inquiry } from '../../src/forms/schemas.ts';
import { countryName, inquiryPayload, type OutboxPayload } from './compose.ts';
import { routeInquiry } from './routing.ts';
import { purgeAcknowledgements, queueAcknowledgement, type AcknowledgementSettings } from './acknowledgement.ts';
import type { CvType } from './cv-type.ts';
import { disarmPayload, queueHrDeliveries } from './cv-disarm-records.ts';
import type { CvStore, StagedCv } from './cv-store/index.ts';
import { inquiryEvent } from './webhooks/event.ts';
import { queueWebhooks } from './webhooks/queue.ts';
import { webhookDestination } from './webhooks/settings.ts';
import { purgeEndedFormTokenUses, recordFormTokenUse, type FormTokenUse } from './form-token-uses.ts';

export interface RepositoryOptions extends AcknowledgementSettings {
  SALES_EMAIL: string;
  HR_EMAIL: string;
  MAIL_FROM: string;
  /** LEAD_WEBHOOK_URL, parsed (server/config.ts): each accepted lead gets one webhook row per URL. */
  webhookUrls?: readonly string[];
}

export interface CvFile extends StagedCv {
  type: CvType;
  fileName: string;
}

export interface OutboxRow {
  id: string;
  kind: OutboxKind;
  leadId: string;
  payload: OutboxPayload;
  messageId: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: Date;
  retriedAt: Date | null;
}

export type LeadKind = 'inquiries' | 'applications';

/** A lead's spam columns: flagged leads are kept (and releasable), never mailed. */
const spamColumns = (spamReason: string | null) => ({
  status: spamReason ? ('spam' as const) : ('received' as const),
  spam: spamReason !== null,
  spamReason,
});

/** A delivery back in the queue, due now, with a fresh attempt count and time allowance. */
const requeued = () => ({
  status: 'pending' as const,
  attempts: 0,
  nextAttemptAt: sql`now()`,
  leaseUntil: null,
  retriedAt: sql`now()`,
  updatedAt: sql`now()`,
});

/** `now() + ms`, computed by the database so several servers share one clock. */
const inMs = (ms: number) => sql`now() + (${Math.max(0, Math.round(ms))}::double precision * interval '1 millisecond')`;

/** A claim's lease: one for every kind, or one per kind (a webhook times out sooner than SMTP). */
export type LeaseMs = number | ({ default: number } & Partial<Record<OutboxKind, number>>);
function leaseUntil(lease: LeaseMs) {
  if (typeof lease === 'number') return inMs(lease);
  const cases = Object.entries(lease)
    .filter(([kind]) => kind !== 'default')
    .map(([kind, ms]) => sql`when ${kind} then ${sql.raw(String(Math.max(0, Math.round(ms))))}`);
  if (!cases.length) return inMs(lease.default);
  // Numbers rendered inline (rounded integers we computed): a bound parameter's type would be unknown inside CASE.
  return sql`now() + ((case ${outbox.kind} ${sql.join(cases, sql` `)} else ${sql.raw(String(Math.max(0, Math.round(lease.default))))} end)::double precision * interval '1 millisecond')`;
}

export function createLeadRepository(db: Db, options: RepositoryOptions, cvStore: CvStore) {
  async function insertOutbox(tx: Pick<Db, 'insert'>, kind: OutboxKind, leadId: string, payload: OutboxPayload) {
    const id = randomUUID();
    await tx.insert(outbox).values({ id, kind, leadId, payload, messageId: messageIdFor(id, options.MAIL_FROM) });
  }

  /** Applications stored before CVs left the row still carry their bytes there. */
  async function legacyCvStream(applicationId: string): Promise<Readable | null> {
    const [row] = await db.select({ bytes: applications.cv }).from(applications).where(eq(applications.id, applicationId));
    return row?.bytes ? Readable.from([row.bytes]) : null;
  }

  return {
    /**
     * Stores an inquiry; unless it is spam, queues its e-mail in the same transaction. With
     * `tokenUse`, records the form token's use first: FormTokenUsedError if it served a lead already.
     */
    async insertInquiry(input: Inquiry, spamReason: string | null, tokenUse: FormTokenUse | null = null): Promise<string> {
      const id = randomUUID();
      const route = routeInquiry(input.country, options.SALES_EMAIL);
      await db.transaction(async (tx) => {
        if (tokenUse) await recordFormTokenUse(tx, tokenUse);
        await tx.insert(inquiries).values({
          id,
          name: input.name,
          email: input.email,
          phoneNumber: input.phoneNumber,
          country: input.country,
          message: input.message,
          locale: input.locale,
          page: input.page,
          branchId: route.branchId,
          ...spamColumns(spamReason),
        });
        if (!spamReason) await insertOutbox(tx, 'inquiry', id, inquiryPayload(input, route.to, countryName(input.country)));
        if (!spamReason) await queueWebhooks(tx, options.webhookUrls, inquiryEvent(id, input, route, new Date()));
        if (!spamReason)
          await queueAcknowledgement(
            tx,
            options,
            { kind: 'inquiry', email: input.email, locale: input.locale, branchId: route.branchId, salesTo: route.to },
            (payload) => insertOutbox(tx, 'acknowledgement', id, payload),
          );
      });
      return id;
    },

    /**
     * Stores an application with its CV (staged on disk, its type checked by magic bytes): the
     * original goes to the CV store in quarantine, inside the same transaction as the lead and
     * its 'cv-disarm' row; the HR mail and webhooks are queued once the CV is rebuilt
     * (docs/decisions/0026). If the transaction fails, the stored CV is discarded.
     */
    async insertApplication(
      input: Application,
      cv: CvFile,
      spamReason: string | null,
      tokenUse: FormTokenUse | null = null,
    ): Promise<string> {
      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          if (tokenUse) await recordFormTokenUse(tx, tokenUse);
          await cvStore.persist(tx, id, cv);
          await tx.insert(applications).values({
            id,
            name: input.name,
            email: input.email,
            phoneNumber: input.phoneNumber,
            jobTitle: input.message,
            position: input.position,
            locale: input.locale,
            cv: null,
            cvSha256: cv.sha256,
            cvSize: cv.size,
            cvType: cv.type,
            cvFileName: cv.fileName,
            cvState: 'quarantined',
            ...spamColumns(spamReason),
          });
          if (!spamReason) await insertOutbox(tx, 'cv-disarm', id, disarmPayload);
          if (!spamReason)
            await queueAcknowledgement(
              tx,
              options,
              { kind: 'application', email: input.email, locale: input.locale, position: input.position },
              (payload) => insertOutbox(tx, 'acknowledgement', id, payload),
            );
        });
      } catch (error) {
        await cvStore.discard(id).catch(() => {});
        throw error;
      }
      return id;
    },

    /**
     * Claims up to `limit` due messages: pending ones whose time has come, and 'sending' ones
     * whose lease ran out (their worker died). SKIP LOCKED lets concurrent workers take
     * disjoint rows instead of waiting on each other; the returned `attempts` is the claim's
     * fencing token for markSent/markFailed. `kinds` limits the claim to the caller's kinds.
     */
    async claimDue(limit: number, leaseMs: LeaseMs, kinds?: readonly OutboxKind[]): Promise<OutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            and(
              or(
                and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
                and(eq(outbox.status, 'sending'), lt(outbox.leaseUntil, sql`now()`)),
              ),
              kinds ? inArray(outbox.kind, [...kinds]) : undefined,
            ),
          )
          .orderBy(asc(outbox.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (!due.length) return [];
        const rows = await tx
          .update(outbox)
          .set({ status: 'sending', leaseUntil: leaseUntil(leaseMs), attempts: sql`${outbox.attempts} + 1`, updatedAt: sql`now()` })
          .where(
            inArray(
              outbox.id,
              due.map((r) => r.id),
            ),
          )
          .returning();
        return rows.map((r) => ({ ...r, payload: r.payload as OutboxPayload }));
      });
    },

    /** Returns false when the claim was lost (lease expired and another worker took the row). */
    async markSent(row: Pick<OutboxRow, 'id' | 'attempts'>): Promise<boolean> {
      const done = await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, leaseUntil: null, lastError: null, updatedAt: sql`now()` })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts)))
        .returning({ id: outbox.id });
      return done.length === 1;
    },

    /** Schedules the next attempt after `retryInMs`, or marks the row failed for good. */
    async markFailed(row: Pick<OutboxRow, 'id' | 'attempts'>, error: string, final: boolean, retryInMs: number): Promise<void> {
      await db
        .update(outbox)
        .set(
          final
            ? { status: 'failed', leaseUntil: null, lastError: error.slice(0, 2000), updatedAt: sql`now()` }
            : {
                status: 'pending',
                leaseUntil: null,
                nextAttemptAt: inMs(retryInMs),
                lastError: error.slice(0, 2000),
                updatedAt: sql`now()`,
              },
        )
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts)));
    },

    /**
     * Re-queues a failed (or waiting) delivery with a fresh time allowance; a sent one stays
     * sent. Plain row updates: it works from the CLI while servers are running.
     */
    async retry(outboxId: string): Promise<'requeued' | 'not-found' | 'already-sent' | 'in-flight'> {
      const [row] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, outboxId));
      if (!row) return 'not-found';
      if (row.status === 'sent') return 'already-sent';
      const done = await db
        .update(outbox)
        .set(requeued())
        .where(and(eq(outbox.id, outboxId), inArray(outbox.status, ['failed', 'pending'])))
        .returning({ id: outbox.id });
      return done.length ? 'requeued' : 'in-flight';
    },

    /** Re-queues every failed delivery (after an outage longer than OUTBOX_MAX_AGE_HOURS). */
    async retryFailed(): Promise<string[]> {
      const done = await db.update(outbox).set(requeued()).where(eq(outbox.status, 'failed')).returning({ id: outbox.id });
      return done.map((row) => row.id);
    },

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
          hasLegacyBytes: sql<boolean>`${applications.cv} is not null`,
        })
        .from(applications)
        .where(eq(applications.id, applicationId));
      if (!row || (row.state !== 'rebuilt' && row.state !== 'inspected')) return null;
      const stream = row.hasLegacyBytes ? await legacyCvStream(applicationId) : await cvStore.open(applicationId);
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
        const { id, createdAt, name, email, phoneNumber, country, message, locale, page, branchId, status, spamReason } = inquiries;
        return db
          .select({ id, createdAt, name, email, phoneNumber, country, message, locale, page, branchId, status, spamReason, ...delivery })
          .from(inquiries)
          .leftJoin(outbox, joinOn(inquiries.id))
          .where(since ? gte(inquiries.createdAt, since) : undefined)
          .orderBy(asc(inquiries.createdAt), asc(inquiries.id));
      }
      const {
        id,
        createdAt,
        name,
        email,
        phoneNumber,
        jobTitle,
        position,
        locale,
        cvFileName,
        cvType,
        cvSize,
        cvSha256,
        cvState,
        status,
        spamReason,
      } = applications;
      return db
        .select({
          id,
          createdAt,
          name,
          email,
          phoneNumber,
          jobTitle,
          position,
          locale,
          cvFileName,
          cvType,
          cvSize,
          cvSha256,
          cvState,
          status,
          spamReason,
          ...delivery,
        })
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

    /** Deletes the records of used form tokens whose hard lifetime has ended (form-token-uses.ts). */
    purgeEndedFormTokenUses: () => purgeEndedFormTokenUses(db),
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
