/**
 * A lead's e-mail deliveries as outbox rows, composed by the lead services and written by the
 * store in the lead's transaction (decision 0044). The Message-ID is fixed here, once, from the
 * row's id, so every retry (and a resend after a crash) carries the same one.
 */
import { randomUUID } from 'node:crypto';
import type { OutboxKind } from '../db/schema.ts';
import { messageIdFor } from '../mail/message.ts';
import type { OutboxPayload } from './outbox-payload.ts';
import type { NewOutboxRow } from './store/shared.ts';

export function mailRow(mailFrom: string, kind: OutboxKind, leadId: string, payload: OutboxPayload): NewOutboxRow {
  const id = randomUUID();
  return { id, kind, leadId, payload, messageId: messageIdFor(id, mailFrom) };
}
