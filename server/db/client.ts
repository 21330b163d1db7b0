/**
 * Opens the database the configuration names: PostgreSQL through node-postgres when
 * DATABASE_URL is set, otherwise an embedded PGlite under `${dataDir}/pglite` (so servers with
 * different DATA_DIRs never share one). Both are exposed as the same drizzle `Db` type, so the
 * lead operations and the worker do not care which one runs.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { schema, type Schema } from './schema.ts';
import { migrate, type MigrateOptions } from './migrate.ts';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DbConfig {
  DATABASE_URL?: string | undefined;
  dataDir: string;
}

/** Opens the database and brings its schema up to date; `warn` hears of migrations a newer release applied (default: stderr). */
export async function openDatabase(
  config: DbConfig,
  options: { poolSize?: number; warn?: MigrateOptions['warn'] } = {},
): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, options.poolSize ?? 10)
    : await openPglite(join(config.dataDir, 'pglite'));
  try {
    await migrate(database.db, { warn: options.warn });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection (server restart) must not crash the process; the pool
  // replaces it and the next query reports the outage where it can be handled.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function openPglite(dir: string): Promise<Database> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // PGlite is a single-process database: two processes writing one data directory corrupt it.
  // A pid file refuses the second opener (a server and the CLI, or two servers sharing DATA_DIR).
  const lockFile = `${dir}.pid`;
  await acquireLock(lockFile);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    if (!existsSync(join(dir, 'PG_VERSION'))) await initInChild(dir);
    const client = await PGlite.create(dir);
    // PGlite sets its files' modes itself (0666 here, whatever the umask): the lead data is
    // for the server's user only. Files it creates later sit in these 0700 directories.
    await restrictTree(dir);
    const db = drizzle({ client, schema }) as unknown as Db;
    let closed = false;
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          await rm(lockFile, { force: true });
        }
      },
    };
  } catch (error) {
    await rm(lockFile, { force: true });
    throw error;
  }
}

/** Directories 0700, files 0600, all the way down. */
async function restrictTree(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await restrictTree(path);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}

/** First start: initdb in a child process (see init-pglite.ts for why). */
async function initInChild(dir: string): Promise<void> {
  const script = fileURLToPath(new URL('./init-pglite.ts', import.meta.url));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [script, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Creating the PGlite database in ${dir} failed (exit ${code}): ${stderr.slice(-500)}`)),
    );
  });
}

async function acquireLock(file: string): Promise<void> {
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
    throw new Error(
      `The PGlite database ${file.replace(/\.pid$/, '')} is in use by process ${holder}. Stop it first, or use DATABASE_URL (PostgreSQL) to share one database.`,
    );
  }
  // Left behind by a process that died (SIGKILL, crash): take it over.
  await writeFile(file, String(process.pid));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Raw SQL rows, for the few queries the query builder does not express (both drivers return `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
