/**
 * A @fastify/rate-limit store that keeps the counters in the `rate_limits` table, so every
 * server on one PostgreSQL shares them (the default memory store counts per process, which
 * multiplies the limit by the number of servers).
 *
 * One statement per hit: an upsert that starts a new window when the row is missing or
 * expired and otherwise adds one, returning the count and the window's remaining time. The
 * database's clock decides, so servers with skewed clocks agree. Each route counts on its
 * own (as the memory store's per-route children do): the key is "METHOD url|client key".
 *
 * Errors and slow answers fail open: the caller registers the plugin with `skipOnError`, and
 * the store logs a warning, so a problem with this table never costs a lead.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rateLimits } from './schema.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

export interface DatabaseStoreOptions {
  /** The database once it is open (it opens in the background at start). */
  db: () => Promise<Db>;
  log: FastifyBaseLogger;
  /** Longest wait for the counting query before the request is let through (default 2 s). */
  timeoutMs?: number;
}

const defaultTimeoutMs = 2000;

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

export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  options: DatabaseStoreOptions;
  prefix: string;

  constructor(options: DatabaseStoreOptions, prefix = '') {
    this.options = options;
    this.prefix = prefix;
  }

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    const fullKey = this.prefix + key;
    const { log } = this.options;
    const timeoutMs = this.options.timeoutMs ?? defaultTimeoutMs;
    let timer: NodeJS.Timeout | undefined;
    // The wait for the database to open is not timed (the handler waits for it anyway); the hit is.
    const counted = this.options.db().then((db) => {
      const hit = hitRateLimit(db, fullKey, timeWindow);
      // A late answer (or failure) after the timeout is not reported twice.
      hit.catch(() => {});
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer from the rate-limit table within ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([hit, timeout]).finally(() => clearTimeout(timer));
    });
    counted.then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      (error: unknown) => {
        log.warn({ err: error, key: fullKey }, 'rate-limit store failed; letting the request through');
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  /**
   * Called once per limited route with the route's merged rate-limit options, which carry the
   * route itself as `routeInfo` (the types say RouteOptions): a store whose keys are the route's own.
   */
  child(routeOptions: object): DatabaseRateLimitStore {
    const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
    const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
    const prefix = info.url ? `${method} ${info.url}|` : '';
    return new DatabaseRateLimitStore(this.options, this.prefix + prefix);
  }
}

/**
 * The constructor @fastify/rate-limit's `store` option takes (it calls `new Store(globalParams)`):
 * a subclass bound to the database and logger.
 */
export function databaseRateLimitStore(options: DatabaseStoreOptions) {
  return class BoundDatabaseRateLimitStore extends DatabaseRateLimitStore {
    constructor() {
      super(options);
    }
  };
}
