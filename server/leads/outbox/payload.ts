/**
 * What an e-mail's outbox row holds: recipients, Reply-To and the template's props snapshot,
 * composed when the lead is accepted (server/leads/intake/compose.ts, acknowledgement.ts) and read by
 * the mail deliverer when it sends. A shape of stored data, so the store may name it without
 * depending on how it is composed (decision 0044).
 */
import { z } from 'zod';
import type { Address } from '../../mail/message.ts';
import type { EmailSnapshot } from '../../mail/email-snapshot.ts';

export interface OutboxPayload {
  to: string;
  replyTo: Address;
  /** The template and its props; rendered to HTML, text and subject when sending. */
  email: EmailSnapshot;
  templateParams: Record<string, string>;
  /** Attach the application's CV (streamed from the CV store when sending). */
  attachCv: boolean;
}

// Only the fields the deliverer reads are checked; the snapshot's props are the template's own.
const mailPayloadSchema = z.looseObject({
  to: z.string(),
  replyTo: z.looseObject({ name: z.string(), address: z.string() }),
  templateParams: z.record(z.string(), z.string()),
  attachCv: z.boolean(),
  email: z.looseObject({
    template: z.enum(['sales-notification', 'hr-notification', 'acknowledgement']),
    props: z.record(z.string(), z.unknown()),
  }),
});

/** An e-mail row's payload, checked: rows are data, and a malformed one must fail, not crash. */
export function readMailPayload(payload: unknown): OutboxPayload | null {
  return mailPayloadSchema.safeParse(payload).success ? (payload as OutboxPayload) : null;
}
