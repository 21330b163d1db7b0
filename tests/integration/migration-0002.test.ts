/**
 * Migration 0002 (decision 0058) on a database the release before it wrote, on both engines:
 * "no branch" stored as '' becomes NULL, a routed inquiry keeps its branch, the outbox gains an
 * empty last_error_code; and the rows the release before writes after a rollback (an explicit
 * '', no error code) still go in.
 */
import { randomUUID } from 'node:crypto';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { queryRows, type Db } from '../../server/db/client.ts';
import { migrate, migrationsDir } from '../../server/db/migrate.ts';
import { backends, type Backend } from '../support/backends.ts';
import { startPostgres, type PgCluster } from '../support/postgres.ts';
import { tempDir } from '../support/temp-dirs.ts';

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** An empty database of the engine, not migrated. */
async function emptyDatabase(backend: Backend): Promise<Db> {
  if (backend === 'pglite') {
    const client = await PGlite.create();
    closers.push(() => client.close());
    return drizzlePglite({ client }) as unknown as Db;
  }
  const cluster: PgCluster = await startPostgres();
  closers.push(() => cluster.stop());
  const pool = new pg.Pool({ connectionString: await cluster.createDatabase(`migration_0002_${process.pid}`), max: 2 });
  closers.push(() => pool.end());
  return drizzlePostgres({ client: pool }) as unknown as Db;
}

/** A copy of the migrations folder that stops before `tag`: the schema of the release before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = tempDir('leads-migrations-before-');
  await cp(migrationsDir, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

async function insertInquiry(db: Db, branch: string | null | undefined): Promise<string> {
  const id = randomUUID();
  const columns = branch === undefined ? sql`` : sql`, branch_id`;
  const value = branch === undefined ? sql`` : sql`, ${branch}`;
  await db.execute(
    sql`insert into inquiries (id, name, email, phone_number, country, message, locale, page${columns})
      values (${id}, 'Layla', 'layla@example.com', '+966501234567', 'SA', 'A demo, please.', 'en', '/contact'${value})`,
  );
  return id;
}

describe.each(backends)('0002 on %s', (backend) => {
  test("'' becomes NULL, a branch stays; what the release before writes still goes in", async () => {
    const db = await emptyDatabase(backend);
    await migrate(db, { dir: await migrationsBefore('0002_branch_null_last_error_code') });
    const routed = await insertInquiry(db, 'egypt');
    const unrouted = await insertInquiry(db, '');
    const defaulted = await insertInquiry(db, undefined);
    expect(await migrate(db)).toEqual(['0002_branch_null_last_error_code']);
    const branches = await queryRows<{ id: string; branch_id: string | null }>(db, sql`select id, branch_id from inquiries`);
    expect(new Map(branches.map((row) => [row.id, row.branch_id]))).toEqual(
      new Map([
        [routed, 'egypt'],
        [unrouted, null],
        [defaulted, null],
      ]),
    );
    // After a rollback the release before writes '' for "no branch"; the column takes it.
    const rolledBack = await insertInquiry(db, '');
    expect(await queryRows(db, sql`select branch_id from inquiries where id = ${rolledBack}`)).toEqual([{ branch_id: '' }]);
    expect(await insertInquiry(db, undefined)).toBeTruthy();
    const outboxId = randomUUID();
    await db.execute(sql`insert into outbox (id, kind, lead_id, payload, message_id, last_error)
      values (${outboxId}, 'cv-disarm', ${routed}, '{}', ${outboxId}, 'cv-timeout: slow')`);
    expect(await queryRows(db, sql`select last_error_code from outbox where id = ${outboxId}`)).toEqual([{ last_error_code: null }]);
  }, 120_000);
});
