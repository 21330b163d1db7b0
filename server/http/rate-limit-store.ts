/**
 * The store @fastify/rate-limit takes for RATE_LIMIT_STORE=database: it counts through the
 * shared counter of plugins/leads/database.ts (server/db/guards.ts behind it), so every server on one database
 * shares the limits. Each route counts on its own (as the memory store's per-route children do):
 * the key is "METHOD url|client key". A slow answer (over `timeoutMs`) fails open like an error.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';

/** Counts one hit on a shared rate-limit counter: the count and the window's time left after it. */
export type RateLimitCounter = (key: string, windowMs: number) => Promise<{ count: number; ttlMs: number }>;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

export interface DatabaseStoreOptions {
  /** The shared counter (plugins/leads/database.ts). */
  counter: RateLimitCounter;
  log: FastifyBaseLogger;
  /** Longest wait for the counting query before the request is let through (default 2 s). */
  timeoutMs?: number;
}

const defaultTimeoutMs = 2000;

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
    const hit = this.options.counter(fullKey, timeWindow);
    // A late answer (or failure) after the timeout is not reported twice.
    hit.catch(() => {});
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the rate-limit table within ${timeoutMs} ms`)), timeoutMs);
    });
    const counted = Promise.race([hit, timeout]).finally(() => clearTimeout(timer));
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
