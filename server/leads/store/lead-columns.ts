/**
 * A lead as it is stored: the columns its e-mail and webhooks are composed from, whether the
 * lead was just accepted or is read back (a release, a CV's conversion ending). Not the form's
 * post: the honeypot and the form token are the checks' business and are never stored
 * (decision 0044).
 */
import type { applications, inquiries } from '../../db/schema.ts';

export type InquiryLead = Pick<typeof inquiries.$inferInsert, 'name' | 'email' | 'phoneNumber' | 'country' | 'message' | 'locale' | 'page'>;

export type ApplicationLead = Pick<typeof applications.$inferInsert, 'name' | 'email' | 'phoneNumber' | 'jobTitle' | 'position' | 'locale'>;

/** A whole inquiry row as the intake service composes it for the store. */
export type NewInquiry = typeof inquiries.$inferInsert;

/** A whole application row as the intake service composes it for the store. */
export type NewApplication = typeof applications.$inferInsert;
