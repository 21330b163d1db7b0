/**
 * A throwaway PostgreSQL cluster for tests and the benchmark: initdb into a temp directory,
 * start on a free loopback port, stop and delete afterwards. Uses Debian's server binaries;
 * when they are missing the caller fails loudly instead of silently skipping PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import getPort from 'get-port';

const run = promisify(execFile);

const missingBinariesMessage = 'PostgreSQL server binaries not found: apt-get install -y postgresql';

export interface PgCluster {
  /** URL of the cluster's `postgres` database (superuser, trust auth). */
  url: string;
  port: number;
  /** Creates an empty database and returns its URL: one per test body keeps them independent. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(missingBinariesMessage);
  return join(root, versions[0], 'bin');
}

/** initdb refuses to run as root: as root, run the binaries as the `postgres` OS user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function exec(name: string, args: string[]) {
  const [command, argv] = asPostgres(join(findPostgresBin(), name), args);
  try {
    return await run(command, argv, { timeout: 60_000 });
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new Error(`${name} failed: ${e.stderr || e.message}`, { cause: error });
  }
}

/** Stops the cluster in `dir` (a `startPostgres` folder) and removes it; quiet when it is not running. */
export async function stopCluster(dir: string): Promise<void> {
  await exec('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']).catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}

/** Starts a cluster in `dir` (new, empty; a temporary folder by default). */
export async function startPostgres(options: { durable?: boolean; dir?: string } = {}): Promise<PgCluster> {
  findPostgresBin();
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'leads-pg-'));
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) chownSync(dir, ...postgresIds());
  await exec('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await getPort({ host: '127.0.0.1' });
  // Tests do not need crash safety of the cluster itself; the benchmark keeps the defaults.
  const speed = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  await exec('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200${speed}`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    port,
    createDatabase: (name) => createDatabase(url, name),
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopCluster(dir);
    },
  };
}

/** Creates an empty database in the cluster whose `postgres` database is at `clusterUrl`; returns its URL. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.href;
}

function postgresIds(): [number, number] {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error(`${missingBinariesMessage} (there is no postgres user)`);
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}
