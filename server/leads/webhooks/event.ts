/**
 * The JSON a webhook carries, composed when the lead is accepted and kept in the outbox row,
 * so what the receiver gets does not depend on later edits or config. Only the CV's download
 * link is added at send time (it expires, so it is issued fresh for each attempt), and the
 * signature (its timestamp must be fresh). Its shape is a zod schema (outbox/webhook-event-schema.ts): a row
 * read back is checked against it, and the OpenAPI document's `webhooks` section is generated
 * from it.
 */
import type { LeadEvent, LeadEventCv } from '../outbox/webhook-event-schema.ts';
import type { ApplicationLead, InquiryLead } from '../store/lead-columns.ts';

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
