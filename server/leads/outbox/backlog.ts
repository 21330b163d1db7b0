/**
 * A delivery's destination and what is waiting for it. The destination is the name a delivery
 * goes by in metrics and logs: the sales mail, the HR mail, the visitor's acknowledgement, a
 * CV's conversion, or one webhook receiver by host (never its full URL, which may carry
 * credentials or tokens). The backlog is what waits per kind and destination (the outbox store's
 * backlogRows reads it per webhook URL; several URLs may share a host, so they merge here into
 * one destination), read at each /metrics scrape and by the worker's stuck-outbox check.
 */
import type { OutboxStore } from '../store/outbox-store.ts';
import type { OutboxKind } from '../../db/schema.ts';

/** What may be shown of a receiver URL (log, CLI, metrics): its host, never credentials, path or query. */
export function webhookDestination(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid-url';
  }
}

/** Every kind but webhooks has one fixed destination (a CV's conversion is not a mail). */
const fixedDestinations: Record<Exclude<OutboxKind, 'webhook'>, string> = {
  inquiry: 'sales-mail',
  application: 'hr-mail',
  acknowledgement: 'acknowledgement',
  'cv-disarm': 'cv-conversion',
};

export function destinationOf(kind: OutboxKind, webhookUrl: string | null | undefined): string {
  if (kind === 'webhook') return `webhook:${webhookUrl ? webhookDestination(webhookUrl) : 'unknown'}`;
  return fixedDestinations[kind];
}

export interface BacklogEntry {
  kind: OutboxKind;
  destination: string;
  pending: number;
  failed: number;
  /** Seconds since the oldest pending (or sending) row was queued or re-queued; 0 when none waits. */
  oldestPendingSeconds: number;
}

export async function outboxBacklog(store: Pick<OutboxStore, 'backlogRows'>): Promise<BacklogEntry[]> {
  const merged = new Map<string, BacklogEntry>();
  for (const row of await store.backlogRows()) {
    const destination = destinationOf(row.kind, row.url);
    const key = `${row.kind}\n${destination}`;
    const entry = merged.get(key) ?? { kind: row.kind, destination, pending: 0, failed: 0, oldestPendingSeconds: 0 };
    entry.pending += row.pending;
    entry.failed += row.failed;
    entry.oldestPendingSeconds = Math.max(entry.oldestPendingSeconds, row.oldestPendingSeconds);
    merged.set(key, entry);
  }
  return [...merged.values()];
}
