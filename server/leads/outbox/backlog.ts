/**
 * What is waiting in the outbox, per kind and destination: pending (or being sent) and failed
 * rows, and the age of the oldest waiting one. Read at each /metrics scrape and by the worker's
 * stuck-outbox check; one grouped query over the partial due index plus the few failed rows.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { OutboxKind } from '../../db/schema.ts';
import { destinationOf } from './destination.ts';

export interface BacklogEntry {
  kind: OutboxKind;
  destination: string;
  pending: number;
  failed: number;
  /** Seconds since the oldest pending (or sending) row was queued; 0 when none waits. */
  oldestPendingSeconds: number;
}

export async function outboxBacklog(db: Db): Promise<BacklogEntry[]> {
  const rows = await queryRows<{
    kind: OutboxKind;
    url: string | null;
    pending: number | string;
    failed: number | string;
    oldest: number | string | null;
  }>(
    db,
    sql`select kind, payload->>'url' as url,
          count(*) filter (where status in ('pending', 'sending'))::int as pending,
          count(*) filter (where status = 'failed')::int as failed,
          extract(epoch from now() - min(created_at) filter (where status in ('pending', 'sending')))::double precision as oldest
        from outbox where status in ('pending', 'sending', 'failed')
        group by kind, payload->>'url'`,
  );
  // Several URLs may share a host: merge them into one destination.
  const merged = new Map<string, BacklogEntry>();
  for (const row of rows) {
    const destination = destinationOf(row.kind, row.url);
    const key = `${row.kind}\n${destination}`;
    const entry = merged.get(key) ?? { kind: row.kind, destination, pending: 0, failed: 0, oldestPendingSeconds: 0 };
    entry.pending += Number(row.pending);
    entry.failed += Number(row.failed);
    entry.oldestPendingSeconds = Math.max(entry.oldestPendingSeconds, Number(row.oldest ?? 0));
    merged.set(key, entry);
  }
  return [...merged.values()];
}
