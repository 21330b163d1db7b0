/**
 * The lead-capture tables, one module per group (schema/leads.ts, outbox.ts, guards.ts), gathered
 * here for drizzle-kit (drizzle.config.ts), the migrations and the code that queries them. Leads
 * and their delivery rows live in one database so that a lead and the e-mail that announces it
 * are committed together (transactional outbox).
 */
import { ackRecipients, appSecrets, formTokenUses, rateLimits } from './schema/guards.ts';
import { applications, cvChunks, inquiries } from './schema/leads.ts';
import { outbox } from './schema/outbox.ts';

export * from './schema/guards.ts';
export * from './schema/leads.ts';
export * from './schema/outbox.ts';

export const schema = { inquiries, applications, outbox, rateLimits, cvChunks, appSecrets, ackRecipients, formTokenUses };
export type Schema = typeof schema;
