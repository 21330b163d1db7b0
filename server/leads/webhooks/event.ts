/**
 * The JSON a webhook carries, composed when the lead is accepted and kept in the outbox row,
 * so what the receiver gets does not depend on later edits or config. Only the CV's download
 * link is added at send time (it expires, so it is issued fresh for each attempt), and the
 * signature (its timestamp must be fresh). Its shape is a schema in outbox/payload.ts, so a row
 * read back is checked against it. The OpenAPI document's `webhooks` section
 * (server/routes/api/webhook-docs.ts) describes this shape.
 */
import type { Application, Inquiry } from '../../../src/forms/schemas.ts';
import type { LeadEvent, LeadEventCv } from '../outbox/payload.ts';

export type { LeadEvent };

export function inquiryEvent(
  id: string,
  inquiry: Pick<Inquiry, 'name' | 'email' | 'phoneNumber' | 'country' | 'message' | 'locale' | 'page'>,
  route: { branchId: string; to: string },
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
      routedTo: { branchId: route.branchId || null, email: route.to },
      fields: { name: inquiry.name, email: inquiry.email, phoneNumber: inquiry.phoneNumber, message: inquiry.message, page: inquiry.page },
      cv: null,
    },
  };
}

export function applicationEvent(
  id: string,
  application: Pick<Application, 'name' | 'email' | 'phoneNumber' | 'message' | 'position' | 'locale'>,
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
        jobTitle: application.message,
        position: application.position,
      },
      cv,
    },
  };
}
