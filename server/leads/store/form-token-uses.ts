/**
 * The rows of used form openings (decision 0029): a token is good for one lead, so a replayed
 * post is refused instead of stored again. The use is recorded in the
 * lead's own transaction (a lead that fails to store uses nothing), by one insert on the
 * opening's id: of two concurrent posts with one token, exactly one commits. A row lives as
 * long as the token's hard lifetime, after which the token is refused as expired anyway;
 * the hourly retention timer removes it then, so the table stays bounded.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formTokenUses } from '../../db/schema.ts';

/** A token's opening about to be used: its id, and how long it must be remembered. */
export interface FormTokenUse {
  id: string;
  remainingMs: number;
}

/** Records the use inside the lead's transaction: false (nothing written) if the opening was used already. */
export async function recordFormTokenUse(tx: Pick<Db, 'insert'>, use: FormTokenUse): Promise<boolean> {
  const expiresAt = sql`now() + (${Math.max(0, Math.round(use.remainingMs))}::double precision * interval '1 millisecond')`;
  const recorded = await tx
    .insert(formTokenUses)
    .values({ tokenId: use.id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: formTokenUses.tokenId });
  return recorded.length === 1;
}

export async function formTokenUsed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: formTokenUses.tokenId })
    .from(formTokenUses)
    .where(and(eq(formTokenUses.tokenId, id), gt(formTokenUses.expiresAt, sql`now()`)));
  return rows.length > 0;
}

/** Deletes the uses whose token can no longer be valid (the hourly retention timer). */
export async function purgeEndedFormTokenUses(db: Db): Promise<number> {
  const gone = await db
    .delete(formTokenUses)
    .where(lte(formTokenUses.expiresAt, sql`now()`))
    .returning({ id: formTokenUses.tokenId });
  return gone.length;
}
