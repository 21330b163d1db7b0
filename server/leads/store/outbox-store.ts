/**
 * The outbox as a queue several servers share: claims with leases and fencing, the outcome of
 * each attempt, re-queuing from the CLI (docs/decisions/0006, 0012), and what is waiting in it.
 */
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { outbox, type OutboxKind } from '../../db/schema.ts';
import type { OutboxRow } from './shared.ts';

/** A delivery back in the queue, due now, with a fresh attempt count and time allowance. */
const requeued = () => ({
  status: 'pending' as const,
  attempts: 0,
  nextAttemptAt: sql`now()`,
  leaseUntil: null,
  retriedAt: sql`now()`,
  updatedAt: sql`now()`,
});

/** What is waiting for one kind and webhook URL (outbox/backlog.ts merges the URLs by destination). */
export interface BacklogRow {
  kind: OutboxKind;
  /** A webhook's URL; null for the other kinds. */
  url: string | null;
  pending: number;
  failed: number;
  /** Seconds since the oldest waiting row was queued (or re-queued); 0 when none waits. */
  oldestPendingSeconds: number;
}

/** `now() + ms`, computed by the database so several servers share one clock. */
const inMs = (ms: number) => sql`now() + (${Math.max(0, Math.round(ms))}::double precision * interval '1 millisecond')`;

/**
 * Pending (or being sent) and failed rows per kind and webhook URL, and the age of the
 * oldest waiting one, counted from its last re-queue (a retry gives a row a fresh time
 * allowance, decision 0012). One grouped query over the partial due index plus the few failed rows.
 */
async function backlogRows(db: Db): Promise<BacklogRow[]> {
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

export function outboxStore(db: Db) {
  return {
    /**
     * Claims up to `limit` due messages: pending ones whose time has come, and 'sending' ones
     * whose lease ran out (their worker died). SKIP LOCKED lets concurrent workers take
     * disjoint rows instead of waiting on each other; the returned `attempts` is the claim's
     * fencing token for markSent/markFailed. `kinds` limits the claim to the caller's kinds.
     */
    async claimDue(limit: number, leaseMs: number, kinds?: readonly OutboxKind[]): Promise<OutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            and(
              or(
                and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
                and(eq(outbox.status, 'sending'), lt(outbox.leaseUntil, sql`now()`)),
              ),
              kinds ? inArray(outbox.kind, [...kinds]) : undefined,
            ),
          )
          .orderBy(asc(outbox.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (!due.length) return [];
        const rows = await tx
          .update(outbox)
          .set({ status: 'sending', leaseUntil: inMs(leaseMs), attempts: sql`${outbox.attempts} + 1`, updatedAt: sql`now()` })
          .where(
            inArray(
              outbox.id,
              due.map((r) => r.id),
            ),
          )
          .returning();
        return rows;
      });
    },

    /** Returns false when the claim was lost (lease expired and another worker took the row). */
    async markSent(row: Pick<OutboxRow, 'id' | 'attempts'>): Promise<boolean> {
      const done = await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, leaseUntil: null, lastError: null, lastErrorCode: null, updatedAt: sql`now()` })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts)))
        .returning({ id: outbox.id });
      return done.length === 1;
    },

    /**
     * Schedules the next attempt after `retryInMs`, or marks the row failed for good. The
     * failure's code and prose go to columns of their own; only the prose is cut.
     */
    async markFailed(
      row: Pick<OutboxRow, 'id' | 'attempts'>,
      failure: { code: string | null; message: string },
      final: boolean,
      retryInMs: number,
    ): Promise<void> {
      const error = { leaseUntil: null, lastError: failure.message.slice(0, 2000), lastErrorCode: failure.code, updatedAt: sql`now()` };
      await db
        .update(outbox)
        .set(final ? { status: 'failed', ...error } : { status: 'pending', nextAttemptAt: inMs(retryInMs), ...error })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts)));
    },

    /**
     * Re-queues a failed (or waiting) delivery with a fresh time allowance; a sent one stays
     * sent. Plain row updates: it works from the CLI while servers are running.
     */
    async retry(outboxId: string): Promise<'requeued' | 'not-found' | 'already-sent' | 'in-flight'> {
      const [row] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, outboxId));
      if (!row) return 'not-found';
      if (row.status === 'sent') return 'already-sent';
      const done = await db
        .update(outbox)
        .set(requeued())
        .where(and(eq(outbox.id, outboxId), inArray(outbox.status, ['failed', 'pending'])))
        .returning({ id: outbox.id });
      return done.length ? 'requeued' : 'in-flight';
    },

    /** Re-queues every failed delivery (after an outage longer than OUTBOX_MAX_AGE_HOURS). */
    async retryFailed(): Promise<string[]> {
      const done = await db.update(outbox).set(requeued()).where(eq(outbox.status, 'failed')).returning({ id: outbox.id });
      return done.map((row) => row.id);
    },

    /** What is waiting, per kind and webhook URL (read at each /metrics scrape). */
    backlogRows: () => backlogRows(db),
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;
