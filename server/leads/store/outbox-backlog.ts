/**
 * What is waiting in the outbox, per kind and webhook URL: pending (or being sent) and failed
 * rows, and the age of the oldest waiting one, counted from its last re-queue (`npm run leads --
 * retry` gives a row a fresh time allowance, decision 0012). One grouped query over the partial
 * due index plus the few failed rows; outbox/backlog.ts names the destinations.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { OutboxKind } from '../../db/schema.ts';

export interface BacklogRow {
  kind: OutboxKind;
  /** A webhook's URL; null for the other kinds. */
  url: string | null;
  pending: number;
  failed: number;
  /** Seconds since the oldest waiting row was queued (or re-queued); 0 when none waits. */
  oldestPendingSeconds: number;
}

export async function outboxBacklogRows(db: Db): Promise<BacklogRow[]> {
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
          extract(epoch from now() - min(coalesce(retried_at, created_at)) filter (where status in ('pending', 'sending')))::double precision as oldest
        from outbox where status in ('pending', 'sending', 'failed')
        group by kind, payload->>'url'`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    url: row.url,
    pending: Number(row.pending),
    failed: Number(row.failed),
    oldestPendingSeconds: Number(row.oldest ?? 0),
  }));
}
