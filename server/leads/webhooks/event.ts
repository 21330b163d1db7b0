/**
 * The JSON a webhook carries, composed when the lead is accepted and kept in the outbox row,
 * so what the receiver gets does not depend on later edits or config. Only the CV's download
 * link is added at send time (it expires, so it is issued fresh for each attempt), and the
 * signature (its timestamp must be fresh). Its shape is a zod schema (outbox/webhook-event-schema.ts): a row
 * read back is checked against it, and the OpenAPI document's `webhooks` section is generated
 * from it.
 */
import { randomUUID } from 'node:crypto';
import type { LeadEvent, LeadEventCv } from '../outbox/webhook-event-schema.ts';
import type { ApplicationLead, InquiryLead } from '../store/shared.ts';
import { outboxRow, type NewOutboxRow } from '../outbox/payload.ts';

export type { LeadEvent };

export function inquiryEvent(
  id: string,
  inquiry: InquiryLead,
  route: { branchId: string | null; to: string },
  acceptedAt: Date,
): LeadEvent {
  return {
    type: 'inquiry.received',
    timestamp: acceptedAt.toISOString(),
    data: {
      id,
      type: 'inquiry',
      locale: inquiry.locale,
      country: inquiry.country,
      routedTo: { branchId: route.branchId, email: route.to },
      fields: { name: inquiry.name, email: inquiry.email, phoneNumber: inquiry.phoneNumber, message: inquiry.message, page: inquiry.page },
      cv: null,
    },
  };
}

export function applicationEvent(
  id: string,
  application: ApplicationLead,
  hrEmail: string,
  /** null when the CV could not be made safe (docs/decisions/0026): the receiver gets no link. */
  cv: Omit<LeadEventCv, 'url' | 'expiresAt'> | null,
  acceptedAt: Date,
): LeadEvent {
  return {
    type: 'application.received',
    timestamp: acceptedAt.toISOString(),
    data: {
      id,
      type: 'application',
      locale: application.locale,
      country: null,
      routedTo: { branchId: null, email: hrEmail },
      fields: {
        name: application.name,
        email: application.email,
        phoneNumber: application.phoneNumber,
        jobTitle: application.jobTitle,
        position: application.position,
      },
      cv,
    },
  };
}

// A lead's webhooks: one outbox row per configured URL, composed here and written by the caller
// in the transaction that stores the lead, so a lead is never accepted without its webhooks.
// The row's messageId is the Standard Webhooks `webhook-id`: fixed here, once, so every retry
// (and a resend after a crash) carries the same id and the receiver can de-duplicate.

function webhookIdFor(outboxId: string): string {
  return `msg_${outboxId.replaceAll('-', '')}`;
}

export function webhookRows(urls: readonly string[] | undefined, event: LeadEvent): NewOutboxRow[] {
  return (urls ?? []).map((url) => {
    const id = randomUUID();
    return { ...outboxRow('webhook', event.data.id, { url, event }, id), messageId: webhookIdFor(id) };
  });
}
