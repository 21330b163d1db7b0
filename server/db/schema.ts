/**
 * The lead-capture tables. Leads and their delivery rows live in one database so that a lead and
 * the e-mail that announces it are committed together (transactional outbox): a lead is never
 * accepted without its delivery being queued, and a queued delivery never points at nothing.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, oneOf } from './column-types.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** 'received' for real leads, 'spam' for tripped honeypots and too-fast posts (never mailed until released). */
export const leadStatuses = ['received', 'spam'] as const;

/**
 * The languages a lead can be written in, and the CV types a CV is judged to be (by its bytes).
 * Listed here because server/db imports nothing of the site or the leads (decision 0044); a
 * lead's insert does not compile if the site's `Locale` or the leads' `CvType` grow past them.
 */
export const leadLocales = ['en', 'ar'] as const;
export const cvTypeNames = ['pdf', 'doc', 'docx'] as const;

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey(),
    createdAt: createdAt(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    country: text('country').notNull(),
    message: text('message').notNull(),
    locale: text('locale', { enum: leadLocales }).notNull(),
    page: text('page').notNull(),
    /** Branch the inquiry was routed to; null when it went to SALES_EMAIL (decision 0058). */
    branchId: text('branch_id'),
    status: text('status', { enum: leadStatuses }).notNull().default('received'),
    spamReason: text('spam_reason'),
  },
  (t) => [index('inquiries_created_at_idx').on(t.createdAt), oneOf('inquiries_locale_check', t.locale, leadLocales)],
);

export const cvStates = ['quarantined', 'rebuilt', 'refused'] as const;
export type CvState = (typeof cvStates)[number];

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey(),
    createdAt: createdAt(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** The job title the applicant typed (the form's `message` field). */
    jobTitle: text('job_title').notNull(),
    position: text('position').notNull(),
    locale: text('locale', { enum: leadLocales }).notNull(),
    /** The CV itself is a file under DATA_DIR (PGlite) or `cv_chunks` rows (PostgreSQL): server/leads/cv/store/. */
    cvSha256: text('cv_sha256').notNull(),
    cvSize: integer('cv_size').notNull(),
    /** Type judged from the bytes (pdf | doc | docx), never from the browser's claim. */
    cvType: text('cv_type', { enum: cvTypeNames }).notNull(),
    cvFileName: text('cv_file_name').notNull(),
    /**
     * Where the CV stands in its disarm and reconstruction (docs/decisions/0026): 'quarantined'
     * (the original, never sent or linked, waiting for its conversion), 'rebuilt' (the stored CV
     * is the rebuilt PDF), 'refused' (it could not be made safe; no CV is kept).
     */
    cvState: text('cv_state', { enum: cvStates }).notNull(),
    status: text('status', { enum: leadStatuses }).notNull().default('received'),
    spamReason: text('spam_reason'),
  },
  (t) => [
    index('applications_created_at_idx').on(t.createdAt),
    oneOf('applications_locale_check', t.locale, leadLocales),
    oneOf('applications_cv_type_check', t.cvType, cvTypeNames),
  ],
);

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

/**
 * Form-post counters shared by every server on one database (RATE_LIMIT_STORE=database): one
 * row per route and client address, reset when a hit finds it expired. Expired rows are purged
 * hourly by the worker.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

/**
 * CV bytes on PostgreSQL, in chunks written one at a time from the uploaded file, so neither a
 * whole CV nor its hex encoding ever sits in the server's memory, and every server on the
 * database can read it.
 */
export const cvChunks = pgTable(
  'cv_chunks',
  {
    applicationId: uuid('application_id').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.seq] })],
);

/**
 * Who received an acknowledgement lately (server/leads/intake/acknowledgement.ts): one row per
 * recipient, keyed by a hash of the normalised address (never the address itself), so "at
 * most one acknowledgement per address per ACK_EMAIL_PER_ADDRESS_HOURS" is one atomic upsert.
 * Ended rows are purged with expired leads.
 */
export const ackRecipients = pgTable(
  'ack_recipients',
  {
    recipientHash: text('recipient_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ack_recipients_expires_at_idx').on(t.expiresAt)],
);

/** Secrets the servers on one database generate once and share (the form-token HMAC key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Form tokens that have been used for an accepted lead (server/leads/store/form-token-uses.ts): one
 * row per form opening, kept until the token's hard lifetime ends, when it could not be used
 * any more anyway; the hourly retention timer deletes it then.
 */
export const formTokenUses = pgTable(
  'form_token_uses',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('form_token_uses_expires_at_idx').on(t.expiresAt)],
);

export const schema = { inquiries, applications, outbox, rateLimits, cvChunks, appSecrets, ackRecipients, formTokenUses };
export type Schema = typeof schema;
