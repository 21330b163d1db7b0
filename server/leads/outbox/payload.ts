/**
 * What an e-mail's outbox row holds: recipients, Reply-To and the template's props snapshot,
 * composed when the lead is accepted (server/leads/intake/compose.ts, acknowledgement.ts) and read by
 * the mail deliverer when it sends. A shape of stored data, so the store may name it without
 * depending on how it is composed (decision 0044).
 */
import { z } from 'zod';
import type { Address } from '../../mail/message.ts';
import type { EmailSnapshot } from '../../mail/email-snapshot.ts';
import type { OutboxKind } from '../../db/schema.ts';
import type { LeadEvent } from '../webhooks/event.ts';

export interface OutboxPayload {
  to: string;
  replyTo: Address;
  /** The template and its props; rendered to HTML, text and subject when sending. */
  email: EmailSnapshot;
  templateParams: Record<string, string>;
  /** Attach the application's CV (streamed from the CV store when sending). */
  attachCv: boolean;
}

/** What a webhook row's payload holds (composed by webhooks/queue.ts). */
export interface WebhookPayload {
  url: string;
  event: LeadEvent;
}

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

// The webhook deliverer signs and posts the event as stored; it reads only these fields itself.
const webhookPayloadSchema = z.looseObject({
  url: z.string(),
  event: z.looseObject({
    type: z.enum(['inquiry.received', 'application.received']),
    timestamp: z.string(),
    data: z.looseObject({ id: z.string(), type: z.enum(['inquiry', 'application']) }),
  }),
});

/** A webhook row's payload, checked: rows are data, and a malformed one must fail, not crash. */
export function readWebhookPayload(payload: unknown): WebhookPayload | null {
  return webhookPayloadSchema.safeParse(payload).success ? (payload as WebhookPayload) : null;
}
