/**
 * What is waiting in the outbox, per kind and destination (the outbox store's backlogRows reads
 * it per webhook URL; several URLs may share a host, so they merge here into one destination).
 * Read at each /metrics scrape and by the worker's stuck-outbox check.
 */
import type { OutboxKind } from '../../db/schema.ts';
import type { OutboxStore } from '../store/outbox-store.ts';
import { destinationOf } from './destination.ts';

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
