/**
 * server/db/migrate.ts: a migration edited after it was applied stops the start with a message
 * naming it (the stored SHA-256 no longer matches), in the function and in the real server; a
 * database made by migrations this version does not have (the ones collapsed into 0000_schema
 * before the first release, decision 0048) is refused with what to delete; one a newer release migrated further (a
 * rollback) opens with a warning naming what it does not know.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { MigrationChangedError, migrate, migrationsDir, UnknownMigrationsError } from '../../server/db/migrate.ts';
import { startServer } from '../../scripts/lib/server-process.ts';
import { buildApp } from '../../server/app.ts';
import { memoryTransport, testConfig } from '../support/lead-app.ts';
import { tempDir } from '../support/temp-dirs.ts';

// One PGlite for every test here (opening one takes seconds): the first migrates a copy of the
// folder against it and changes nothing; the last edits its stored hash and closes it.
let dataDir: string;
let database: Database | undefined;
beforeAll(async () => {
  dataDir = tempDir('leads-migrated-');
  database = await openDatabase({ dataDir });
}, 120_000);
afterAll(async () => {
  await database?.close();
});

test('an applied migration edited afterwards is refused, naming the file; unchanged ones pass', async () => {
  const copy = tempDir('leads-migrations-');
  await cp(migrationsDir, copy, { recursive: true });
  expect(await migrate(database!.db, { dir: copy })).toEqual([]);
  const edited = join(copy, '0000_schema.sql');
  await writeFile(edited, `${await readFile(edited, 'utf8')}\n-- an afterthought\n`);
  const refused = migrate(database!.db, { dir: copy });
  await expect(refused).rejects.toBeInstanceOf(MigrationChangedError);
  await expect(refused).rejects.toThrow(/migration 0000_schema\.sql was changed after it was applied/);
});

// Both collapses before the first release: the six migrations that built the schema as it grew,
// then 0000_initial with the two that followed it (decision 0048).
test.each([
  ['0000_init', '0001_rate_limits', '0005_cv_state'],
  ['0000_initial', '0001_locale_cv_type_checks_no_spam_column', '0002_branch_null_last_error_code'],
])('a database made by migrations collapsed before the first release (%s, …) is refused, saying what to delete', async (...oldTags) => {
  const applied = (await database!.db.execute(sql`select tag, hash from lead_migrations`)) as unknown as {
    rows: Array<{ tag: string; hash: string }>;
  };
  expect(applied.rows.map((r) => r.tag)).toEqual(['0000_schema']);
  await database!.db.transaction(async (tx) => {
    await tx.execute(sql`delete from lead_migrations`);
    for (const tag of oldTags) await tx.execute(sql`insert into lead_migrations (tag, hash) values (${tag}, 'old')`);
  });
  const refused = migrate(database!.db);
  await expect(refused).rejects.toBeInstanceOf(UnknownMigrationsError);
  await expect(refused).rejects.toThrow(`made by migrations this version does not have (${oldTags.join(', ')})`);
  await expect(refused).rejects.toThrow(/delete DATA_DIR\/pglite .* or drop and recreate the PostgreSQL database/);
  // Nothing was applied on top of it.
  expect(await database!.db.execute(sql`select tag from lead_migrations order by tag`)).toMatchObject({
    rows: oldTags.map((tag) => ({ tag })),
  });
  await database!.db.transaction(async (tx) => {
    await tx.execute(sql`delete from lead_migrations`);
    for (const row of applied.rows) await tx.execute(sql`insert into lead_migrations (tag, hash) values (${row.tag}, ${row.hash})`);
  });
  expect(await migrate(database!.db)).toEqual([]);
});

test('a database a newer release migrated further opens, warning of the migrations it does not know', async () => {
  await database!.db.execute(sql`insert into lead_migrations (tag, hash) values ('0001_future', 'newer')`);
  await database!.close();
  const warnings: string[] = [];
  database = await openDatabase({ dataDir }, { warn: (message) => warnings.push(message) });
  expect(warnings).toEqual([expect.stringMatching(/migrated by a newer release \(0001_future\)/)]);
  await database.db.execute(sql`delete from lead_migrations where tag = '0001_future'`);
  // A database with migration rows but not 0000_schema comes from before a collapse.
  await database.db.execute(sql`update lead_migrations set tag = '0000_other' where tag = '0000_schema'`);
  await expect(migrate(database.db)).rejects.toBeInstanceOf(UnknownMigrationsError);
  await database.db.execute(sql`update lead_migrations set tag = '0000_schema' where tag = '0000_other'`);
}, 120_000);

test('the server logs that warning and serves (a rollback after a release that added a migration)', async () => {
  await database!.db.execute(sql`insert into lead_migrations (tag, hash) values ('0001_future', 'newer')`);
  await database!.close();
  database = undefined;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp(testConfig({ DATA_DIR: dataDir }), {
    logger: { level: 'warn', stream },
    leads: { startWorker: false, transport: memoryTransport() },
  });
  try {
    await app.ready();
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  } finally {
    await app.close();
  }
  const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level === 40);
  expect(warnings.map((entry) => entry.msg)).toEqual([expect.stringMatching(/migrated by a newer release \(0001_future\)/)]);
  database = await openDatabase({ dataDir }, { warn: () => {} });
  await database.db.execute(sql`delete from lead_migrations where tag = '0001_future'`);
}, 120_000);

test('the server does not start on a database from before the second collapse, and says what to delete', async () => {
  const oldTags = ['0000_initial', '0001_locale_cv_type_checks_no_spam_column', '0002_branch_null_last_error_code'];
  const oldDir = tempDir('leads-collapsed-');
  const old = await openDatabase({ dataDir: oldDir });
  try {
    await old.db.transaction(async (tx) => {
      await tx.execute(sql`delete from lead_migrations`);
      for (const tag of oldTags) await tx.execute(sql`insert into lead_migrations (tag, hash) values (${tag}, 'old')`);
    });
  } finally {
    await old.close();
  }
  const start = startServer({ DATA_DIR: oldDir });
  await expect(start).rejects.toThrow(`made by migrations this version does not have (${oldTags.join(', ')})`);
  await expect(start).rejects.toThrow(/delete DATA_DIR\/pglite/);
}, 120_000);

test('the server does not start on a database whose applied migration differs from its file', async () => {
  await database!.db.execute(sql`update lead_migrations set hash = 'edited' where tag = '0000_schema'`);
  await database!.close();
  database = undefined;
  const start = startServer({ DATA_DIR: dataDir });
  await expect(start).rejects.toThrow(/migration 0000_schema\.sql was changed after it was applied/);
}, 120_000);
