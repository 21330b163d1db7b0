/**
 * The delivery rows (the transactional outbox): a lead is never accepted without its delivery
 * being queued in the same transaction, and a queued delivery never points at nothing.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './column-types.ts';

/**
 * What a delivery row carries: the sales mail ('inquiry'), the HR mail ('application'), the
 * visitor's acknowledgement mail, one signed webhook per configured URL, and an application's
 * CV conversion ('cv-disarm', which queues the HR mail and webhooks when done). `kind` is a text
 * column, so adding a kind needs no migration.
 */
export const outboxKinds = ['inquiry', 'application', 'acknowledgement', 'webhook', 'cv-disarm'] as const;
export type OutboxKind = (typeof outboxKinds)[number];
export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: outboxKinds }).notNull(),
    leadId: uuid('lead_id').notNull(),
    /** The composed message (recipients, subject, text); the CV is read from its lead at send time. */
    payload: jsonb('payload').notNull(),
    /** Derived from the id once, so a resend after a crash carries the same Message-ID. */
    messageId: text('message_id').notNull().unique(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While 'sending', the claim is valid until then; past it another worker may reclaim. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The previous attempt's error, for people (cut to 2,000 characters). */
    lastError: text('last_error'),
    /**
     * The machine name of that error (a DeliveryError's `code`, e.g. 'cv-timeout'), null for any
     * other error: what the next attempt reads, never parsed out of `last_error` (decision 0058).
     */
    lastErrorCode: text('last_error_code'),
    /** Set by `leads retry`: the delivery's time allowance (OUTBOX_MAX_AGE_HOURS) starts again here. */
    retriedAt: timestamp('retried_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The worker's poll: due rows by time. Partial, so sent rows (the bulk) cost nothing.
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    index('outbox_lead_idx').on(t.kind, t.leadId),
  ],
);
