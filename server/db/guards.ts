/**
 * What the servers on one database share through the guard tables (schema/guards.ts): the
 * rate-limit counters and the generated secrets.
 *
 * The rate-limit counters are in the `rate_limits` table, so every server on one PostgreSQL
 * counts the same hits (the default memory store counts per process, which multiplies the limit
 * by the number of servers). @fastify/rate-limit reaches them through the store in
 * server/plugins/external/rate-limit.ts; server/db knows no HTTP (decision 0044).
 *
 * One statement per hit: an upsert that starts a new window when the row is missing or
 * expired and otherwise adds one, returning the count and the window's remaining time. The
 * database's clock decides, so servers with skewed clocks agree.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSecrets, rateLimits } from './schema.ts';

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

// Secrets the servers on one database share, generated once: the first server to start
// inserts a random value, the others (and later starts) read the same row. An explicit
// environment value wins.

export async function sharedSecret(db: Db, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`the shared secret ${name} could not be read`);
  return row.value;
}
