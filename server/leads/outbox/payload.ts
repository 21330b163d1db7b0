/**
 * What an outbox row's payload holds, by kind: an e-mail's recipients, Reply-To and the
 * template's props snapshot (composed by server/leads/intake/compose.ts, acknowledgement.ts), a
 * webhook's URL and event (webhooks/event.ts). Shapes of stored data, as zod schemas whose types
 * the composers write and the deliverers read back checked, so the store may name them without
 * depending on how they are composed (decision 0044).
 */
import { z } from 'zod';
import { emailSnapshotSchema } from '../../mail/email-snapshot.ts';
import type { OutboxKind } from '../../db/schema.ts';
import { leadEventSchema } from './webhook-event-schema.ts';

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

/** What a webhook row's payload holds (composed by webhooks/queue.ts): the event is signed and posted as stored. */
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
