/**
 * What an outbox row's payload holds, by kind: an e-mail's recipients, Reply-To and the
 * template's props snapshot (composed by server/leads/intake/compose.ts, acknowledgement.ts), a
 * webhook's URL and event (webhooks/event.ts). Shapes of stored data, as zod schemas whose types
 * the composers write and the deliverers read back checked (decision 0044). And the rows that
 * carry them, composed by the lead services and written by the store in the lead's transaction
 * (the store takes them as plain rows: store/shared.ts, OutboxInsert).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { emailSnapshotSchema } from '../../mail/email-snapshot.ts';
import { leadEventSchema } from './webhook-event-schema.ts';
import type { OutboxKind } from '../../db/schema.ts';
import { messageIdFor } from '../../mail/message.ts';

/**
 * An e-mail row's payload. Read back, the whole of it is checked, the template's props included:
 * a row the template would render with holes fails at once rather than mailing them.
 */
const mailPayloadSchema = z.object({
  to: z.string(),
  replyTo: z.object({ name: z.string(), address: z.string() }),
  /** The template and its props; rendered to HTML, text and subject when sending. */
  email: emailSnapshotSchema,
  templateParams: z.record(z.string(), z.string()),
  /** Attach the application's CV (streamed from the CV store when sending). */
  attachCv: z.boolean(),
});
export type OutboxPayload = z.infer<typeof mailPayloadSchema>;

/** What a webhook row's payload holds (composed by webhooks/event.ts): the event is signed and posted as stored. */
const webhookPayloadSchema = z.object({ url: z.string(), event: leadEventSchema });
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** Each outbox kind's payload: a CV conversion's row carries nothing (decision 0048). */
export interface OutboxPayloads {
  inquiry: OutboxPayload;
  application: OutboxPayload;
  acknowledgement: OutboxPayload;
  webhook: WebhookPayload;
  'cv-disarm': Record<string, never>;
}

/** A delivery to queue, composed in full (its id and the Message-ID or webhook-id it carries), typed by kind. */
export type NewOutboxRow = {
  [K in OutboxKind]: { id: string; kind: K; leadId: string; payload: OutboxPayloads[K]; messageId: string };
}[OutboxKind];

/** An e-mail row's payload, checked: rows are data, and a malformed one must fail, not crash. */
export function readMailPayload(payload: unknown): OutboxPayload | null {
  const read = mailPayloadSchema.safeParse(payload);
  return read.success ? read.data : null;
}

/** A webhook row's payload, checked: rows are data, and a malformed one must fail, not crash. */
export function readWebhookPayload(payload: unknown): WebhookPayload | null {
  const read = webhookPayloadSchema.safeParse(payload);
  return read.success ? read.data : null;
}

// A lead's deliveries as outbox rows, composed by the lead services and written by the store
// in the lead's transaction (decision 0044). An e-mail's Message-ID is fixed here, once, from
// the row's id, so every retry (and a resend after a crash) carries the same one.

/** The kinds the mail deliverer sends (server/leads/deliverers/index.ts). */
export type MailKind = Extract<OutboxKind, 'inquiry' | 'application' | 'acknowledgement'>;

/**
 * A row that sends nothing itself (a CV conversion, decision 0026): its payload is its kind's
 * own, and its unique message_id is just its id, not an e-mail Message-ID.
 */
export function outboxRow<K extends OutboxKind>(
  kind: K,
  leadId: string,
  payload: OutboxPayloads[K],
  id: string = randomUUID(),
): Extract<NewOutboxRow, { kind: K }> {
  // TypeScript cannot narrow the union by a generic K; the parameters' types tie payload to kind.
  return { id, kind, leadId, payload, messageId: id } as Extract<NewOutboxRow, { kind: K }>;
}

export function mailRow(mailFrom: string, kind: MailKind, leadId: string, payload: OutboxPayload): NewOutboxRow {
  const id = randomUUID();
  return { ...outboxRow(kind, leadId, payload, id), messageId: messageIdFor(id, mailFrom) };
}
