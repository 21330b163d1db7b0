/**
 * Applies the drizzle-kit migrations in server/db/migrations at start. Written here rather than
 * using drizzle's per-driver migrators because it must (a) work the same on PGlite and
 * node-postgres and (b) be safe when several servers start at once against one PostgreSQL: the
 * whole run holds a transaction-scoped advisory lock, so the second server waits and then finds
 * everything applied.
 *
 * Each applied migration's SHA-256 is stored in lead_migrations. A migration file edited after
 * it was applied would leave databases that ran the old text and databases that run the new
 * one: the start stops with a MigrationChangedError naming the file instead (server/main.ts),
 * and the fix is to restore the file and write the change as a new migration.
 *
 * A database made by the migrations from before they were collapsed into 0000_schema (rows
 * without 0000_schema: the six first tags, or 0000_initial and the two after it) is refused (an
 * UnknownMigrationsError): it holds a developer's test data only, so the message says what to
 * delete rather than this code carrying an upgrade path (docs/decisions/0048). A database a newer release migrated further is not:
 * `release.sh --rollback` starts the previous release on it, and every migration is written to
 * work with the release before it (README, Deployment), so those tags are only reported.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary constant naming "the lead schema migration" among advisory locks. */
const lockKey = 7_243_551_001;

export class MigrationChangedError extends Error {
  override name = 'MigrationChangedError';
}

export class UnknownMigrationsError extends Error {
  override name = 'UnknownMigrationsError';
}

// A database without it was made by the migrations collapsed into it before the first release (decision 0048).
const initialTag = '0000_schema';

function unknownMigrations(tags: string[]): UnknownMigrationsError {
  return new UnknownMigrationsError(
    `this database was made by migrations this version does not have (${tags.join(', ')}): the migrations were collapsed into one before the first release (docs/decisions/0048), so it holds development data only. To start afresh, delete DATA_DIR/pglite (and DATA_DIR/cvs) with the server stopped, or drop and recreate the PostgreSQL database.`,
  );
}

export interface MigrateOptions {
  /** The migrations folder; tests pass a copy to edit. */
  dir?: string | undefined;
  /** Told the tags of migrations a newer release applied (after a rollback). */
  warn?: ((message: string) => void) | undefined;
}

const warnOnStderr = (message: string) => console.warn(message);

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Applies the migrations not yet applied; returns their tags. */
export async function migrate(
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
  { dir = migrationsDir, warn = warnOnStderr }: MigrateOptions = {},
): Promise<string[]> {
  const journal = JSON.parse(await readFile(join(dir, 'meta/_journal.json'), 'utf8')) as Journal;
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  const files = await Promise.all(entries.map(async (e) => ({ tag: e.tag, text: await readFile(join(dir, `${e.tag}.sql`), 'utf8') })));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
    await tx.execute(
      sql`create table if not exists lead_migrations (tag text primary key, hash text not null, applied_at timestamptz not null default now())`,
    );
    const result = (await tx.execute(sql`select tag, hash from lead_migrations`)) as unknown as {
      rows: Array<{ tag: string; hash: string }>;
    };
    const done = new Map(result.rows.map((r) => [r.tag, r.hash]));
    const unknown = [...done.keys()].filter((tag) => !files.some((file) => file.tag === tag)).sort();
    if (done.size > 0 && !done.has(initialTag)) throw unknownMigrations(unknown);
    if (unknown.length > 0) {
      warn(
        `this database was migrated by a newer release (${unknown.join(', ')}); starting anyway, as after a rollback: each migration works with the release before it`,
      );
    }
    const applied: string[] = [];
    for (const file of files) {
      const storedHash = done.get(file.tag);
      if (storedHash !== undefined) {
        if (storedHash !== sha256(file.text)) {
          throw new MigrationChangedError(
            `migration ${file.tag}.sql was changed after it was applied to this database: restore the file as it was and write the change as a new migration (npm run db:generate)`,
          );
        }
        continue;
      }
      // drizzle-kit separates statements with this marker; the extended protocol takes one at a time.
      for (const statement of file.text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into lead_migrations (tag, hash) values (${file.tag}, ${sha256(file.text)})`);
      applied.push(file.tag);
    }
    return applied;
  });
}
