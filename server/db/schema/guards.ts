/**
 * What guards the forms and the links: the shared rate-limit counters, who had an
 * acknowledgement lately, the used form tokens, and the secrets that sign tokens and CV links.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './column-types.ts';

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
 * Form tokens that have been used for an accepted lead (written in the lead's transaction,
 * server/leads/store/intake.ts): one row per form opening, kept until the token's hard lifetime
 * ends, when it could not be used any more anyway; the hourly retention timer deletes it then.
 */
export const formTokenUses = pgTable(
  'form_token_uses',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('form_token_uses_expires_at_idx').on(t.expiresAt)],
);
