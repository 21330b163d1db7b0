/**
 * Accepting a lead: the lead, its deliveries (e-mail or CV rebuild, webhooks, acknowledgement)
 * and the form token's use are written in one transaction, which is what lets the API answer
 * 201 only when the e-mail is as durable as the lead itself. What the rows say is composed by
 * the intake service (server/leads/intake/intake-service.ts); this writes them (decision 0044).
 */
import type { Db } from '../../db/client.ts';
import { applications, inquiries } from '../../db/schema.ts';
import type { CvStore } from '../cv/store/index.ts';
import { recordFormTokenUse, type FormTokenUse } from './form-token-uses.ts';
import { claimRecipient } from './ack-recipients.ts';
import { insertOutboxRows, type CvFile, type NewOutboxRow } from './shared.ts';

/** An acknowledgement, written only if its address may have one now (store/ack-recipients.ts). */
export interface PendingAcknowledgement {
  address: string;
  hours: number;
  row: NewOutboxRow;
}

/** What is written with a lead: none of it for spam (the service passes empty deliveries). */
export interface LeadWrite {
  /** Recorded first: if it served a lead already, nothing is written and the write is `used`. */
  tokenUse: FormTokenUse | null;
  deliveries: readonly NewOutboxRow[];
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
