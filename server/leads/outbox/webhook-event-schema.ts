/**
 * The JSON a webhook carries, as zod schemas: the event as stored with its outbox row (composed
 * by webhooks/event.ts, checked when the row is read back) and as delivered, with the CV's
 * signed link added at send time. The OpenAPI document's `webhooks` section is generated from
 * the delivered one (routes/api/webhook-docs.ts), so the composer, the check and the docs say
 * one thing. It lives in the outbox beside the payload it types (payload.ts): webhooks/ composes
 * and posts with it and imports the outbox, never the reverse.
 */
import { z } from 'zod';
import { locales } from '../../../src/i18n/locales.ts';

const cvFields = {
  fileName: z.string(),
  /** Every CV sent anywhere is the rebuilt PDF, never the uploaded file (decision 0026). */
  contentType: z.literal('application/pdf'),
  size: z.number().int(),
  sha256: z.string().describe('Hex SHA-256 of the file, to check the download.'),
};

/** A CV as stored with the event: its link is issued at send time (it expires). */
const leadEventCvSchema = z.object({ ...cvFields, url: z.string().optional(), expiresAt: z.string().optional() });

/** A CV as the receiver gets it: the signed, expiring link to GET /api/cv/{id} included. */
const deliveredCvSchema = z.object({ ...cvFields, url: z.url(), expiresAt: z.iso.datetime() });

const cvDescription =
  'Applications only: the CV is not in the body; `url` downloads it (signed, expires at `expiresAt`, issued afresh for each delivery attempt). It is the rebuilt PDF (page images with OCR text), never the uploaded file; null when the CV could not be made safe (ask the applicant for it again).';

function leadEvent<Cv extends z.ZodType>(cv: Cv) {
  return z.object({
    type: z.enum(['inquiry.received', 'application.received']),
    timestamp: z.iso.datetime().describe('When the lead was accepted.'),
    data: z.object({
      id: z.uuid().describe('The lead id (also in `npm run leads -- list`).'),
      type: z.enum(['inquiry', 'application']),
      locale: z.enum(locales),
      country: z.string().nullable().describe('ISO 3166-1 alpha-2; null for applications (the form has no country).'),
      routedTo: z.object({
        branchId: z
          .string()
          .nullable()
          .describe('The branch serving the country (its id in branches.json); null when SALES_EMAIL or HR_EMAIL got it.'),
        email: z.string().meta({ format: 'email' }),
      }),
      fields: z
        .record(z.string(), z.string())
        .describe('Inquiries: name, email, phoneNumber, message, page. Applications: name, email, phoneNumber, jobTitle, position.'),
      cv: cv.nullable().describe(cvDescription),
    }),
  });
}

export const leadEventSchema = leadEvent(leadEventCvSchema);
export type LeadEvent = z.infer<typeof leadEventSchema>;
export type LeadEventCv = z.infer<typeof leadEventCvSchema>;

/** The body a receiver gets (server/leads/deliverers/webhook.ts): the stored event, its CV linked. */
export const deliveredLeadEventSchema = leadEvent(deliveredCvSchema);
