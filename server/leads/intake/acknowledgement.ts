/**
 * The visitor's acknowledgement: its own outbox row, queued in the lead's transaction next to
 * the sales/HR mail (one failing never blocks or repeats the other), and only when
 *
 * - ACK_EMAIL is on and the transport can carry it (EmailJS sends one fixed staff template,
 *   so with MAIL_TRANSPORT=emailjs there is no acknowledgement);
 * - the lead passed the spam checks (the caller queues nothing for spam; a rate-limited post
 *   is refused before it is stored; a released spam lead gets none: see decision 0013);
 * - the address has had none for ACK_EMAIL_PER_ADDRESS_HOURS: the store claims the address in
 *   the lead's transaction and writes the row only if the claim succeeds
 *   (store/intake.ts).
 */
import en from '../../../src/i18n/email/en.json' with { type: 'json' };
import ar from '../../../src/i18n/email/ar.json' with { type: 'json' };
import type { Locale } from '../../../src/i18n/locales.ts';
import { type OutboxPayload, mailRow } from '../outbox/payload.ts';
import type { PendingAcknowledgement } from '../store/intake.ts';

export interface AcknowledgementSettings {
  ACK_EMAIL: boolean;
  ACK_EMAIL_PER_ADDRESS_HOURS: number;
  MAIL_TRANSPORT: string;
  HR_EMAIL: string;
  MAIL_FROM: string;
}

/**
 * What the acknowledgement is built from: the address it goes to and choices made from lists
 * (locale, branch, position). Nothing the visitor typed: the address is not verified, so the
 * mail must carry no text of the sender's to whoever owns it (decision 0013).
 */
export type AcknowledgedLead =
  | { kind: 'inquiry'; email: string; locale: Locale; branchId: string | null; salesTo: string; replyName: string }
  | { kind: 'application'; email: string; locale: Locale; position: string };

export function acknowledgementsOn(settings: Pick<AcknowledgementSettings, 'ACK_EMAIL' | 'MAIL_TRANSPORT'>): boolean {
  return settings.ACK_EMAIL && settings.MAIL_TRANSPORT !== 'emailjs';
}

/** The name HR's replies come from, in the mail's language (src/i18n/email/, with the mail's other words). */
const hrReplyName: Record<Locale, string> = { en: en.acknowledgement.hrReplyName, ar: ar.acknowledgement.hrReplyName };

export function acknowledgementPayload(lead: AcknowledgedLead, settings: Pick<AcknowledgementSettings, 'HR_EMAIL'>): OutboxPayload {
  const replyTo =
    lead.kind === 'inquiry'
      ? { name: lead.replyName, address: lead.salesTo }
      : { name: hrReplyName[lead.locale], address: settings.HR_EMAIL };
  return {
    to: lead.email,
    replyTo,
    email: {
      template: 'acknowledgement',
      props:
        lead.kind === 'inquiry'
          ? { kind: 'inquiry', locale: lead.locale, branchId: lead.branchId }
          : { kind: 'application', locale: lead.locale, position: lead.position },
    },
    // EmailJS never sends acknowledgements (acknowledgementsOn).
    templateParams: {},
    attachCv: false,
  };
}

/** The acknowledgement of an accepted (not spam) lead, when the settings allow one at all. */
export function acknowledgementFor(
  settings: AcknowledgementSettings,
  leadId: string,
  lead: AcknowledgedLead,
): PendingAcknowledgement | null {
  if (!acknowledgementsOn(settings)) return null;
  return {
    address: lead.email,
    hours: settings.ACK_EMAIL_PER_ADDRESS_HOURS,
    row: mailRow(settings.MAIL_FROM, 'acknowledgement', leadId, acknowledgementPayload(lead, settings)),
  };
}
