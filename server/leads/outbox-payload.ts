/**
 * What an e-mail's outbox row holds: recipients, Reply-To and the template's props snapshot,
 * composed when the lead is accepted (server/leads/compose.ts, acknowledgement.ts) and read by
 * the mail deliverer when it sends. A shape of stored data, so the store may name it without
 * depending on how it is composed (decision 0044).
 */
import type { Address } from '../mail/message.ts';
import type { EmailSnapshot } from '../mail/email-snapshot.ts';

export interface OutboxPayload {
  to: string;
  replyTo: Address;
  /** Only rows queued before subjects were made at send time (and their `text`) carry one. */
  subject?: string;
  /** The template and its props; rendered to HTML and text when sending. */
  email?: EmailSnapshot;
  /** The finished text of rows queued before templates (sent as is). */
  text?: string;
  templateParams: Record<string, string>;
  /** Attach the application's CV (streamed from the CV store when sending). */
  attachCv: boolean;
}

const templates: ReadonlySet<string> = new Set<EmailSnapshot['template']>(['sales-notification', 'hr-notification', 'acknowledgement']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** An e-mail row's payload, checked: rows are data, and a malformed one must fail, not crash. */
export function readMailPayload(payload: unknown): OutboxPayload | null {
  if (!isRecord(payload)) return null;
  const { to, replyTo, subject, email, text, templateParams, attachCv } = payload;
  if (typeof to !== 'string' || !isRecord(replyTo) || typeof replyTo.name !== 'string' || typeof replyTo.address !== 'string') return null;
  if (!optionalString(subject) || !optionalString(text) || typeof attachCv !== 'boolean') return null;
  if (!isRecord(templateParams) || !Object.values(templateParams).every((v) => typeof v === 'string')) return null;
  if (
    email !== undefined &&
    !(isRecord(email) && typeof email.template === 'string' && templates.has(email.template) && isRecord(email.props))
  )
    return null;
  return payload as unknown as OutboxPayload;
}
