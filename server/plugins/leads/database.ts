/**
 * The lead database, opened and migrated at registration (decision 0081): PostgreSQL when
 * DATABASE_URL is set, otherwise PGlite under DATA_DIR (server/db/client.ts). Every plugin that
 * builds on it registers after it and is closed before it. A start whose database cannot be
 * opened, or whose migrations were changed after they were applied, fails here: the server never
 * listens with a broken database.
 *
 * The one plugin that imports server/db (dependency-cruiser allows it alone), so it also gives the others
 * what the servers on one database share: the generated secrets and the rate-limit counter.
 * Lead rows are reached only through the lead operations (plugins/leads/service.ts, decision 0044).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../../db/client.ts';
import { hitRateLimit, sharedSecret } from '../../db/guards.ts';
import type { RateLimitCounter } from '../../http/rate-limit-store.ts';

/** The open database, with what the servers on it share. */
interface AppDatabase extends Database {
  /** The secret `name` every server on this database shares: `configured` when given, else generated once. */
  sharedSecret(name: string, configured?: string): Promise<string>;
}

export interface DatabasePluginOptions {
  /** An open database to use instead, left open on close (tests share one PGlite). */
  database?: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** For the lead plugins only (ESLint keeps routes and the other plugins off it): the rest of the server uses app.leads. */
    database: AppDatabase;
    /**
     * Counts one hit on a counter every server on this database shares (server/db/guards.ts): the
     * rate-limit store of plugins/external/rate-limit.ts under RATE_LIMIT_STORE=database.
     */
    rateLimitCounter: RateLimitCounter;
  }
}

async function database(app: FastifyInstance, options: DatabasePluginOptions) {
  const opened = options.database ?? (await openDatabase(app.config, { warn: (message) => app.log.warn(message) }));
  app.decorate('database', {
    ...opened,
    sharedSecret: (name: string, configured?: string) => sharedSecret(opened.db, name, configured),
  });
  app.decorate('rateLimitCounter', (key: string, windowMs: number) => hitRateLimit(opened.db, key, windowMs));
  // Registered first of the lead plugins, so closed last: nothing runs against a closed database.
  if (!options.database) app.addHook('onClose', () => opened.close());
}

export default fp(database, { name: 'database' });
