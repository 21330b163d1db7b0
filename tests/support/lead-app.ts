/**
 * The production app (server/app.ts `buildApp`, the same composition `npm start` runs), with
 * the overrides tests need (BuildOptions): a shared open database (PGlite takes seconds to
 * open), a recording mail transport, a fake build, a clock; the worker driven by hand.
 */
import type { FastifyInstance } from 'fastify';
import type { BuildOptions } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config/index.ts';
import type { MailMessage, MailTransport } from '../../server/mail/message.ts';
import { readPositions } from '../../src/content/positions.ts';

/** The content's job positions, kept open so the tests do not expire with their validThrough (tests of closing pass their own). */
export const alwaysOpenPositions = readPositions().map((p) => ({ ...p, status: 'open' as const, validThrough: '2999-12-31' }));

import { buildAppWithParts, deliverNow, disarmNow, leadParts } from './lead-parts.ts';
import { seedPglite } from './pglite-template.ts';
import { tempDir } from './temp-dirs.ts';

export { tempDir, deliverNow, disarmNow, leadParts };

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  // The tests generate their load in the server's own process: its event-loop delay is the
  // tests' doing, so shedding on it is off ('0') unless a test sets the threshold itself. A high
  // threshold is not off: a loop starved through a whole sample on a loaded host reads as an
  // infinite delay (@fastify/under-pressure), and every post of a file was once shed as 503.
  // Acknowledgements are off unless a test turns them on (tests/integration/acknowledgement*.test.ts):
  // the other tests count the sales/HR mails alone.
  return loadConfig({
    LOG_LEVEL: 'silent',
    MIN_FILL_MS: '0',
    RATE_LIMIT_MAX: '100000',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ACK_EMAIL: 'off',
    DATA_DIR: tempDir(),
    ...env,
  });
}

export interface LeadAppOptions extends Omit<BuildOptions, 'logger'> {
  /** Routes of the test's own, added to the root scope before the app is ready (e.g. one that throws). */
  routes?: (app: FastifyInstance) => void;
}

/** buildApp with the worker off unless asked for, ready and with its database open (its parts: leadParts(app)). */
export async function buildLeadApp(config: Config, options: LeadAppOptions = {}): Promise<FastifyInstance> {
  const { routes, leads, ...overrides } = options;
  // The app opens DATA_DIR/pglite itself: from the run's migrated template, not a fresh initdb.
  if (!leads?.database && !config.DATABASE_URL) await seedPglite(config.dataDir);
  const app = await buildAppWithParts(config, {
    logger: false,
    positions: alwaysOpenPositions,
    ...overrides,
    leads: { startWorker: false, ...leads },
  });
  routes?.(app);
  await app.ready();
  return app;
}

/** A transport that records messages and fails on demand. */
export function memoryTransport() {
  const sent: MailMessage[] = [];
  let failure: Error | null = null;
  const transport: MailTransport & { sent: MailMessage[]; failWith(error: Error | null): void } = {
    name: 'memory',
    maxSendMs: 1000,
    sent,
    failWith(error) {
      failure = error;
    },
    async send(message) {
      if (failure) throw failure;
      sent.push(message);
    },
    async close() {},
  };
  return transport;
}

/** Listens on a free loopback port and returns it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as { port: number }).port;
}

/** Closes a listening app even if a failed test left connections open (they must not hold the close up). */
export async function closeListening(app: FastifyInstance | undefined): Promise<void> {
  app?.server.closeAllConnections();
  await app?.close();
}
