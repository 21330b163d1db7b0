/**
 * The leads: inquiries, applications and, on PostgreSQL, their CVs' bytes (cv_chunks).
 */
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, oneOf } from './column-types.ts';

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
    /** The CV itself is a file under DATA_DIR (PGlite) or `cv_chunks` rows (PostgreSQL): server/leads/cv/store.ts. */
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
