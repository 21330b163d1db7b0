/**
 * Accepting a lead: the lead, its deliveries (e-mail or CV rebuild, webhooks, acknowledgement)
 * and the form token's use are written in one transaction, which is what lets the API answer
 * 201 only when the e-mail is as durable as the lead itself. What the rows say is composed by
 * the intake service (server/leads/intake/intake-service.ts); this writes them (decision 0044).
 *
 * Used form openings (form_token_uses, decision 0029): a token is good for one lead, so a
 * replayed post is refused instead of stored again. The use is recorded in the lead's own
 * transaction (a lead that fails to store uses nothing), by one insert on the opening's id: of
 * two concurrent posts with one token, exactly one commits. A row lives as long as the token's
 * hard lifetime; the hourly retention timer removes it then (store/retention.ts).
 *
 * Who has had an acknowledgement lately (ack_recipients): the address must not get another for
 * ACK_EMAIL_PER_ADDRESS_HOURS, so the form cannot become a way to mail a third party repeatedly
 * (decision 0013). The check is one atomic upsert, keyed by a hash of the normalised address,
 * so concurrent posts cannot both pass.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ackRecipients, applications, formTokenUses, inquiries } from '../../db/schema.ts';
import type { CvStore } from '../cv/store.ts';
import { insertOutboxRows, type CvFile, type OutboxInsert } from './shared.ts';

/** A token's opening about to be used: its id, and how long it must be remembered. */
export interface FormTokenUse {
  id: string;
  remainingMs: number;
}

/** Records the use inside the lead's transaction: false (nothing written) if the opening was used already. */
async function recordFormTokenUse(tx: Pick<Db, 'insert'>, use: FormTokenUse): Promise<boolean> {
  const expiresAt = sql`now() + (${Math.max(0, Math.round(use.remainingMs))}::double precision * interval '1 millisecond')`;
  const recorded = await tx
    .insert(formTokenUses)
    .values({ tokenId: use.id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: formTokenUses.tokenId });
  return recorded.length === 1;
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
async function claimRecipient(tx: Pick<Db, 'insert'>, address: string, hours: number): Promise<boolean> {
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

/** An acknowledgement, written only if its address may have one now (claimRecipient). */
export interface PendingAcknowledgement {
  address: string;
  hours: number;
  row: OutboxInsert;
}

/** What is written with a lead: none of it for spam (the service passes empty deliveries). */
export interface LeadWrite {
  /** Recorded first: if it served a lead already, nothing is written and the write is `used`. */
  tokenUse: FormTokenUse | null;
  deliveries: readonly OutboxInsert[];
  acknowledgement: PendingAcknowledgement | null;
}

async function writeDeliveries(tx: Pick<Db, 'insert'>, write: LeadWrite): Promise<void> {
  await insertOutboxRows(tx, write.deliveries);
  const ack = write.acknowledgement;
  if (ack && (await claimRecipient(tx, ack.address, ack.hours))) await insertOutboxRows(tx, [ack.row]);
}

/** What a lead's write came to: `used` when its form token served a lead already (nothing written). */
export type LeadWriteOutcome = 'used' | 'stored';

export function intakeStore(db: Db, cvStore: CvStore) {
  return {
    /** Whether a form opening has served an accepted lead already (decision 0029). */
    async formTokenUsed(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: formTokenUses.tokenId })
        .from(formTokenUses)
        .where(and(eq(formTokenUses.tokenId, id), gt(formTokenUses.expiresAt, sql`now()`)));
      return rows.length > 0;
    },

    async writeInquiry(lead: typeof inquiries.$inferInsert, write: LeadWrite): Promise<LeadWriteOutcome> {
      return db.transaction(async (tx) => {
        if (write.tokenUse && !(await recordFormTokenUse(tx, write.tokenUse))) return 'used';
        await tx.insert(inquiries).values(lead);
        await writeDeliveries(tx, write);
        return 'stored';
      });
    },

    /**
     * The CV (staged on disk, its type checked by magic bytes) goes to the CV store in
     * quarantine inside the lead's transaction (docs/decisions/0026). If the transaction
     * fails, the stored CV is discarded.
     */
    async writeApplication(
      lead: typeof applications.$inferInsert & { id: string },
      cv: CvFile,
      write: LeadWrite,
    ): Promise<LeadWriteOutcome> {
      try {
        return await db.transaction(async (tx) => {
          if (write.tokenUse && !(await recordFormTokenUse(tx, write.tokenUse))) return 'used';
          await cvStore.persist(tx, lead.id, cv);
          await tx.insert(applications).values(lead);
          await writeDeliveries(tx, write);
          return 'stored';
        });
      } catch (error) {
        await cvStore.discard(lead.id).catch(() => {});
        throw error;
      }
    },
  };
}

export type IntakeStore = ReturnType<typeof intakeStore>;
