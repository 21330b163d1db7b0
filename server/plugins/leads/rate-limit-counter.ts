/**
 * The shared rate-limit counter (RATE_LIMIT_STORE=database): @fastify/rate-limit's database
 * store (plugins/external/rate-limit.ts) counts through it, so every server on one database
 * shares the limits. The counters live in the database (server/db/guards.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitCounter } from '../../http/rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitCounter: RateLimitCounter;
  }
}

async function rateLimitCounter(app: FastifyInstance) {
  app.decorate('rateLimitCounter', app.database.countHit);
}

export default fp(rateLimitCounter, { name: 'rate-limit-counter', dependencies: ['database'] });
