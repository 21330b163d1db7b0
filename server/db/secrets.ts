/**
 * Secrets the servers on one database share, generated once: the first server to start
 * inserts a random value, the others (and later starts) read the same row. An explicit
 * environment value wins.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSecrets } from './schema.ts';

export async function sharedSecret(db: Db, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`the shared secret ${name} could not be read`);
  return row.value;
}
