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
