/** Column helpers the schema's tables need beyond drizzle's pg-core. */
import { sql } from 'drizzle-orm';
import { check, customType, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** When a row was written, by the database's clock. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** drizzle's pg-core has no bytea column. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  // node-postgres hands back a Buffer, PGlite a Uint8Array: normalise to Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A text column kept to its values by the database, not only by TypeScript: a check constraint
 * rather than a Postgres enum, because the migrator runs every migration in one transaction and
 * a value added to an enum cannot be used in the transaction that adds it (decision 0052).
 */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);
