/**
 * The production shape of README "Deploy to production", on this machine: one PostgreSQL, two
 * app instances (instances.ts), nginx in front (nginx.ts), the first release made by
 * deploy/release.sh itself. Differences from production, on purpose: plain HTTP on loopback
 * (no TLS, no DNS), everything runs as the test's user (root here, not `ascon`, so the units'
 * hardening is checked by files.test.ts, not exercised), e-mail goes to the `log` transport,
 * a release is `--prebuilt` from this checkout's built tree (hard-linked) instead of a git
 * archive with its own `npm ci` and `npm run build`, and it publishes the content's unconfirmed
 * facts with the staging override (`ASCON_ALLOW_UNCONFIRMED=1`; the refusal: release-script.test.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import pg from 'pg';
import { tempDir } from '../../support/lead-app.ts';
import { startPostgres, type PgCluster } from '../../../support/postgres.ts';
import { superviseInstances, type Instances } from './instances.ts';
import { startNginx, type Nginx } from './nginx.ts';

export const root = resolve(import.meta.dirname, '../../..');

export interface Stack {
  /** http://127.0.0.1:<nginx port> */
  base: string;
  nginx: Nginx;
  instances: Instances;
  instancePorts: number[];
  cluster: PgCluster;
  databaseUrl: string;
  home: string;
  dataRoot: string;
  /** Runs deploy/release.sh with the test's settings; resolves with its exit code and output. */
  release(args: string[]): Promise<{ code: number | null; output: string }>;
  query<T>(text: string, url?: string): Promise<T[]>;
}

/** `npm run build` once, when this checkout has no built site yet. */
function ensureBuilt(): void {
  if (existsSync(join(root, 'dist/index.html'))) return;
  const built = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env['PATH'] ?? ''}` },
  });
  if (built.status !== 0) throw new Error('npm run build failed');
}

async function twoFreePorts(): Promise<number[]> {
  const first = await getPort({ host: '127.0.0.1' });
  return [first, await getPort({ host: '127.0.0.1', exclude: [first] })];
}

export async function startStack(parts: { cluster?: PgCluster; nginx?: Nginx; instances?: Instances }): Promise<Stack> {
  ensureBuilt();
  const cluster = (parts.cluster = await startPostgres());
  const databaseUrl = await cluster.createDatabase('ascon');
  const base = tempDir('deploy-');
  const home = join(base, 'srv/ascon');
  const dataRoot = join(base, 'var/lib/ascon');
  mkdirSync(join(home, 'releases'), { recursive: true });
  mkdirSync(join(base, 'nginx'));
  // nginx's workers (`nobody`) read the release under home when no instance answers.
  chmodSync(base, 0o711);
  const instancePorts = await twoFreePorts();
  const nginxPort = await getPort({ host: '127.0.0.1', exclude: instancePorts });
  const nginx = (parts.nginx = await startNginx(join(base, 'nginx'), nginxPort, instancePorts, home));
  const overrides = {
    DATABASE_URL: databaseUrl,
    // No mail server here; the outbox writes the mails to DATA_DIR/mail.
    MAIL_TRANSPORT: 'log',
    SMTP_URL: '',
    ACK_EMAIL: 'off',
    // One test address posts hundreds of leads, at once after loading no form.
    RATE_LIMIT_MAX: '1000000',
    MIN_FILL_MS: '0',
    LOG_LEVEL: 'warn',
    // This machine is shared: event-loop shedding would answer 503s about the test host, not the
    // deployment, whatever the threshold (a starved loop reads as an infinite delay); 0 is off.
    // Shedding itself: tests/integration/hostile/overload.test.ts.
    SHED_EVENT_LOOP_DELAY_MS: '0',
  };
  const instances = (parts.instances = await superviseInstances({ home, dataRoot, ports: instancePorts, overrides }));
  const release = (args: string[]) =>
    new Promise<{ code: number | null; output: string }>((done) => {
      const child = spawn('bash', [join(root, 'deploy/release.sh'), ...args], {
        env: {
          PATH: process.env['PATH'] ?? '',
          ASCON_HOME: home,
          ASCON_PORTS: instancePorts.join(' '),
          ASCON_RESTART: instances.restartCommand,
          ASCON_NGINX_RELOAD: nginx.reloadCommand,
          ASCON_UPSTREAM_FILE: nginx.upstreamFile,
          ASCON_DRAIN_SECONDS: '1',
          ASCON_READY_TIMEOUT: '90',
          // This checkout's content still has the vendor's unconfirmed facts (sample partners,
          // placeholder phones): released as on a staging host (decision 0089).
          ASCON_ALLOW_UNCONFIRMED: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => done({ code, output }));
    });
  const query = async <T>(text: string, url = databaseUrl) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  };
  return { base: `http://127.0.0.1:${nginxPort}`, nginx, instances, instancePorts, cluster, databaseUrl, home, dataRoot, release, query };
}
