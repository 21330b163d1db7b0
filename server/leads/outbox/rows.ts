/**
 * A lead's deliveries as outbox rows, composed by the lead services and written by the store
 * in the lead's transaction (decision 0044). An e-mail's Message-ID is fixed here, once, from
 * the row's id, so every retry (and a resend after a crash) carries the same one.
 */
import { randomUUID } from 'node:crypto';
import type { OutboxKind } from '../../db/schema.ts';
import { messageIdFor } from '../../mail/message.ts';
import type { NewOutboxRow, OutboxPayload, OutboxPayloads } from './payload.ts';

/** The kinds the mail deliverer sends (server/leads/deliverers/index.ts). */
export type MailKind = Extract<OutboxKind, 'inquiry' | 'application' | 'acknowledgement'>;

/**
 * A row that sends nothing itself (a CV conversion, decision 0026): its payload is its kind's
 * own, and its unique message_id is just its id, not an e-mail Message-ID.
 */
export function outboxRow<K extends OutboxKind>(
  kind: K,
  leadId: string,
  payload: OutboxPayloads[K],
  id: string = randomUUID(),
): Extract<NewOutboxRow, { kind: K }> {
  // TypeScript cannot narrow the union by a generic K; the parameters' types tie payload to kind.
  return { id, kind, leadId, payload, messageId: id } as Extract<NewOutboxRow, { kind: K }>;
}

export function mailRow(mailFrom: string, kind: MailKind, leadId: string, payload: OutboxPayload): NewOutboxRow {
  const id = randomUUID();
  return { ...outboxRow(kind, leadId, payload, id), messageId: messageIdFor(id, mailFrom) };
}
