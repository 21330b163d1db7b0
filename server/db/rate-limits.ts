/**
 * The shared rate-limit counters in the `rate_limits` table, so every server on one PostgreSQL
 * counts the same hits (the default memory store counts per process, which multiplies the limit
 * by the number of servers). @fastify/rate-limit reaches them through the store in
 * server/plugins/external/rate-limit.ts; server/db knows no HTTP (decision 0044).
 *
 * One statement per hit: an upsert that starts a new window when the row is missing or
 * expired and otherwise adds one, returning the count and the window's remaining time. The
 * database's clock decides, so servers with skewed clocks agree.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rateLimits } from './schema.ts';

/** Counts one hit on `key` in a window of `windowMs`: `{ count, ttlMs }` after the hit. */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
  const window = sql`now() + (${Math.max(1, Math.round(windowMs))}::double precision * interval '1 millisecond')`;
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        expiresAt: sql`case when ${expired} then ${window} else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttlMs: sql<number>`extract(epoch from (${rateLimits.expiresAt} - now()))::double precision * 1000`.mapWith(Number),
    });
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return { count: row.count, ttlMs: Math.max(0, Math.ceil(row.ttlMs)) };
}
