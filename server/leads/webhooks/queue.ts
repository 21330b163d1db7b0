/**
 * A lead's webhooks: one outbox row per configured URL, composed here and written by the caller
 * in the transaction that stores the lead, so a lead is never accepted without its webhooks.
 * The row's messageId is the Standard Webhooks `webhook-id`: fixed here, once, so every retry
 * (and a resend after a crash) carries the same id and the receiver can de-duplicate.
 */
import { randomUUID } from 'node:crypto';
import type { NewOutboxRow } from '../store/shared.ts';
import type { LeadEvent } from './event.ts';

/** What a webhook row's payload holds. */
export interface WebhookPayload {
  url: string;
  event: LeadEvent;
}

export function webhookIdFor(outboxId: string): string {
  return `msg_${outboxId.replaceAll('-', '')}`;
}

export function webhookRows(urls: readonly string[] | undefined, event: LeadEvent): NewOutboxRow[] {
  return (urls ?? []).map((url) => {
    const id = randomUUID();
    const payload: WebhookPayload = { url, event };
    return { id, kind: 'webhook' as const, leadId: event.data.id, payload, messageId: webhookIdFor(id) };
  });
}

/** A webhook row's payload, checked: rows are data, and a malformed one must fail, not crash. */
export function readWebhookPayload(payload: unknown): WebhookPayload | null {
  const p = payload as Partial<WebhookPayload> | null;
  if (!p || typeof p.url !== 'string' || !p.event || typeof p.event !== 'object' || !p.event.data) return null;
  return p as WebhookPayload;
}
