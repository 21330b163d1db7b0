/**
 * The visitor's acknowledgement: its own outbox row, queued in the lead's transaction next to
 * the sales/HR mail (one failing never blocks or repeats the other), and only when
 *
 * - ACK_EMAIL is on and the transport can carry it (EmailJS sends one fixed staff template,
 *   so with MAIL_TRANSPORT=emailjs there is no acknowledgement);
 * - the lead passed the spam checks (the caller queues nothing for spam; a rate-limited post
 *   is refused before it is stored; a released spam lead gets none: see decision 0013);
 * - the address has had none for ACK_EMAIL_PER_ADDRESS_HOURS: the form must not become a way
 *   to mail a third party repeatedly. The check is one atomic upsert on ack_recipients,
 *   keyed by a hash of the normalised address, so concurrent posts cannot both pass.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ackRecipients, outbox } from '../db/schema.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { OutboxPayload } from './compose.ts';

export interface AcknowledgementSettings {
  ACK_EMAIL: boolean;
  ACK_EMAIL_PER_ADDRESS_HOURS: number;
  MAIL_TRANSPORT: string;
  HR_EMAIL: string;
}

/**
 * What the acknowledgement is built from: the address it goes to and choices made from lists
 * (locale, branch, position). Nothing the visitor typed: the address is not verified, so the
 * mail must carry no text of the sender's to whoever owns it (decision 0013).
 */
export type AcknowledgedLead =
  | { kind: 'inquiry'; email: string; locale: Locale; branchId: string; salesTo: string; replyName: string }
  | { kind: 'application'; email: string; locale: Locale; position: string };

type Tx = Pick<Db, 'insert'>;

export function acknowledgementsOn(settings: Pick<AcknowledgementSettings, 'ACK_EMAIL' | 'MAIL_TRANSPORT'>): boolean {
  return settings.ACK_EMAIL && settings.MAIL_TRANSPORT !== 'emailjs';
}

/**
 * The address as one mailbox: case folded, `+tag` dropped, and Gmail's ignored dots removed,
 * so `Bob+1@x.com` and `bob+2@x.com` count as the same recipient.
 */
export function normaliseAddress(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase().replace(/\+.*$/, '');
  if (domain === 'gmail.com' || domain === 'googlemail.com') local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

export function recipientHash(address: string): string {
  return createHash('sha256')
    .update(`ack-recipient:${normaliseAddress(address)}`)
    .digest('base64url');
}

/** True when this address may get an acknowledgement now (and records that it does). */
export async function claimRecipient(tx: Tx, address: string, hours: number): Promise<boolean> {
  const until = sql`now() + (${hours}::double precision * interval '1 hour')`;
  const claimed = await tx
    .insert(ackRecipients)
    .values({ recipientHash: recipientHash(address), expiresAt: until })
    .onConflictDoUpdate({
      target: ackRecipients.recipientHash,
      set: { expiresAt: until },
      setWhere: sql`${ackRecipients.expiresAt} <= now()`,
    })
    .returning({ hash: ackRecipients.recipientHash });
  return claimed.length === 1;
}

export function acknowledgementPayload(lead: AcknowledgedLead, settings: Pick<AcknowledgementSettings, 'HR_EMAIL'>): OutboxPayload {
  const replyTo =
    lead.kind === 'inquiry'
      ? { name: lead.replyName, address: lead.salesTo }
      : { name: lead.locale === 'ar' ? 'أسكون – الموارد البشرية' : 'ASCON Human Resources', address: settings.HR_EMAIL };
  return {
    to: lead.email,
    replyTo,
    email: {
      template: 'acknowledgement',
      props:
        lead.kind === 'inquiry'
          ? { kind: 'inquiry', locale: lead.locale, ...(lead.branchId ? { branchId: lead.branchId } : {}) }
          : { kind: 'application', locale: lead.locale, position: lead.position },
    },
    // EmailJS never sends acknowledgements (acknowledgementsOn).
    templateParams: {},
    attachCv: false,
  };
}

/** Queues the acknowledgement inside the lead's transaction when the rules above allow it. */
export async function queueAcknowledgement(
  tx: Tx,
  settings: AcknowledgementSettings,
  lead: AcknowledgedLead,
  insert: (payload: OutboxPayload) => Promise<void>,
): Promise<boolean> {
  if (!acknowledgementsOn(settings)) return false;
  if (!(await claimRecipient(tx, lead.email, settings.ACK_EMAIL_PER_ADDRESS_HOURS))) return false;
  await insert(acknowledgementPayload(lead, settings));
  return true;
}

/**
 * With the leads' purge (before the leads go, as `leadsToPurge` selects them): the
 * acknowledgement rows of purged leads, and recipient entries whose window has ended.
 */
export async function purgeAcknowledgements(tx: Pick<Db, 'delete'>, leadsToPurge: SQLWrapper[]): Promise<void> {
  await tx.delete(outbox).where(and(eq(outbox.kind, 'acknowledgement'), or(...leadsToPurge.map((leads) => inArray(outbox.leadId, leads)))));
  await tx.delete(ackRecipients).where(lte(ackRecipients.expiresAt, sql`now()`));
}
