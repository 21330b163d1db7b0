/**
 * server/db/migrate.ts: a migration edited after it was applied stops the start with a message
 * naming it (the stored SHA-256 no longer matches), in the function and in the real server.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { MigrationChangedError, migrate, migrationsDir } from '../../server/db/migrate.ts';
import { startServer } from '../../scripts/lib/server-process.ts';
import { tempDir } from '../support/temp-dirs.ts';

test('an applied migration edited afterwards is refused, naming the file; unchanged ones pass', async () => {
  const database = await openDatabase({ dataDir: tempDir('leads-pglite-') });
  try {
    const copy = tempDir('leads-migrations-');
    await cp(migrationsDir, copy, { recursive: true });
    expect(await migrate(database.db, copy)).toEqual([]);
    const edited = join(copy, '0001_rate_limits.sql');
    await writeFile(edited, `${await readFile(edited, 'utf8')}\n-- an afterthought\n`);
    const refused = migrate(database.db, copy);
    await expect(refused).rejects.toBeInstanceOf(MigrationChangedError);
    await expect(refused).rejects.toThrow(/migration 0001_rate_limits\.sql was changed after it was applied/);
  } finally {
    await database.close();
  }
});

test('the server does not start on a database whose applied migration differs from its file', async () => {
  const dataDir = tempDir('leads-migrated-');
  const database = await openDatabase({ dataDir });
  await database.db.execute(sql`update lead_migrations set hash = 'edited' where tag = '0000_init'`);
  await database.close();
  const start = startServer({ DATA_DIR: dataDir });
  await expect(start).rejects.toThrow(/migration 0000_init\.sql was changed after it was applied/);
}, 120_000);
