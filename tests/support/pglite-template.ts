/**
 * A fresh PGlite database costs seconds of CPU (initdb in a child process, then the migrations)
 * and, on a loaded host, up to a minute. The tests that only need an empty, migrated database get
 * a copy of one made once per run (run-shared.ts) instead; openDatabase then finds the schema up
 * to date. tests/integration/migrations.test.ts and the servers the tests start create theirs
 * fresh, so the first-start path stays tested.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { runShared } from './run-shared.ts';
import { tempDir } from './temp-dirs.ts';

function migratedTemplate(): Promise<string> {
  return runShared(
    'pglite',
    async (dir) => {
      const database = await openDatabase({ dataDir: dir });
      await database.close();
      return join(dir, 'pglite');
    },
    async (dir) => rmSync(dir, { recursive: true, force: true }),
  );
}

/** Puts an empty, migrated PGlite database into `dataDir` (as DATA_DIR/pglite) unless one is there. */
export async function seedPglite(dataDir: string): Promise<void> {
  const target = join(dataDir, 'pglite');
  if (existsSync(target)) return;
  cpSync(await migratedTemplate(), target, { recursive: true });
}

/** A new temporary DATA_DIR holding an empty, migrated PGlite database. */
export async function seededDataDir(prefix?: string): Promise<string> {
  const dir = tempDir(prefix);
  await seedPglite(dir);
  return dir;
}
