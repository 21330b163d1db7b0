/**
 * Applies the drizzle-kit migrations in server/db/migrations at start. Written here rather than
 * using drizzle's per-driver migrators because it must (a) work the same on PGlite and
 * node-postgres and (b) be safe when several servers start at once against one PostgreSQL: the
 * whole run holds a transaction-scoped advisory lock, so the second server waits and then finds
 * everything applied.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary constant naming "the lead schema migration" among advisory locks. */
const lockKey = 7_243_551_001;

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

export async function migrate(db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>): Promise<string[]> {
  const journal = JSON.parse(await readFile(`${migrationsDir}meta/_journal.json`, 'utf8')) as Journal;
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  const files = await Promise.all(entries.map(async (e) => ({ tag: e.tag, text: await readFile(`${migrationsDir}${e.tag}.sql`, 'utf8') })));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
    await tx.execute(sql`create table if not exists lead_migrations (tag text primary key, hash text not null, applied_at timestamptz not null default now())`);
    const result = (await tx.execute(sql`select tag from lead_migrations`)) as unknown as { rows: Array<{ tag: string }> };
    const done = new Set(result.rows.map((r) => r.tag));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file.tag)) continue;
      // drizzle-kit separates statements with this marker; the extended protocol takes one at a time.
      for (const statement of file.text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      const hash = createHash('sha256').update(file.text).digest('hex');
      await tx.execute(sql`insert into lead_migrations (tag, hash) values (${file.tag}, ${hash})`);
      applied.push(file.tag);
    }
    return applied;
  });
}
