/**
 * @fastify/rate-limit, for the routes that opt in (global: false; the limits are the routes').
 * RATE_LIMIT_STORE=memory counts per process; =database shares the counters between every
 * server on one database. A failing store lets the request through (skipOnError; the store
 * logs a warning): no lead is lost to it. Registered in the /api scope only.
 *
 * The database store (http/rate-limit-store.ts) counts through app.rateLimitCounter (plugins/leads/database.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientKey } from '../../http/client-key.ts';
import { databaseRateLimitStore } from '../../http/rate-limit-store.ts';

async function rateLimits(app: FastifyInstance) {
  const store =
    app.config.RATE_LIMIT_STORE === 'database'
      ? databaseRateLimitStore({
          counter: app.rateLimitCounter,
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

export default fp(rateLimits, { name: 'external-rate-limit', dependencies: ['database'] });
