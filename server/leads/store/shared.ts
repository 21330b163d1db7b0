/** What the lead store's parts share: their settings, row shapes and the outbox insert. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { outbox, type OutboxKind, type OutboxStatus } from '../../db/schema.ts';
import { messageIdFor } from '../../mail/message.ts';
import type { AcknowledgementSettings } from '../acknowledgement.ts';
import type { OutboxPayload } from '../compose.ts';
import type { CvType } from '../cv-type.ts';
import type { StagedCv } from '../cv-store/index.ts';
import type { Branch } from '../../../src/content/published-content.ts';

export interface RepositoryOptions extends AcknowledgementSettings {
  SALES_EMAIL: string;
  HR_EMAIL: string;
  MAIL_FROM: string;
  /** LEAD_WEBHOOK_URL, parsed (server/config.ts): each accepted lead gets one webhook row per URL. */
  webhookUrls?: readonly string[];
  /** The published branches at the time of the call (inquiry routing; decision 0038). */
  branches: () => readonly Branch[];
}

export interface CvFile extends StagedCv {
  type: CvType;
  fileName: string;
}

export interface OutboxRow {
  id: string;
  kind: OutboxKind;
  leadId: string;
  payload: OutboxPayload;
  messageId: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: Date;
  retriedAt: Date | null;
}

export type LeadKind = 'inquiries' | 'applications';

/** A lead's spam columns: flagged leads are kept (and releasable), never mailed. */
export const spamColumns = (spamReason: string | null) => ({
  status: spamReason ? ('spam' as const) : ('received' as const),
  spam: spamReason !== null,
  spamReason,
});

/** Queues one delivery of a lead, with the Message-ID its e-mail will carry. */
export function outboxInserter(options: Pick<RepositoryOptions, 'MAIL_FROM'>) {
  return async (tx: Pick<Db, 'insert'>, kind: OutboxKind, leadId: string, payload: OutboxPayload) => {
    const id = randomUUID();
    await tx.insert(outbox).values({ id, kind, leadId, payload, messageId: messageIdFor(id, options.MAIL_FROM) });
  };
}
