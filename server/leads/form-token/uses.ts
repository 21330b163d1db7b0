/**
 * Which form openings have served an accepted lead (decision 0029): a token is good for one
 * lead, so a replayed post is refused instead of stored again. The rows are read and written
 * by store/form-token-uses.ts; this file holds what the store and the intake share: a use, and
 * the refusal the store throws when the opening was used already, which the intake reports as a
 * result (intake/intake-service.ts), so no storage exception reaches a route.
 */

/** A token's opening about to be used: its id, and how long it must be remembered. */
export interface FormTokenUse {
  id: string;
  remainingMs: number;
}

/** The post's token served an accepted lead already: nothing of this post was stored. */
export class FormTokenUsedError extends Error {
  override name = 'FormTokenUsedError';
  constructor() {
    super('the form token was used for an accepted lead already');
  }
}

/** Whether a lead's write was refused because its token served a lead already (nothing was stored). */
export async function tokenUsedBy(write: Promise<void>): Promise<boolean> {
  try {
    await write;
    return false;
  } catch (error) {
    if (error instanceof FormTokenUsedError) return true;
    throw error;
  }
}
