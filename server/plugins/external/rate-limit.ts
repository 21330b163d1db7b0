/**
 * @fastify/rate-limit, for the routes that opt in (global: false; the limits are the routes').
 * RATE_LIMIT_STORE=memory counts per process; =database shares the counters between every
 * server on one database. A failing store lets the request through (skipOnError; the store
 * logs a warning): no lead is lost to it. Registered in the /api scope only.
 *
 * The database store counts through the leads service's counter (server/db/rate-limits.ts). Each route counts on its own (as
 * the memory store's per-route children do): the key is "METHOD url|client key". A slow answer
 * (over `timeoutMs`) fails open like an error.
 */
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitCounter } from '../leads-service.ts';
import { clientKey } from '../../http/client-key.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

export interface DatabaseStoreOptions {
  /** The shared counter once the database is open (it opens in the background at start; LeadsService). */
  counter: () => Promise<RateLimitCounter>;
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
    // The wait for the database to open is not timed (the handler waits for it anyway); the hit is.
    const counted = this.options.counter().then((count) => {
      const hit = count(fullKey, timeWindow);
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

async function rateLimits(app: FastifyInstance) {
  const store =
    app.config.RATE_LIMIT_STORE === 'database'
      ? databaseRateLimitStore({
          counter: () => app.leads.rateLimitCounter(),
          log: app.log.child({ component: 'rate-limit' }),
        })
      : undefined;
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    // The flood guard counts clients as every other limit does: IPv6 by /64 (http/client-key.ts).
    keyGenerator: (request) => clientKey(request.ip),
    ...(store ? { store } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Rate limit exceeded, retry in ${context.after}`,
    }),
  });
}

export default fp(rateLimits, { name: 'external-rate-limit' });
