/**
 * The outbox as a queue several servers share: claims with leases and fencing, the outcome of
 * each attempt, and re-queuing from the CLI (docs/decisions/0006, 0012).
 */
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/** `now() + ms`, computed by the database so several servers share one clock. */
const inMs = (ms: number) => sql`now() + (${Math.max(0, Math.round(ms))}::double precision * interval '1 millisecond')`;

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
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;
