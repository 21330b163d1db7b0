/**
 * server/db/migrate.ts: a migration edited after it was applied stops the start with a message
 * naming it (the stored SHA-256 no longer matches), in the function and in the real server.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { MigrationChangedError, migrate, migrationsDir } from '../../server/db/migrate.ts';
import { startServer } from '../../scripts/lib/server-process.ts';
import { tempDir } from '../support/temp-dirs.ts';

// One PGlite for both tests (opening one takes seconds): the first migrates a copy of the
// folder against it and changes nothing; the second edits its stored hash and closes it.
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
  expect(await migrate(database!.db, copy)).toEqual([]);
  const edited = join(copy, '0001_rate_limits.sql');
  await writeFile(edited, `${await readFile(edited, 'utf8')}\n-- an afterthought\n`);
  const refused = migrate(database!.db, copy);
  await expect(refused).rejects.toBeInstanceOf(MigrationChangedError);
  await expect(refused).rejects.toThrow(/migration 0001_rate_limits\.sql was changed after it was applied/);
});

test('the server does not start on a database whose applied migration differs from its file', async () => {
  await database!.db.execute(sql`update lead_migrations set hash = 'edited' where tag = '0000_init'`);
  await database!.close();
  database = undefined;
  const start = startServer({ DATA_DIR: dataDir });
  await expect(start).rejects.toThrow(/migration 0000_init\.sql was changed after it was applied/);
}, 120_000);
