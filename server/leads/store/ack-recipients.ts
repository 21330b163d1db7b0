/**
 * Who has had an acknowledgement lately (ack_recipients): the address must not get another
 * for ACK_EMAIL_PER_ADDRESS_HOURS, so the form cannot become a way to mail a third party
 * repeatedly (decision 0013). The check is one atomic upsert, keyed by a hash of the
 * normalised address, so concurrent posts cannot both pass.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ackRecipients, outbox } from '../../db/schema.ts';

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
export async function claimRecipient(tx: Pick<Db, 'insert'>, address: string, hours: number): Promise<boolean> {
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

/**
 * With the leads' purge (before the leads go, as `leadsToPurge` selects them): the
 * acknowledgement rows of purged leads, and recipient entries whose window has ended.
 */
export async function purgeAcknowledgements(tx: Pick<Db, 'delete'>, leadsToPurge: SQLWrapper[]): Promise<void> {
  await tx.delete(outbox).where(and(eq(outbox.kind, 'acknowledgement'), or(...leadsToPurge.map((leads) => inArray(outbox.leadId, leads)))));
  await tx.delete(ackRecipients).where(lte(ackRecipients.expiresAt, sql`now()`));
}
