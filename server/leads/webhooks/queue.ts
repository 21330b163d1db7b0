/**
 * A lead's webhooks: one outbox row per configured URL, composed here and written by the caller
 * in the transaction that stores the lead, so a lead is never accepted without its webhooks.
 * The row's messageId is the Standard Webhooks `webhook-id`: fixed here, once, so every retry
 * (and a resend after a crash) carries the same id and the receiver can de-duplicate.
 */
import { randomUUID } from 'node:crypto';
import { outboxRow } from '../outbox/rows.ts';
import type { NewOutboxRow } from '../outbox/payload.ts';
import type { LeadEvent } from './event.ts';

function webhookIdFor(outboxId: string): string {
  return `msg_${outboxId.replaceAll('-', '')}`;
}

export function webhookRows(urls: readonly string[] | undefined, event: LeadEvent): NewOutboxRow[] {
  return (urls ?? []).map((url) => {
    const id = randomUUID();
    return { ...outboxRow('webhook', event.data.id, { url, event }, id), messageId: webhookIdFor(id) };
  });
}
