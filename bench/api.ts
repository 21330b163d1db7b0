/**
 * `npm run bench:api`: accepted inquiries per second and p50/p99 latency of POST
 * /api/inquiries at a fixed concurrency, against the real server (a child process, so the
 * load generator does not share its event loop) on PGlite and, when one is reachable or can
 * be started, on PostgreSQL. Each inquiry is committed with its outbox row before the 201;
 * the outbox worker runs too (log transport), as in production. Every post has its own
 * e-mail address, so each accepted inquiry also queues the visitor's acknowledgement (a second
 * outbox row and a recipient-window upsert); `--ack off` measures without it.
 *
 *   npm run bench:api -- [--connections 10] [--duration 10] [--only pglite|postgres] [--ack on|off]
 *
 * PostgreSQL: DATABASE_URL if set (rows are added to that database), else a temporary
 * cluster from /usr/lib/postgresql/<v>/bin with default durability (fsync on).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { findPostgresBin, startPostgres, type PgCluster } from '../support/postgres.ts';
import { startServer } from '../scripts/lib/server-process.ts';
import { validInquiry } from '../support/lead-posts.ts';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    ack: { type: 'string', default: 'on' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);

interface Row {
  backend: string;
  'accepted/s': number;
  'p50 ms': number;
  'p99 ms': number;
  accepted: number;
  rejected: number;
  errors: number;
}

async function measure(backend: string, env: Record<string, string>): Promise<Row> {
  const server = await startServer({
    MAIL_TRANSPORT: 'log',
    OUTBOX_POLL_MS: '500',
    RATE_LIMIT_MAX: '100000000',
    ACK_EMAIL: values.ack === 'off' ? 'off' : 'on',
    ...env,
  });
  try {
    let sequence = 0;
    // A new address per post: none is held back by the one-acknowledgement-per-address window.
    const request = {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      setupRequest: (req: Record<string, unknown>) => ({
        ...req,
        body: JSON.stringify({ ...validInquiry, email: `bench-${process.pid}-${++sequence}@example.com` }),
      }),
    };
    // Warm up the JIT and the connection pool; not measured.
    await autocannon({ url: `${server.url}/api/inquiries`, connections, duration: 2, requests: [request] });
    const result = await autocannon({ url: `${server.url}/api/inquiries`, connections, duration, requests: [request] });
    return {
      backend,
      'accepted/s': Math.round(result['2xx'] / duration),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      accepted: result['2xx'],
      rejected: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  } finally {
    await server.stop();
  }
}

async function postgresEnv(): Promise<{ env: Record<string, string>; cluster?: PgCluster } | string> {
  if (process.env['DATABASE_URL']) return { env: { DATABASE_URL: process.env['DATABASE_URL'] } };
  try {
    findPostgresBin();
  } catch (error) {
    return (error as Error).message;
  }
  const cluster = await startPostgres({ durable: true });
  return { env: { DATABASE_URL: await cluster.createDatabase('bench') }, cluster };
}

const rows: Row[] = [];
console.log(
  `POST /api/inquiries, ${connections} connections, ${duration} s per backend (after a 2 s warm-up), acknowledgements ${values.ack === 'off' ? 'off' : 'on'}\n`,
);
if (values.only !== 'postgres') rows.push(await measure('pglite', {}));
if (values.only !== 'pglite') {
  const pg = await postgresEnv();
  if (typeof pg === 'string') {
    console.log(`PostgreSQL skipped: ${pg}`);
  } else {
    try {
      rows.push(await measure('postgresql', pg.env));
    } finally {
      await pg.cluster?.stop();
    }
  }
}
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/api.json',
  `${JSON.stringify({ date: new Date().toISOString(), connections, duration, ack: values.ack, rows }, null, 2)}\n`,
);
console.log('written to bench/results/api.json');
